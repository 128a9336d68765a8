import { cartQueryOptions } from '../api/cart-reads'
import { useVisitorRead } from './use-visitor-read'

/**
 * The visitor's cart (this browser's lines, and the account's when logged in) and the browser's
 * session. It is the visitor's own: the server renders the page every visitor sees, and the cart
 * is read once the page is hydrated.
 */
export function useVisitorCart() {
  const { read: cart, session } = useVisitorRead(cartQueryOptions)
  return { cart, session }
}
