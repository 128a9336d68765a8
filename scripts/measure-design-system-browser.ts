/**
 * Times, in Chromium, the design system's share of a page's start: the CPU of the task that makes
 * the system, and of the tasks after it until the page has hydrated (the shop's code, then React
 * rendering every component, Emotion serialising its styles). Each run is a first visit (fresh
 * profile, no service worker, the audit's phone, the machine's own speed); the medians are printed.
 * The page's entry file is served with a User Timing mark around `shopSystem()`, so the trace
 * tells the task that makes the system from the others.
 *
 *   npm run build && npx tsx scripts/measure-design-system-browser.ts [runs=7] [build folder...]
 *
 * A build folder holds a `dist/` and a `dist-server/` (and a `node_modules` link); the default is
 * this one. Given several (a copy of an earlier build, say), the visits take turns, so all builds
 * share the machine's load.
 */
import { resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { startBuiltShop, type RunningShop } from './audit-server'
import { rendererMainThread, taskNames, type TraceEvent } from './audit-start-tasks'
import { chromiumArgs, findChromium, lighthousePhone } from './chromium-path'

interface StartCost {
  /** CPU of the task that runs `shopSystem()`. */
  systemTaskCpuMs: number
  /** CPU of every main-thread task after it until the page had hydrated. */
  hydrationCpuMs: number
  /** The longest of those tasks. */
  longestHydrationTaskCpuMs: number
}

/** The mark the measured entry file sets just before it makes the design system. */
const systemMark = 'design-system'

/** Top-level tasks of a thread, in order (a task run inside another counts once). */
function topLevelTasks(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const tasks: TraceEvent[] = []
  for (const task of events
    .filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid)
    .filter((e) => taskNames.has(e.name))
    .sort((a, b) => a.ts - b.ts)) {
    const outer = tasks.at(-1)
    if (!outer || task.ts >= outer.ts + (outer.dur ?? 0)) tasks.push(task)
  }
  return tasks
}

async function traceOnce(browser: Browser, url: string): Promise<StartCost> {
  const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'block' })
  try {
    // The entry file as built, with a mark where it makes the design system.
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch()
      const code = (await response.text()).replace(
        /([\w$]+)\.shopSystem\(\)/,
        `(performance.mark('${systemMark}'),$1.shopSystem())`,
      )
      if (!code.includes(systemMark)) throw new Error('The entry file makes no design system.')
      await route.fulfill({ response, body: code })
    })
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'blink.user_timing',
      ],
    })
    await page.goto(url, { waitUntil: 'commit' })
    // When the page had hydrated, in ms since its navigation started (asked every 50 ms).
    const hydrated = await page.waitForFunction(
      () => ('hydrated' in document.documentElement.dataset ? performance.now() : 0),
      null,
      { timeout: 60_000, polling: 50 },
    )
    const hydratedMs = (await hydrated.jsonValue()) as number
    await page.waitForTimeout(500)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[]
    }
    const main = rendererMainThread(traceEvents)
    const tasks = topLevelTasks(traceEvents, main)
    const mark = traceEvents.find((e) => e.name === systemMark && e.pid === main.pid)
    const navigation = traceEvents
      .filter((e) => e.name === 'navigationStart' && e.pid === main.pid)
      .at(-1)
    if (!mark || !navigation) throw new Error('The trace has no design system mark.')
    const systemTask = tasks.find((t) => mark.ts >= t.ts && mark.ts <= t.ts + (t.dur ?? 0))
    if (!systemTask) throw new Error('No task holds the design system mark.')
    const hydratedTs = navigation.ts + hydratedMs * 1000
    const after = tasks.filter((t) => t.ts > systemTask.ts && t.ts < hydratedTs)
    const cpu = (t: TraceEvent) => (t.tdur ?? t.dur ?? 0) / 1000
    return {
      systemTaskCpuMs: cpu(systemTask),
      hydrationCpuMs: after.reduce((sum, t) => sum + cpu(t), 0),
      longestHydrationTaskCpuMs: Math.max(0, ...after.map(cpu)),
    }
  } finally {
    await context.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const runs = Number(process.argv[2] ?? 7)
const folders = process.argv.slice(3)
const page = '/product/single/iron-1'
const executablePath = findChromium()
if (!executablePath) throw new Error('No Chromium: set CHROME_PATH.')
const shops: { folder: string; shop: RunningShop; results: StartCost[] }[] = []
const browser = await chromium.launch({ executablePath, args: chromiumArgs })
try {
  for (const folder of folders.length ? folders : ['.']) {
    // The shop serves the build of the folder it starts in.
    process.chdir(resolve(folder))
    shops.push({ folder, shop: await startBuiltShop(), results: [] })
  }
  for (let run = 0; run < runs; run++) {
    for (const { shop, results } of shops)
      results.push(await traceOnce(browser, shop.origin + page))
  }
  for (const { folder, results } of shops) {
    console.log(`${folder} ${page}: median of ${String(runs)} first visits, CPU ms (min-max):`)
    for (const key of Object.keys(results[0]!) as (keyof StartCost)[]) {
      const values = results.map((r) => r[key])
      const line = `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`
      console.log(`  ${key.padEnd(28)} ${line}`)
    }
  }
} finally {
  await browser.close()
  for (const { shop } of shops) await shop.stop()
}
