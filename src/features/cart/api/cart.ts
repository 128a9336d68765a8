import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartInfoCall,
  cartListCall,
  cartUpdateCall,
  transferTotalCall,
} from '../../../contract/cart'
import type { AnyCall, CallRequest, CallResponse } from '../../../contract/call'
import type { Language } from '../../../contract/common'
import { writeCallOptions, type OutboxKind, type OutboxWrite } from '../../../lib/outbox'

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

/** A change of the cart, queued like every write; the cart's reads follow it. */
function cartWrite<C extends AnyCall>(
  kind: OutboxKind,
  call: C,
): OutboxWrite<CallRequest<C>, CallResponse<C>> {
  return {
    kind,
    send: (variables) => callApi(call, variables.body, writeCallOptions(variables)),
    changes: () => [['cart']],
  }
}

/** Adds units of a product (and option) to the cart; more than the stock is refused (409). */
export const cartAddWrite = cartWrite('cart', addToCartCall)
/** Sets a line's quantity, within the stock. */
export const cartQuantityWrite = cartWrite('cart-quantity', cartUpdateCall)
export const cartRemoveWrite = cartWrite('cart-remove', cartDeleteCall)
export const cartClearWrite = cartWrite('cart-clear', cartClearCall)
