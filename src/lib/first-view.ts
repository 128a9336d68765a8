import { useSyncExternalStore } from 'react'

/**
 * Whether the page the visitor opened is on screen. Work the first view does not show (the
 * basket count, the offline service worker) waits for it, so on a slow phone and network it
 * never delays the picture and text the visitor came for.
 */
let shown = false
const waiting = new Set<() => void>()

/** How long the first view waits for the browser to report its first paint, at most. */
const paintReportLimitMs = 1_000

/** Marks the first view as painted: runs once the browser has painted the frame now rendered. */
export function markFirstViewRendered(): void {
  if (shown) return
  // Two frames on, the rendered view has been painted; the frame reaches the screen a little
  // later on a busy phone, which the browser's first-paint entry tells.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => afterFirstPaint(() => setTimeout(showFirstView, 0))),
  )
}

/** Runs `done` once the browser has reported the page's first contentful paint. */
function afterFirstPaint(done: () => void) {
  const paintReported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!paintReported || performance.getEntriesByName('first-contentful-paint').length > 0) {
    done()
    return
  }
  const finish = () => {
    clearTimeout(limit)
    observer.disconnect()
    done()
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) finish()
  })
  // A view with nothing contentful in it is never reported; it is on screen all the same.
  const limit = setTimeout(finish, paintReportLimitMs)
  observer.observe({ type: 'paint', buffered: true })
}

function showFirstView() {
  if (shown) return
  shown = true
  for (const listener of waiting) listener()
  waiting.clear()
}

/** Runs `task` once the first view has been painted (at once when it already has). */
export function afterFirstView(task: () => void): void {
  if (shown) task()
  else waiting.add(task)
}

/** True once the first view has been painted. */
export function useFirstViewShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (shown) return () => {}
      waiting.add(listener)
      return () => waiting.delete(listener)
    },
    () => shown,
    () => false,
  )
}
