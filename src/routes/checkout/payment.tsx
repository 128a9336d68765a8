import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { routeHead } from '../../lib/route-head'
import { useVisitSession } from '../../lib/visit-session'
import { cartTotalsQueryOptions } from '../-queries/checkout'

export const Route = createFileRoute('/checkout/payment')({
  head: ({ match }) =>
    routeHead(match.context, { path: '/checkout/payment', screen: 'screen.payment' }),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { t, price } = useIntl()
  const { lang } = useLanguage()
  // The visitor's own cart: it shows once the page is theirs, after hydration.
  const session = useVisitSession()
  const { data } = useQuery({
    ...cartTotalsQueryOptions(lang, session ?? ''),
    enabled: session !== undefined,
  })
  return (
    <Screen title={t('screen.payment')}>
      {data ? <ScreenNote>{price(data.total)}</ScreenNote> : null}
    </Screen>
  )
}
