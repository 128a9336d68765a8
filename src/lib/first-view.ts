import { useSyncExternalStore } from 'react'

/**
 * Whether the page the visitor opened is on screen. Work the first view does not show (the
 * basket count, the offline service worker) waits for it, so on a slow phone and network it
 * never delays the picture and text the visitor came for.
 */
let shown = false
const waiting = new Set<() => void>()

/** Marks the first view as painted: runs once the browser has painted the frame now rendered. */
export function markFirstViewRendered(): void {
  if (shown) return
  // Two frames on: the rendered view has been painted and shown on the screen by then.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(showFirstView, 0)))
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
