import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../../../i18n/use-intl'
import { useBrowserSession } from '../../../lib/browser-session'
import { useLoginToken } from '../../../lib/login-token'
import { checkoutTotalsQueryOptions } from '../api/checkout'

/**
 * The visitor's cart totals with shipping and the ways to pay, read once the page is hydrated
 * (they are the visitor's own), with the browser's session and login they were read for.
 */
export function useCheckoutTotals() {
  const { lang } = useLanguage()
  const session = useBrowserSession()
  const token = useLoginToken()
  const totals = useQuery({
    ...checkoutTotalsQueryOptions(lang, session ?? '', token ?? null),
    enabled: session !== undefined && token !== undefined,
  })
  return { totals, session, token }
}
