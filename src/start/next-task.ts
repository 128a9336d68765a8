interface Scheduler {
  yield?: () => Promise<void>
}

/**
 * Lets the browser run what waits (input, paint) before the start goes on: the rest runs in a
 * task of its own. `scheduler.yield` resumes ahead of other tasks where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((done) => setTimeout(done, 0))
}
