import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { cartListCall } from '../../../contract/cart'
import type { Language } from '../../../contract/common'

/**
 * The visitor's cart lines: the browser session's, and the account's when logged in (`token`).
 * The header shows their unit count.
 */
export const cartQueryOptions = (lang: Language, session: string, token: string | null) =>
  queryOptions({
    queryKey: ['cart', 'lines', session, token, lang],
    // The visitor's own, changed by orders and by other tabs: a copy read back from the device
    // shows at once and is read again.
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(cartListCall, { session }, { lang, signal, token: token ?? undefined }),
  })
