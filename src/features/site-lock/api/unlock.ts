import { ApiCallError, callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { siteUnlockCall } from '../../../contract/site-lock'

export type UnlockResult =
  | { outcome: 'open' }
  | { outcome: 'wrong-key' }
  /** No answer, or a failure of the shop's (`error` says which). */
  | { outcome: 'failed'; error: unknown }

/** Trades the key for the shop's pass: the server keeps it in a cookie every later request carries. */
export async function unlockShop(key: string, lang: Language): Promise<UnlockResult> {
  try {
    await callApi(siteUnlockCall, { key }, { lang })
    return { outcome: 'open' }
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 403 || error.status === 400)) {
      return { outcome: 'wrong-key' }
    }
    return { outcome: 'failed', error }
  }
}
