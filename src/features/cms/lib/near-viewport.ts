import { pageQuiet } from '../../../lib/page-quiet'

/** How far below the screen a block starts to load, so it is ready when it scrolls in. */
const lookAhead = '600px 0px'
const interactions = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const

/**
 * Calls `onNear` once when `element` comes within reach of the viewport, or at the visitor's
 * first scroll, key or touch (so keyboard and screen reader users never wait on scrolling).
 * Watching starts once the page is quiet (its first screen is in, and the blocks above have their
 * real height), so a block below never competes with the page's start.
 * Returns the cleanup.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  let done = false
  let observer: IntersectionObserver | undefined
  const fire = () => {
    if (done) return
    done = true
    cleanup()
    onNear()
  }
  const watch = () => {
    if (done) return
    if (typeof IntersectionObserver !== 'function') return fire()
    observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && fire(),
      {
        rootMargin: lookAhead,
      },
    )
    observer.observe(element)
  }
  for (const type of interactions) {
    window.addEventListener(type, fire, { passive: true, once: true, capture: true })
  }
  void pageQuiet().then(watch)
  function cleanup() {
    // Also when the block goes before the page is quiet: it is watched no more.
    done = true
    observer?.disconnect()
    for (const type of interactions) window.removeEventListener(type, fire, { capture: true })
  }
  return cleanup
}
