import type { WorkboxPlugin } from 'workbox-core/types'
import { meaningOfAnswer } from '../src/contract/answer-meaning'

/**
 * The shop has nothing to show now: it asked to be asked again later (restarting, overloaded, too
 * many requests), or only its gateway answered. The saved copy stands in, as it does offline.
 */
export function savedCopyStandsIn(response: Response): boolean {
  const { kind } = meaningOfAnswer({ status: response.status })
  return kind === 'try-later' || kind === 'no-answer'
}

/**
 * For a network-first read: a busy answer counts as no answer, so the saved one is served as it
 * is offline; with none saved, the shop's own answer (with its `Retry-After`) goes to the page.
 */
export const savedAnswerWhileBusy: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (!savedCopyStandsIn(response)) return response
    if (state) state.busyAnswer = response
    throw new Error(`The shop answered ${String(response.status)}`)
  },
  handlerDidError: async ({ state }) => state?.busyAnswer as Response | undefined,
}
