import { ApiCallError, callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { siteUnlockCall } from '../../../contract/site-lock'
import { storeSitePass } from '../../../lib/site-pass'

export type UnlockResult = 'open' | 'wrong-key' | 'failed'

/** Trades the key for the shop's pass and keeps it; every later call sends it. */
export async function unlockShop(key: string, lang: Language): Promise<UnlockResult> {
  try {
    const answer = await callApi(siteUnlockCall, { key }, { lang })
    storeSitePass(answer.pass)
    return 'open'
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 403 || error.status === 400)) {
      return 'wrong-key'
    }
    return 'failed'
  }
}
