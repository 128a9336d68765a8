import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { cartInfoCall, cartListCall, transferTotalCall } from '../../../contract/cart'
import type { Language } from '../../../contract/common'

/** The browser session's cart lines; the header shows their unit count. */
export const cartQueryOptions = (lang: Language, session: string) =>
  queryOptions({
    queryKey: ['cart', 'lines', session, lang],
    queryFn: ({ signal }) => callApi(cartListCall, { session }, { lang, signal }),
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
