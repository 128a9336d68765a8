import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { cartListCall } from '../../../contract/cart'

/** The browser session's cart; the header shows its unit count. */
export const cartQueryOptions = (lang: Language, session: string) =>
  queryOptions({
    queryKey: ['cart', session, lang],
    queryFn: ({ signal }) => callApi(cartListCall, { session }, { lang, signal }),
  })
