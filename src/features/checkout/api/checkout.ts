import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import {
  orderCall,
  ownDeliveryCall,
  ownOrderListCall,
  transferTotalCall,
} from '../../../contract/orders'

/**
 * What the delivery and payment steps show: the cart's totals with shipping, and the ways to pay.
 * Under the cart's key, so every change of the cart reads it again.
 */
export const checkoutTotalsQueryOptions = (lang: Language, session: string, token: string | null) =>
  queryOptions({
    queryKey: ['cart', 'checkout', session, token, lang],
    // What the order will cost: never an old copy unread.
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(transferTotalCall, { session }, { lang, signal, token: token ?? undefined }),
  })

/** One order of this browser's or the account's, by its number. */
export const orderQueryOptions = (
  lang: Language,
  number: string,
  session: string,
  token: string | null,
) =>
  queryOptions({
    queryKey: ['orders', 'one', number, session, token, lang],
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(orderCall, { number, session }, { lang, signal, token: token ?? undefined }),
  })

/** The logged-in visitor's orders, newest first. */
export const ownOrdersQueryOptions = (lang: Language, token: string, page: number) =>
  queryOptions({
    queryKey: ['orders', 'own', token, page, lang],
    // A status changes at the shop: a copy read back from the device is read again.
    staleTime: 0,
    queryFn: ({ signal }) => callApi(ownOrderListCall, { page }, { lang, signal, token }),
  })

/**
 * What the logged-in buyer's delivery form starts with: their last order's details, or their
 * account's name and phone. Under the orders' key, so placing one reads it again.
 */
export const ownDeliveryQueryOptions = (lang: Language, token: string) =>
  queryOptions({
    queryKey: ['orders', 'delivery', token, lang],
    staleTime: 0,
    queryFn: ({ signal }) => callApi(ownDeliveryCall, {}, { lang, signal, token }),
  })
