import type { FastifyInstance } from 'fastify'

/** How a queue of what leaves the machine (mail, pushes) is sent: in rounds, one at a time. */
export interface SendRounds {
  /**
   * Sends what is due now; resolves when the round is over. Asked while a round runs, another
   * round follows it (what was kept meanwhile may be after the running round's query).
   */
  sendDue(): Promise<void>
  /** Sends again at `time` (ms since 1970), when that comes before the next sweep. */
  sendAt(time: number): void
}

/**
 * The rounds of a queue's sender: one round on start, one every `sweepMs` (which also sends what
 * another process or instance kept), one whenever asked; the last finishes before the app closes.
 */
export function sendRounds(
  app: FastifyInstance,
  {
    name,
    sendOnce,
    sweepMs,
  }: {
    name: string
    /** One round; `closing()` turns true once the app closes, for a long round to stop early. */
    sendOnce: (closing: () => boolean) => Promise<void>
    sweepMs: number
  },
): SendRounds {
  /** The round under way, and the one asked for meanwhile, which follows it. */
  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined
  let closing = false
  const round = (): Promise<void> => {
    running = sendOnce(() => closing)
      .catch((error: unknown) => app.log.error({ err: error }, `the ${name} failed`))
      .finally(() => (running = undefined))
    return running
  }
  const sendDue = (): Promise<void> => {
    if (closing) return Promise.resolve()
    if (queued) return queued
    if (!running) return round()
    queued = running.then(() => {
      queued = undefined
      return round()
    })
    return queued
  }

  let sweep: NodeJS.Timeout | undefined
  let soon: { at: number; timer: NodeJS.Timeout } | undefined
  const sendAt = (time: number) => {
    if (closing || (soon && soon.at <= time)) return
    if (soon) clearTimeout(soon.timer)
    const timer = setTimeout(
      () => {
        soon = undefined
        void sendDue()
      },
      Math.max(0, time - Date.now()),
    )
    timer.unref()
    soon = { at: time, timer }
  }
  app.addHook('onReady', async () => {
    void sendDue()
    sweep = setInterval(() => void sendDue(), sweepMs)
    sweep.unref()
  })
  app.addHook('onClose', async () => {
    const last = queued ?? running
    closing = true
    clearInterval(sweep)
    if (soon) clearTimeout(soon.timer)
    await last
  })
  return { sendDue, sendAt }
}
