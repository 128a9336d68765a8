import { checkoutTotalsQueryOptions } from '../api/checkout'
import { useVisitorRead } from './use-visitor-read'

/**
 * The visitor's cart totals with shipping and the ways to pay, read once the page is hydrated
 * (they are the visitor's own), with the browser's session and login they were read for.
 */
export function useCheckoutTotals() {
  const { read: totals, session, token } = useVisitorRead(checkoutTotalsQueryOptions)
  return { totals, session, token }
}
