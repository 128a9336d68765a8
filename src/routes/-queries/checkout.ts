import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../api/client'
import { cartInfoCall, transferTotalCall } from '../../contract/cart'
import type { Language } from '../../contract/common'

/** Cart totals of the browser session (count, subtotal, discount, total). */
export const cartTotalsQueryOptions = (lang: Language, session: string) =>
  queryOptions({
    queryKey: ['cart-totals', session, lang],
    queryFn: ({ signal }) => callApi(cartInfoCall, { session }, { lang, signal }),
  })

/** Totals the delivery step shows. */
export const transferTotalsQueryOptions = (lang: Language, session: string) =>
  queryOptions({
    queryKey: ['transfer-totals', session, lang],
    queryFn: ({ signal }) => callApi(transferTotalCall, { session }, { lang, signal }),
  })
