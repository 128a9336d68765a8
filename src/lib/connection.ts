import { onlineManager } from '@tanstack/query-core'

/** How often the shop is asked whether it answers again, while a failure keeps the app offline. */
const probeInterval = 5000

/** The server's health check: small, never cached, answered without the database. */
const healthPath = '/wsd/health'

let probe: ReturnType<typeof setInterval> | undefined

function stopProbe() {
  clearInterval(probe)
  probe = undefined
}

async function shopAnswers(): Promise<boolean> {
  try {
    const answer = await fetch(`${import.meta.env.VITE_API_BASE ?? ''}${healthPath}`, {
      cache: 'no-store',
    })
    return answer.ok
  } catch {
    return false
  }
}

/**
 * A request failed for want of a network. The browser may still say it is online (a flaky mobile
 * network sends no `offline` event), so the app is marked offline here: queued writes pause
 * instead of failing. The shop's health check is asked until it answers, which marks the app
 * online again (the browser's `online` event does too).
 */
export function reportNetworkFailure(): void {
  if (typeof window === 'undefined') return
  onlineManager.setOnline(false)
  if (probe !== undefined) return
  probe = setInterval(() => {
    void shopAnswers().then((answers) => {
      if (!answers || probe === undefined) return
      stopProbe()
      onlineManager.setOnline(true)
    })
  }, probeInterval)
  const stopWhenOnline = onlineManager.subscribe((online) => {
    if (!online) return
    stopWhenOnline()
    stopProbe()
  })
}
