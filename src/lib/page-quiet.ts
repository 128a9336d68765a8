/** How long the page must have fetched nothing and run no long task to count as quiet. */
const quietForMs = 1000
/** However busy the page stays, work kept for its quiet runs this long after the navigation. */
const longestWaitMs = 10_000
/** How long a piece of quiet work holds back the pieces after it at most. */
const longestPieceWaitMs = 3000
/** An idle period shorter than this is left to the browser: a slice needs room to run. */
const sliceMs = 10

/** The performance mark set when the page becomes quiet. */
export const pageQuietMark = 'shop:page-quiet'

let quiet: Promise<void> | undefined

/** When the page last fetched or ran a long task (ms since the navigation). */
function busyWatch(): { lastBusy: () => number; stop: () => void } {
  let lastBusy = performance.now()
  const seen = (end: number) => {
    lastBusy = Math.max(lastBusy, end)
  }
  const observers: PerformanceObserver[] = []
  const watch = (type: 'resource' | 'longtask', end: (entry: PerformanceEntry) => number) => {
    if (typeof PerformanceObserver !== 'function') return
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen(end(entry))
    })
    observer.observe({ type, buffered: true })
    observers.push(observer)
  }
  watch('resource', (entry) => (entry as PerformanceResourceTiming).responseEnd)
  watch('longtask', (entry) => entry.startTime + entry.duration)
  return {
    lastBusy: () => lastBusy,
    stop: () => {
      for (const observer of observers) observer.disconnect()
    },
  }
}

/** However slow the page's pictures, what waits for its load waits this long at most. */
const longestLoadWaitMs = 5000

let loaded: Promise<void> | undefined

/**
 * Resolves once the page has loaded (its pictures too), or 5 s on over a slow network: the code
 * of what waits for the quiet page is fetched then, while the network is there, so it runs
 * offline too when its moment comes.
 */
export function pageLoaded(): Promise<void> {
  if (typeof window === 'undefined') return new Promise(() => {})
  return (loaded ??= new Promise<void>((done) => {
    if (document.readyState === 'complete') return done()
    window.addEventListener('load', () => done(), { once: true })
    setTimeout(done, Math.max(0, longestLoadWaitMs - performance.now()))
  }))
}

/**
 * A module fetched once the page has loaded (or at once, `now`: a page the app renders itself has
 * nothing loading to wait for); a failure is left to the part that awaits it.
 */
export function codeAfterLoad<Module>(load: () => Promise<Module>, now = false): Promise<Module> {
  const code = now ? load() : pageLoaded().then(load)
  code.catch(() => undefined)
  return code
}

/**
 * Resolves at the browser's next idle period with room for a slice of work (or within a second,
 * in a browser that never idles or has no idle callbacks).
 */
export function idleSlice(): Promise<void> {
  return new Promise((done) => {
    if (typeof requestIdleCallback !== 'function') {
      setTimeout(done, 0)
      return
    }
    const wait = () =>
      requestIdleCallback(
        (deadline) => {
          if (deadline.didTimeout || deadline.timeRemaining() >= sliceMs) done()
          else wait()
        },
        { timeout: 1000 },
      )
    wait()
  })
}

/**
 * Resolves once the page has loaded and then fetched nothing and run no long task for a moment:
 * the first view has what it needs, and what follows no longer competes with it. A page that
 * never quiets down resolves 10 s after its navigation; a hidden one at once (nobody waits on
 * its screen, and what it keeps should be kept before it may be closed).
 */
export function pageQuiet(): Promise<void> {
  if (typeof window === 'undefined') return new Promise(() => {})
  return (quiet ??= new Promise<void>((done) => {
    const busy = busyWatch()
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      clearTimeout(timer)
      busy.stop()
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('load', check)
      // Seen in a trace or by a test: what the page kept for this moment begins here.
      performance.mark(pageQuietMark)
      done()
    }
    function onHidden() {
      if (document.visibilityState === 'hidden') finish()
    }
    function check() {
      const now = performance.now()
      const quietFor = now - busy.lastBusy()
      if (quietFor >= quietForMs || now >= longestWaitMs) {
        void idleSlice().then(finish)
        return
      }
      timer = setTimeout(check, Math.min(quietForMs - quietFor, longestWaitMs - now))
    }
    document.addEventListener('visibilitychange', onHidden)
    if (document.readyState === 'complete') check()
    else {
      window.addEventListener('load', check, { once: true })
      timer = setTimeout(check, Math.max(0, longestWaitMs - performance.now()))
    }
  }))
}

/** Work kept for the quiet page that can be run sooner when something needs it now. */
export interface QuietWork {
  /** Runs the work now if it has not run (once in all); resolves when it has. */
  now: () => Promise<void>
  /** Resolves once the work has run, whichever way it started. */
  done: Promise<void>
}

let line: Promise<unknown> = Promise.resolve()

/**
 * Runs `work` once the page is quiet, in an idle slice of its own, after the work kept before
 * it: one piece at a time, so none holds the main thread for long. A piece that fails leaves
 * the others to run.
 */
export function afterQuiet(work: () => unknown): QuietWork {
  let ran = () => {}
  const done = new Promise<void>((resolve) => {
    ran = resolve
  })
  let running: Promise<void> | undefined
  const now = () =>
    (running ??= Promise.resolve()
      .then(work)
      .catch(() => undefined)
      .then(ran))
  // A piece that waits long (IndexedDB held by another tab) lets the next ones go on.
  const nowOrLater = () =>
    Promise.race([now(), new Promise<void>((done) => setTimeout(done, longestPieceWaitMs))])
  line = line.then(pageQuiet).then(idleSlice).then(nowOrLater)
  return { now, done }
}
