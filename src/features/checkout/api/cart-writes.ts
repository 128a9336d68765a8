import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartUpdateCall,
} from '../../../contract/cart'
import type { AnyCall } from '../../../contract/call'
import type { OutboxKind, OutboxWrite } from '../../../lib/outbox/outbox-queue'

/** A change of the cart, queued like every write; the cart's reads follow it. */
function cartWrite<C extends AnyCall>(kind: OutboxKind, call: C): OutboxWrite<C> {
  return { kind, call, changes: () => [['cart']] }
}

/** Adds units of a product (and option) to the cart; more than the stock is refused (409). */
export const cartAddWrite = cartWrite('cart', addToCartCall)
/** Sets a line's quantity, within the stock. */
export const cartQuantityWrite = cartWrite('cart-quantity', cartUpdateCall)
export const cartRemoveWrite = cartWrite('cart-remove', cartDeleteCall)
export const cartClearWrite = cartWrite('cart-clear', cartClearCall)
