import type { WorkboxPlugin } from 'workbox-core/types'

/** The shop asked to be asked again later (restarting, overloaded, too many requests). */
export function isBusyAnswer(response: Response): boolean {
  return response.status === 503 || response.status === 429
}

/**
 * For a network-first read: a busy answer counts as no answer, so the saved one is served as it
 * is offline; with none saved, the shop's own answer (with its `Retry-After`) goes to the page.
 */
export const savedAnswerWhileBusy: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (!isBusyAnswer(response)) return response
    if (state) state.busyAnswer = response
    throw new Error(`The shop answered ${String(response.status)}`)
  },
  handlerDidError: async ({ state }) => state?.busyAnswer as Response | undefined,
}
