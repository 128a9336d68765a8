import { chromium, type Browser, type CDPSession } from 'playwright-core'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromiumArgs, lighthousePhone } from './chromium-path'
import { watchNetworkQuiet, type NetworkQuiet } from './audit-network-quiet'

/** A main-thread task at 1x CPU over this many ms blocks the page under Lighthouse's 4x slowdown. */
export const blockingTaskCpuMs = 12.5
/** Lighthouse's phone runs the CPU this many times slower than the machine. */
const lighthouseCpuSlowdown = 4
/** The part of a task that blocks nothing (RAIL's 50 ms). */
const blockingAllowanceMs = 50
/** The longest tasks shown with when they ran and whose script they ran. */
const shownTasks = 3

export interface StartTask {
  /** Since the navigation started, ms. */
  startMs: number
  cpuMs: number
  /** What took most of it, as DevTools' timeline names it (`v8.evaluateModule`, `Layout`...). */
  activity?: string
  /** The script that ran longest in it, when the trace names one. */
  scriptUrl?: string
}

/** The start's tasks over its window, and the window's network (`NetworkQuiet`). */
export interface StartTasks extends NetworkQuiet {
  /** Every main-thread task of the page's start: CPU (thread) time, ms, longest first. */
  taskCpuMs: number[]
  /** The few longest, longest first. */
  longestTasks: StartTask[]
  longestCpuMs: number
  /** Tasks over `blockingTaskCpuMs` of CPU. */
  overBudget: number
  /** Sum of max(0, 4 x task CPU - 50 ms): the blocking time a 4x slower phone would see. */
  projectedBlockingMs: number
  /** From the navigation's start until the app had hydrated (wall time, ms). */
  hydratedMs: number
  /** The shop's service worker at the window's end: `activated` once installed, else its state. */
  serviceWorkerState: string
}

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: {
    name?: string
    frame?: string
    data?: {
      frame?: string
      processId?: number
      frames?: { frame: string; processId?: number; parent?: string }[]
      documentLoaderURL?: string
      url?: string
    }
  }
}

/** Top-level scheduler tasks, as Lighthouse counts them. */
export const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'])

/**
 * The page's renderer main thread: the `CrRendererMain` thread of the process the main frame last
 * committed a page in (a navigation from about:blank moves it to a new process).
 */
export function rendererMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser')
  const mainFrame = started?.args?.data?.frames?.find((f) => !f.parent)
  const committed = events.filter(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.frame === mainFrame?.frame,
  )
  const pid = committed.at(-1)?.args?.data?.processId ?? mainFrame?.processId
  const thread = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      e.pid === pid,
  )
  if (!thread) throw new Error('The trace has no main thread for the page.')
  return { pid: thread.pid, tid: thread.tid }
}

/**
 * Where the page's navigation started in the trace: the main frame's `navigationStart` for the
 * page's own document (the frame's first one is about:blank's), else the trace's start.
 */
function navigationStart(events: TraceEvent[]): number {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser')
  const mainFrame = started?.args?.data?.frames?.find((f) => !f.parent)
  const navigations = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.frame === mainFrame?.frame &&
      Boolean(e.args?.data?.documentLoaderURL),
  )
  return navigations.at(-1)?.ts ?? started?.ts ?? 0
}

/** Calls into a script during a task, with the script's address. */
const scriptEventNames = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
])

const cpuMsOf = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000

/**
 * What a task did: its longest event of DevTools' timeline, and the script whose calls took the
 * most CPU in it, if any named one ran in it.
 */
function describeTask(task: TraceEvent, threadEvents: TraceEvent[]): Omit<StartTask, 'startMs'> {
  const end = task.ts + (task.dur ?? 0)
  const inside = threadEvents.filter((e) => e.ts >= task.ts && e.ts < end && e !== task)
  const activity = inside
    .filter((e) => e.cat.split(',').includes('devtools.timeline'))
    .sort((a, b) => cpuMsOf(b) - cpuMsOf(a))[0]?.name
  const cpuByUrl = new Map<string, number>()
  for (const e of inside) {
    const url = e.args?.data?.url
    if (url && scriptEventNames.has(e.name))
      cpuByUrl.set(url, (cpuByUrl.get(url) ?? 0) + cpuMsOf(e))
  }
  const scriptUrl = [...cpuByUrl].sort((a, b) => b[1] - a[1])[0]?.[0]
  return { cpuMs: cpuMsOf(task), activity, scriptUrl }
}

/**
 * The top-level tasks on the page's main thread from its first contentful paint on (as
 * Lighthouse's blocking time counts: the navigation's own tasks before it are the browser's)
 * until `windowMs` after the navigation started, with the few longest named.
 */
export function mainThreadTasks(
  events: TraceEvent[],
  windowMs: number,
): { taskCpuMs: number[]; longestTasks: StartTask[] } {
  const main = rendererMainThread(events)
  const navigated = navigationStart(events)
  const painted =
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? navigated
  const windowEnd = navigated + windowMs * 1000
  const threadEvents = events.filter(
    (e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid,
  )
  const tasks = threadEvents
    .filter((e) => taskNames.has(e.name) && e.ts >= painted && e.ts < windowEnd)
    .sort((a, b) => a.ts - b.ts)
  // Nested task events (a task run inside another, e.g. a microtask checkpoint) count once.
  const topLevel: TraceEvent[] = []
  for (const task of tasks) {
    const outer = topLevel.at(-1)
    if (outer && task.ts < outer.ts + (outer.dur ?? 0)) continue
    topLevel.push(task)
  }
  const longestFirst = topLevel.sort((a, b) => cpuMsOf(b) - cpuMsOf(a))
  return {
    taskCpuMs: longestFirst.map(cpuMsOf),
    longestTasks: longestFirst.slice(0, shownTasks).map((task) => ({
      startMs: (task.ts - navigated) / 1000,
      ...describeTask(task, threadEvents),
    })),
  }
}

function blockingFigures(taskCpuMs: number[]) {
  return {
    longestCpuMs: taskCpuMs[0] ?? 0,
    overBudget: taskCpuMs.filter((ms) => ms > blockingTaskCpuMs).length,
    projectedBlockingMs: taskCpuMs.reduce(
      (sum, ms) => sum + Math.max(0, lighthouseCpuSlowdown * ms - blockingAllowanceMs),
      0,
    ),
  }
}

/** Hydration's time since the navigation started, asked every 50 ms. */
async function whenHydrated(devtools: CDPSession, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { result } = (await devtools.send('Runtime.evaluate', {
      expression: `'hydrated' in document.documentElement.dataset ? performance.now() : 0`,
      returnByValue: true,
    })) as { result: { value?: number } }
    if (result.value) return result.value
    if (Date.now() > deadline) throw new Error('The page did not hydrate.')
    await new Promise((done) => setTimeout(done, 50))
  }
}

/** The state of the page's service worker registration: its newest worker's, or `none`. */
async function serviceWorkerState(devtools: CDPSession): Promise<string> {
  const { result } = (await devtools.send('Runtime.evaluate', {
    expression: `navigator.serviceWorker.getRegistration().then((r) => {
      const worker = r?.installing ?? r?.waiting ?? r?.active
      return worker ? worker.state : 'none'
    })`,
    awaitPromise: true,
    returnByValue: true,
  })) as { result: { value?: string } }
  return result.value ?? 'unknown'
}

/**
 * One first visit of a page (fresh profile: no HTTP or code cache, the service worker
 * registering and installing as a first visitor's does) on the audit's phone at the machine's own
 * speed, traced over Lighthouse's window for its blocking time: from the navigation until five
 * seconds after the network (the page's and its worker's) went quiet, every main-thread task's
 * CPU time from the first contentful paint on. Thread time is what the page's own code cost; a
 * busy machine hardly changes it.
 */
export async function traceStart(browser: Browser, url: string): Promise<StartTasks> {
  const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'disabled-by-default-lighthouse',
        'blink.user_timing',
      ],
    })
    // Asked over the DevTools protocol: Playwright's own helpers would add their script's
    // evaluation to the page's main thread.
    const devtools = await context.newCDPSession(page)
    const network = watchNetworkQuiet(context)
    await page.goto(url, { waitUntil: 'commit' })
    const hydratedMs = await whenHydrated(devtools)
    const quiet = await network.quiet()
    const workerState = await serviceWorkerState(devtools)
    const trace = await browser.stopTracing()
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
    const tasks = mainThreadTasks(traceEvents, quiet.windowMs)
    return {
      ...tasks,
      ...blockingFigures(tasks.taskCpuMs),
      hydratedMs,
      ...quiet,
      serviceWorkerState: workerState,
    }
  } finally {
    await context.close()
  }
}

/** Lighthouse's benchmark index of the machine now (higher is faster), run in a blank page. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex)
  } finally {
    await page.close()
  }
}

export interface TracedStarts {
  runs: Map<string, StartTasks[]>
  /** Lighthouse's benchmark index, measured before each page's traces. */
  benchmarkIndexes: number[]
}

/** `traceStart` in a browser of its own, `runs` times per page. */
export async function traceStarts(
  executablePath: string,
  urls: string[],
  runs: number,
): Promise<TracedStarts> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  const traced: TracedStarts = { runs: new Map(), benchmarkIndexes: [] }
  try {
    for (const url of urls) {
      traced.benchmarkIndexes.push(await benchmarkIndex(browser))
      const runsOfPage: StartTasks[] = []
      for (let run = 0; run < runs; run++) runsOfPage.push(await traceStart(browser, url))
      traced.runs.set(url, runsOfPage)
    }
  } finally {
    await browser.close()
  }
  return traced
}
