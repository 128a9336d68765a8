import { onlineManager } from '@tanstack/query-core'

/**
 * When the shop is asked again whether it answers, while a failure keeps the app offline: soon
 * (a blip), then less often.
 */
const probeDelays = [1000, 2000, 4000, 5000]

/** The server's health check: small, never cached, answered without the database. */
const healthPath = '/wsd/health'

let probe: ReturnType<typeof setTimeout> | undefined
let probing = false

function stopProbe() {
  clearTimeout(probe)
  probe = undefined
  probing = false
}

async function shopAnswers(): Promise<boolean> {
  try {
    const answer = await fetch(`${import.meta.env.VITE_API_BASE ?? ''}${healthPath}`, {
      cache: 'no-store',
    })
    // A busy shop (503, 429) answers too: reads and writes then wait as it asks, with the busy
    // notice, instead of waiting offline for a machine that stays loaded.
    return answer.ok || answer.status === 503 || answer.status === 429
  } catch {
    return false
  }
}

/**
 * A request got no answer. The browser may still say it is online (a flaky mobile network, a
 * captive portal or a dropped Wi-Fi sends no `offline` event), so the app is marked offline here:
 * reads and queued writes pause instead of failing, and the notice shows. The shop's health check
 * is asked until it answers, which marks the app online again (the browser's `online` event does too).
 */
export function reportNoAnswer(): void {
  if (typeof window === 'undefined') return
  onlineManager.setOnline(false)
  if (probing) return
  probing = true
  const ask = (attempt: number) => {
    probe = setTimeout(
      () => {
        void shopAnswers().then((answers) => {
          if (!probing) return
          if (!answers) return ask(attempt + 1)
          stopProbe()
          onlineManager.setOnline(true)
        })
      },
      probeDelays[Math.min(attempt, probeDelays.length - 1)],
    )
  }
  ask(0)
  const stopWhenOnline = onlineManager.subscribe((online) => {
    if (!online) return
    stopWhenOnline()
    stopProbe()
  })
}
