import type { WorkboxPlugin } from 'workbox-core/types'
import { unansweredHeader } from './saved-copy-names'

/**
 * For a network-first read: the saved copy given because the network failed says so, for the
 * page to know it is offline even when the browser says it is online (a network that carries
 * nothing, a new page the browser has not told yet). A copy given because the shop was busy
 * (`savedAnswerWhileBusy`) or late is not marked: the shop is there.
 */
export const copyMarkedWhenUnanswered: WorkboxPlugin = {
  fetchDidFail: async ({ state }) => {
    if (state && !state.busyAnswer) state.unanswered = true
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse || !state?.unanswered) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    headers.set(unansweredHeader, '1')
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}
