import type { BrowserContext, Request } from 'playwright-core'

/** Lighthouse's quiet network: at most this many requests in flight... */
const allowedInFlight = 2
/** ...for this long ends the window its blocking time is counted in (Time to Interactive's). */
export const quietWindowMs = 5_000
/** A page whose network never stays quiet is measured this long, and said to be so. */
export const longestWindowMs = 30_000

export interface NetworkQuiet {
  /** From the watch's start until five seconds after the network went quiet, or the cap, ms. */
  windowMs: number
  /** False when the cap ended the window: the network never stayed quiet for five seconds. */
  wentQuiet: boolean
  /** Requests made in the window, and those of them the service worker made. */
  requests: number
  serviceWorkerRequests: number
  /** When the service worker's last request in the window ended (its install's precaching), ms. */
  serviceWorkerLastMs?: number
}

/**
 * Watches every request of a browser context, its pages' and its service worker's, from now on:
 * `quiet()` resolves five seconds after the last moment more than two were in flight, as
 * Lighthouse's Time to Interactive waits for the network.
 */
export function watchNetworkQuiet(context: BrowserContext): { quiet: () => Promise<NetworkQuiet> } {
  const startedAt = Date.now()
  const inFlight = new Set<Request>()
  let quietSince: number | undefined = startedAt
  let requests = 0
  let serviceWorkerRequests = 0
  let serviceWorkerLastMs: number | undefined
  const started = (request: Request) => {
    inFlight.add(request)
    requests++
    if (request.serviceWorker()) serviceWorkerRequests++
    if (inFlight.size > allowedInFlight) quietSince = undefined
  }
  const ended = (request: Request) => {
    inFlight.delete(request)
    if (request.serviceWorker()) serviceWorkerLastMs = Date.now() - startedAt
    if (inFlight.size <= allowedInFlight) quietSince ??= Date.now()
  }
  context.on('request', started)
  context.on('requestfinished', ended)
  context.on('requestfailed', ended)

  const quiet = async (): Promise<NetworkQuiet> => {
    for (;;) {
      const now = Date.now()
      const wentQuiet = quietSince !== undefined && now - quietSince >= quietWindowMs
      if (wentQuiet || now - startedAt >= longestWindowMs) {
        context.off('request', started)
        context.off('requestfinished', ended)
        context.off('requestfailed', ended)
        const end = wentQuiet ? (quietSince ?? now) + quietWindowMs : now
        return {
          windowMs: end - startedAt,
          wentQuiet,
          requests,
          serviceWorkerRequests,
          serviceWorkerLastMs,
        }
      }
      await new Promise((done) => setTimeout(done, 50))
    }
  }
  return { quiet }
}
