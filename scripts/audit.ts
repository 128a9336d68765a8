/**
 * Lighthouse audit of the built shop: its default mobile emulation and throttling, the median of
 * three runs per page, on the home page, a CMS page, the product listing, a product page, a blog
 * post and the cart in English and Persian. Prints the category scores with LCP, TBT and CLS, the
 * audits that cost points, Lighthouse's benchmark index of the machine, then each page's start
 * traced at the machine's own speed over Lighthouse's window for its blocking time (a first visit,
 * the service worker installing, until five seconds after the network is quiet; main-thread CPU
 * time per task, which holds from machine to machine where Lighthouse's milliseconds do not), the
 * gzip size of the JS the home page needs before it is interactive (by the build's manifest), the
 * offline figures (a product page reloaded without the network, the saved cache after 20
 * products), the product page's JS against its weight before its forms, and the outbox's figures
 * (10 questions asked offline: the time from the network's return until the last is acknowledged,
 * and the saved cache with them queued), each next to its target. The pages are asked for a few
 * times before the first run, as a running shop's would have been. It measures; it
 * never fails the build (it exits 1 only when it cannot measure at all).
 *
 * AUDIT_RUNS (Lighthouse runs per page, default 3), AUDIT_TRACE_RUNS (traced starts per page,
 * default 3), AUDIT_REPORTS (a folder to write every run's full HTML report to).
 * AUDIT_PAGES (comma-separated parts of page names, any case: `product` is the product page in
 * English and Persian) limits the Lighthouse runs and the traces to those pages; AUDIT_ONLY=trace
 * runs only the traces, AUDIT_ONLY=lighthouse only the Lighthouse runs (the JS weights, offline
 * and outbox figures run only without AUDIT_ONLY), to compare one page before and after a change.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { findChromium } from './chromium-path'
import { measureInitialJs, weighOnDemand, weighStartJs, type InitialJs } from './audit-initial-js'
import { measureOffline, type OfflineFigures } from './audit-offline'
import { measureOutbox, type OutboxFigures } from './audit-outbox'
import { categoryIds, runLighthouse, type AuditRun, type CategoryId } from './audit-lighthouse'
import { startBuiltShop, type RunningShop } from './audit-server'
import { traceStarts, blockingTaskCpuMs, type StartTasks } from './audit-start-tasks'
import { longestWindowMs, quietWindowMs } from './audit-network-quiet'
import { auditedPages, choosePages, chooseParts } from './audit-pages'

const runsPerPage = Number(process.env.AUDIT_RUNS ?? 3)
const traceRunsPerPage = Number(process.env.AUDIT_TRACE_RUNS ?? 3)
const reportsDir = process.env.AUDIT_REPORTS ? resolve(process.env.AUDIT_REPORTS) : undefined
const pages = choosePages(process.env.AUDIT_PAGES)
const parts = chooseParts(process.env.AUDIT_ONLY)
const minScores: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const categoryNames: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
}
/** The shop's own targets for a server-rendered page (stricter than Core Web Vitals' good). */
const goalPerformance = 100
const goodLcpMs = 1500
const goodCls = 0.02
/** Under this benchmark index Lighthouse's own milliseconds and scores say more about the machine. */
const comparableBenchmarkIndex = 1000
/** A start's longest main-thread task at 1x CPU: four times it is what a phone would be blocked. */
const maxLongestTaskCpuMs = 50
/** The sum of max(0, 4 x task CPU - 50 ms) over the start's tasks. */
const maxProjectedBlockingMs = 100
/** React and Chakra's runtime are most of it: the JS of the start, by the build's manifest. */
const maxInitialJsBytes = 180_000
const shownAudits = 12
/** The modules of the device's own product search, weighed apart from the start. */
const offlineSearchSources = [
  'src/features/catalogue/lib/saved-search.ts',
  'src/features/catalogue/lib/saved-products.ts',
]
/** A product page reloaded offline shows its content from the device this fast (median). */
const goodOfflineRepeatMs = 500
const goalOfflineRepeatMs = 300
/** The saved cache after 20 products stays small: it is read back on every start. */
const maxSavedCacheBytes = 1_000_000
/** The product page whose JS is weighed: its forms (review, question, cart) must stay light. */
const productPath = '/product/single/iron-1'
/** All the JS the product page loaded before it had its forms (gzip, level 9). */
const productJsBeforeFormsBytes = 212_400
const maxProductJsGrowthBytes = 15_000

interface PageResult {
  name: string
  path: string
  runs: AuditRun[]
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle] ?? NaN
  return ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

const verdictOf = (missed: string[]) =>
  missed.length === 0 ? 'pass' : `FAIL (${missed.join(', ')})`

/** The run whose performance score is the median one: its failing audits are listed. */
function medianRun(runs: AuditRun[]): AuditRun | undefined {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL')

function printTable(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)))
  const format = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  console.log(format(header))
  console.log(format(widths.map((w) => '-'.repeat(w))))
  for (const line of lines) console.log(format(line))
}

function printScores(results: PageResult[]) {
  const header = [
    'page',
    ...categoryIds.map((id) => categoryNames[id]),
    'LCP',
    'TBT',
    'CLS',
    'targets',
  ]
  const lines = results.map(({ name, runs }) => {
    const score = (id: CategoryId) => median(runs.map((r) => r.scores[id]))
    const missed = categoryIds.filter((id) => score(id) < minScores[id])
    const lcp = median(runs.map((r) => r.lcpMs))
    const tbt = median(runs.map((r) => r.tbtMs))
    const cls = median(runs.map((r) => r.cls))
    return [
      name,
      ...categoryIds.map((id) => String(score(id))),
      `${(lcp / 1000).toFixed(2)} s`,
      `${tbt.toFixed(0)} ms`,
      cls.toFixed(3),
      verdictOf([
        ...missed.map((id) => categoryNames[id]),
        ...(lcp > goodLcpMs ? ['LCP'] : []),
        ...(cls > goodCls ? ['CLS'] : []),
      ]),
    ]
  })
  console.log()
  console.log(`Lighthouse, mobile defaults, median of ${runsPerPage} runs per page`)
  printTable(header, lines)
  console.log()
  console.log(
    `Targets: Performance >= ${minScores.performance} (goal ${goalPerformance}), Accessibility, Best Practices and SEO ${minScores.seo}.`,
  )
  console.log(
    `Also: LCP <= ${goodLcpMs / 1000} s, CLS <= ${goodCls} (TBT is shown; the traces below judge blocking).`,
  )
  // Lighthouse scales the CPU time it observes: a busy or slow machine scores lower.
  const benchmark = median(results.flatMap(({ runs }) => runs.map((r) => r.benchmarkIndex)))
  const [load] = loadavg()
  console.log(
    `Machine: Lighthouse benchmark index ${benchmark.toFixed(0)}, load average ${(load ?? 0).toFixed(1)} on ${availableParallelism()} CPUs.`,
  )
  if (benchmark < comparableBenchmarkIndex) {
    console.log(
      `WARNING: the benchmark index is under ${comparableBenchmarkIndex}: this machine is slow or busy, and Lighthouse's milliseconds (LCP, TBT) and scores here are not comparable with another machine's. Compare the traced starts' CPU figures.`,
    )
  }
}

interface TracedPage {
  name: string
  runs: StartTasks[]
}

/** A task's address without the shop's origin: the file it ran, or the page for inline code. */
const shortUrl = (url: string) => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/** Each run's longest tasks, with when they ran (against hydration) and the script they ran. */
function printLongestTasks(runs: StartTasks[]) {
  runs.forEach((run, index) => {
    const tasks = run.longestTasks.map((task) => {
      const what = [task.activity, task.scriptUrl && shortUrl(task.scriptUrl)].filter(Boolean)
      return `${task.cpuMs.toFixed(0)} ms at ${task.startMs.toFixed(0)} ms (${what.join(' ') || '?'})`
    })
    console.log(
      `  run ${index + 1} (hydrated at ${run.hydratedMs.toFixed(0)} ms), longest tasks: ${tasks.join('; ')}`,
    )
  })
}

function printStartTasks(traced: TracedPage[], benchmarkIndexes: number[]) {
  const ms = (value: number) => `${value.toFixed(0)} ms`
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`
  const [load] = loadavg()
  console.log()
  console.log(
    `Each page's start, traced over Lighthouse's window (first visit with the service worker installing, phone size, 1x CPU; main-thread CPU time per task from first contentful paint until ${quietWindowMs / 1000} s after the network is quiet, at most ${longestWindowMs / 1000} s; median of ${traceRunsPerPage} runs):`,
  )
  console.log(
    `Machine while tracing: Lighthouse benchmark index ${median(benchmarkIndexes).toFixed(0)} (${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}), load average ${(load ?? 0).toFixed(1)} on ${availableParallelism()} CPUs.`,
  )
  for (const { name, runs } of traced) {
    const figure = (of: (run: StartTasks) => number) => median(runs.map(of))
    const each = (show: (run: StartTasks) => string) => runs.map(show).join(', ')
    const longest = figure((r) => r.longestCpuMs)
    const blocking = figure((r) => r.projectedBlockingMs)
    const neverQuiet = runs.filter((r) => !r.wentQuiet).length
    console.log()
    console.log(`  ${name}`)
    printTable(
      ['figure', 'median', 'runs', 'target', ''],
      [
        [
          'window (navigation to quiet + 5 s)',
          seconds(figure((r) => r.windowMs)),
          each((r) => `${seconds(r.windowMs)}${r.wentQuiet ? '' : ' never quiet'}`),
          '',
          '',
        ],
        ['hydrated', ms(figure((r) => r.hydratedMs)), each((r) => r.hydratedMs.toFixed(0)), '', ''],
        [
          'tasks counted (from FCP)',
          String(figure((r) => r.taskCpuMs.length)),
          each((r) => String(r.taskCpuMs.length)),
          '',
          '',
        ],
        [
          'longest task (CPU)',
          ms(longest),
          each((r) => r.longestCpuMs.toFixed(0)),
          `<= ${maxLongestTaskCpuMs} ms`,
          verdict(longest <= maxLongestTaskCpuMs),
        ],
        [
          `tasks over ${blockingTaskCpuMs} ms CPU`,
          String(figure((r) => r.overBudget)),
          each((r) => String(r.overBudget)),
          '',
          '',
        ],
        [
          'projected blocking time (4x)',
          ms(blocking),
          each((r) => r.projectedBlockingMs.toFixed(0)),
          `<= ${maxProjectedBlockingMs} ms`,
          verdict(blocking <= maxProjectedBlockingMs),
        ],
        [
          'requests (by the service worker)',
          String(figure((r) => r.requests)),
          each((r) => `${r.requests} (${r.serviceWorkerRequests})`),
          '',
          '',
        ],
        [
          'service worker at the end',
          '',
          each((r) => {
            const last = r.serviceWorkerLastMs
            return `${r.serviceWorkerState}${last === undefined ? '' : ` (last request ${seconds(last)})`}`
          }),
          '',
          '',
        ],
      ],
    )
    if (neverQuiet > 0) {
      console.log(
        `  WARNING: the network never stayed quiet for ${quietWindowMs / 1000} s in ${neverQuiet} of ${runs.length} runs: their window is cut at ${longestWindowMs / 1000} s.`,
      )
    }
    printLongestTasks(runs)
  }
}

function printFailingAudits(results: PageResult[]) {
  console.log()
  console.log('Audits that cost points (median run; performance ones heaviest first):')
  for (const { name, runs } of results) {
    const failing = medianRun(runs)?.failing ?? []
    console.log(`  ${name}:${failing.length === 0 ? ' none' : ''}`)
    for (const audit of failing.slice(0, shownAudits)) {
      const detail = audit.detail ? ` (${audit.detail})` : ''
      console.log(`    [${categoryNames[audit.category]}] ${audit.id}: ${audit.title}${detail}`)
    }
    if (failing.length > shownAudits) {
      console.log(`    ... and ${failing.length - shownAudits} more`)
    }
  }
}

function printInitialJs(js: Omit<InitialJs, 'later'>) {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  console.log()
  console.log(
    "JS the home page needs before it is interactive, by the build's manifest (the entry, the start's files, its English messages; gzip, level 9):",
  )
  for (const file of js.files) console.log(`  ${file.path.padEnd(48)} ${kb(file.gzipBytes)}`)
  const ok = js.totalGzipBytes <= maxInitialJsBytes
  console.log(
    `  total ${kb(js.totalGzipBytes)}, target <= ${kb(maxInitialJsBytes)}: ${verdict(ok)}`,
  )
}

function printOffline(offline: OfflineFigures) {
  const repeat = median(offline.repeatVisitMs)
  const runs = offline.repeatVisitMs.map((ms) => ms.toFixed(0)).join(', ')
  console.log()
  console.log('Offline (phone, CPU slowed 4x, network cut for the page and its service worker):')
  console.log(
    `  product page reload to its heading: median ${repeat.toFixed(0)} ms (${runs}), target <= ${goodOfflineRepeatMs} ms (goal ${goalOfflineRepeatMs}): ${verdict(repeat <= goodOfflineRepeatMs)}`,
  )
  console.log(
    `  every reload was the service worker's: ${offline.fromKeptHtml} of ${offline.repeatVisitMs.length} from the page's kept HTML, the others from the app's shell; ${offline.refusedConnections} connections refused while the network was cut`,
  )
  const kb = (offline.savedCacheBytes / 1000).toFixed(1)
  console.log(
    `  saved cache after ${offline.productsRead} products: ${kb} kB, target <= ${maxSavedCacheBytes / 1000} kB: ${verdict(offline.savedCacheBytes <= maxSavedCacheBytes)}`,
  )
}

function printProductJs(js: InitialJs) {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  const all = js.totalGzipBytes + js.later.reduce((sum, file) => sum + file.gzipBytes, 0)
  const growth = all - productJsBeforeFormsBytes
  console.log()
  console.log(
    `JS the product page (${productPath}) loads until the network is quiet (gzip, level 9):`,
  )
  console.log(
    `  ${kb(all)} (before load ${kb(js.totalGzipBytes)}); ${kb(growth)} more than before its forms (${kb(productJsBeforeFormsBytes)}), target <= ${kb(maxProductJsGrowthBytes)}: ${verdict(growth <= maxProductJsGrowthBytes)}`,
  )
}

function printOfflineSearch(js: Omit<InitialJs, 'later'>) {
  console.log()
  console.log(
    'The offline search (loaded only when a search gets no answer from the shop; gzip, level 9):',
  )
  for (const file of js.files) {
    console.log(`  ${file.path.padEnd(48)} ${(file.gzipBytes / 1000).toFixed(1)} kB`)
  }
  console.log(`  total ${(js.totalGzipBytes / 1000).toFixed(1)} kB`)
}

function printOutbox(outbox: OutboxFigures) {
  const runs = outbox.drainMs.map((ms) => ms.toFixed(0)).join(', ')
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  console.log()
  console.log(
    `The outbox (phone, ${outbox.queued} questions asked offline, then the network back):`,
  )
  console.log(
    `  back online to the last one acknowledged: median ${median(outbox.drainMs).toFixed(0)} ms (${runs})`,
  )
  console.log(
    `  saved cache: ${kb(outbox.savedCacheBytes.empty)} with nothing queued, ${kb(outbox.savedCacheBytes.queued)} with ${outbox.queued} queued`,
  )
  const closed = outbox.closedShopMs.map((ms) => ms.toFixed(0)).join(', ')
  console.log(
    `  with every page of the shop closed, back online to the service worker's last one acknowledged: median ${median(outbox.closedShopMs).toFixed(0)} ms (${closed})`,
  )
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART...): such a run is repeated. */
async function runWithRetries(executablePath: string, url: string): Promise<AuditRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(executablePath, url)
    } catch (error) {
      if (attempt >= 3) throw error
      console.log(`  (run failed, repeating: ${error instanceof Error ? error.message : error})`)
    }
  }
}

/** Lighthouse's runs of every chosen page, each run's scores printed as it ends. */
async function auditWithLighthouse(executablePath: string, origin: string): Promise<PageResult[]> {
  const results: PageResult[] = []
  for (const page of pages) {
    const runs: AuditRun[] = []
    for (let run = 1; run <= runsPerPage; run++) {
      const result = await runWithRetries(executablePath, `${origin}${page.path}`)
      console.log(
        `${page.name} run ${run}: ${categoryIds.map((id) => result.scores[id]).join(' / ')}`,
      )
      runs.push(result)
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true })
        writeFileSync(join(reportsDir, `${page.file}-${run}.html`), result.html)
      }
    }
    results.push({ ...page, runs })
  }
  return results
}

/**
 * A shop that has just started answers its first visitors from cold caches and unoptimised code;
 * the audit measures the running shop, so each page is asked for a few times first.
 */
async function warmUp(origin: string) {
  for (let round = 0; round < 3; round++) {
    for (const page of pages) await (await fetch(`${origin}${page.path}`)).text()
  }
}

const chromiumPath = findChromium()
if (!existsSync(resolve('dist/index.html'))) {
  console.error('No built app in dist/: run "npm run build" first.')
  process.exit(1)
}
if (!parts) {
  console.error(`AUDIT_ONLY is "trace" or "lighthouse", not "${process.env.AUDIT_ONLY}".`)
  process.exit(1)
}
if (pages.length === 0) {
  const names = auditedPages.map((page) => page.name).join(', ')
  console.error(`AUDIT_PAGES="${process.env.AUDIT_PAGES}" names none of the pages: ${names}.`)
  process.exit(1)
}
if (!chromiumPath) {
  console.error('No Chromium found: run "tsx scripts/ensure-chromium.ts" or set CHROME_PATH.')
  process.exit(1)
}

let shop: RunningShop | undefined
let exitCode = 0
try {
  shop = await startBuiltShop()
  const { origin, staticDir } = shop
  console.log(`Auditing the built shop at ${origin}: ${pages.map((page) => page.name).join(', ')}`)
  await warmUp(origin)
  if (parts !== 'trace') {
    const results = await auditWithLighthouse(chromiumPath, origin)
    printScores(results)
    printFailingAudits(results)
  }
  if (parts !== 'lighthouse') {
    const traces = await traceStarts(
      chromiumPath,
      pages.map((page) => `${origin}${page.path}`),
      traceRunsPerPage,
    )
    const traced = pages.map((page) => ({
      name: page.name,
      runs: traces.runs.get(`${origin}${page.path}`) ?? [],
    }))
    printStartTasks(traced, traces.benchmarkIndexes)
  }
  if (parts === 'everything') {
    const js = weighStartJs(staticDir, 'en')
    const offlineSearch = weighOnDemand(staticDir, offlineSearchSources)
    const productJs = await measureInitialJs(chromiumPath, origin, staticDir, productPath)
    const offline = await measureOffline(chromiumPath, origin)
    const outbox = await measureOutbox(chromiumPath, origin)
    printInitialJs(js)
    printProductJs(productJs)
    printOffline(offline)
    printOfflineSearch(offlineSearch)
    printOutbox(outbox)
  }
  if (reportsDir) console.log(`\nFull reports: ${reportsDir}`)
} catch (error) {
  console.error('The audit could not run:', error)
  exitCode = 1
} finally {
  await shop?.stop()
}
process.exit(exitCode)
