import { chromium, type Browser, type CDPSession } from 'playwright-core'
import { chromiumArgs, lighthousePhone } from './chromium-path'

/** A main-thread task at 1x CPU over this many ms blocks the page under Lighthouse's 4x slowdown. */
export const blockingTaskCpuMs = 12.5
/** Lighthouse's phone runs the CPU this many times slower than the machine. */
const lighthouseCpuSlowdown = 4
/** The part of a task that blocks nothing (RAIL's 50 ms). */
const blockingAllowanceMs = 50
/** After the page has hydrated, the start's trace runs on this long (work kept for after the load). */
const settleMs = 2_000

export interface StartTasks {
  /** Every main-thread task of the page's start: CPU (thread) time, ms, longest first. */
  taskCpuMs: number[]
  longestCpuMs: number
  /** Tasks over `blockingTaskCpuMs` of CPU. */
  overBudget: number
  /** Sum of max(0, 4 x task CPU - 50 ms): the blocking time a 4x slower phone would see. */
  projectedBlockingMs: number
  /** From the navigation's start until the app had hydrated (wall time, ms). */
  hydratedMs: number
}

interface TraceEvent {
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
    data?: {
      frame?: string
      processId?: number
      frames?: { frame: string; processId?: number; parent?: string }[]
    }
  }
}

/** Top-level scheduler tasks, as Lighthouse counts them. */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'])

/**
 * The page's renderer main thread: the `CrRendererMain` thread of the process the main frame last
 * committed a page in (a navigation from about:blank moves it to a new process).
 */
function rendererMainThread(events: TraceEvent[]): { pid: number; tid: number } {
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
 * The CPU time of each top-level task on the page's main thread from its first contentful paint
 * on (as Lighthouse's blocking time counts: the navigation's own tasks before it are the
 * browser's), ms, longest first.
 */
export function mainThreadTaskCpu(events: TraceEvent[]): number[] {
  const main = rendererMainThread(events)
  const painted =
    events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        taskNames.has(e.name) &&
        e.ts >= painted,
    )
    .sort((a, b) => a.ts - b.ts)
  // Nested task events (a task run inside another, e.g. a microtask checkpoint) count once.
  const topLevel: TraceEvent[] = []
  for (const task of tasks) {
    const outer = topLevel.at(-1)
    if (outer && task.ts < outer.ts + (outer.dur ?? 0)) continue
    topLevel.push(task)
  }
  return topLevel.map((t) => (t.tdur ?? t.dur ?? 0) / 1000).sort((a, b) => b - a)
}

export function summariseTasks(taskCpuMs: number[], hydratedMs: number): StartTasks {
  return {
    taskCpuMs,
    longestCpuMs: taskCpuMs[0] ?? 0,
    overBudget: taskCpuMs.filter((ms) => ms > blockingTaskCpuMs).length,
    projectedBlockingMs: taskCpuMs.reduce(
      (sum, ms) => sum + Math.max(0, lighthouseCpuSlowdown * ms - blockingAllowanceMs),
      0,
    ),
    hydratedMs,
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

/**
 * One first visit of a page (fresh profile: no service worker, no HTTP or code cache) on the
 * audit's phone at the machine's own speed, traced from the navigation until two seconds after
 * the app hydrated: every main-thread task's CPU time from the first contentful paint on. Thread time is what the page's own code
 * cost; a busy machine stretches wall time but hardly changes it.
 */
export async function traceStart(browser: Browser, url: string): Promise<StartTasks> {
  const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'disabled-by-default-lighthouse',
      ],
    })
    // Asked over the DevTools protocol: Playwright's own helpers would add their script's
    // evaluation to the page's main thread.
    const devtools = await context.newCDPSession(page)
    await page.goto(url, { waitUntil: 'commit' })
    const hydratedMs = await whenHydrated(devtools)
    await page.waitForTimeout(settleMs)
    const trace = await browser.stopTracing()
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
    return summariseTasks(mainThreadTaskCpu(traceEvents), hydratedMs)
  } finally {
    await context.close()
  }
}

/** `traceStart` in a browser of its own. */
export async function traceStarts(
  executablePath: string,
  urls: string[],
  runs: number,
): Promise<Map<string, StartTasks[]>> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  const results = new Map<string, StartTasks[]>()
  try {
    for (const url of urls) {
      const runsOfPage: StartTasks[] = []
      for (let run = 0; run < runs; run++) runsOfPage.push(await traceStart(browser, url))
      results.set(url, runsOfPage)
    }
  } finally {
    await browser.close()
  }
  return results
}
