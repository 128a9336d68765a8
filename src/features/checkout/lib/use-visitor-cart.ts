import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../../../i18n/use-intl'
import { useBrowserSession } from '../../../lib/browser-session'
import { useLoginToken } from '../../../lib/login-token'
import { cartQueryOptions } from '../api/cart-reads'

/**
 * The visitor's cart (this browser's lines, and the account's when logged in) and the browser's
 * session. It is the visitor's own: the server renders the page every visitor sees, and the cart
 * is read once the page is hydrated.
 */
export function useVisitorCart() {
  const { lang } = useLanguage()
  const session = useBrowserSession()
  const token = useLoginToken()
  const cart = useQuery({
    ...cartQueryOptions(lang, session ?? '', token ?? null),
    enabled: session !== undefined && token !== undefined,
  })
  return { cart, session }
}
