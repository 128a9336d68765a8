/**
 * Resolves in a later task of the browser's event loop. Start-up work split by it never holds
 * the main thread for long at once: on a slow phone the browser can paint and answer a tap
 * between the pieces.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
