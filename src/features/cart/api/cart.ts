import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { cartInfoCall, cartListCall, transferTotalCall } from '../../../contract/cart'
import type { Language } from '../../../contract/common'

/**
 * The visitor's cart lines: the browser session's, and the account's when logged in (`token`).
 * The header shows their unit count.
 */
export const cartQueryOptions = (lang: Language, session: string, token: string | null) =>
  queryOptions({
    queryKey: ['cart', 'lines', session, token, lang],
    queryFn: ({ signal }) =>
      callApi(cartListCall, { session }, { lang, signal, token: token ?? undefined }),
  })

/** Cart totals of the browser session (count, subtotal, discount, total). */
export const cartTotalsQueryOptions = (lang: Language, session: string) =>
  queryOptions({
    queryKey: ['cart', 'totals', session, lang],
    queryFn: ({ signal }) => callApi(cartInfoCall, { session }, { lang, signal }),
  })

/** Totals the delivery step shows. */
export const transferTotalsQueryOptions = (lang: Language, session: string) =>
  queryOptions({
    queryKey: ['cart', 'transfer-totals', session, lang],
    queryFn: ({ signal }) => callApi(transferTotalCall, { session }, { lang, signal }),
  })
