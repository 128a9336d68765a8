import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/route-head'
import { visitSession } from '../../lib/visit-session'
import { cartTotalsQueryOptions } from '../-queries/checkout'

export const Route = createFileRoute('/checkout/payment')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      cartTotalsQueryOptions(apiLanguage(context.locale), visitSession()),
    ),
  head: ({ match }) =>
    routeHead(match.context, { path: '/checkout/payment', screen: 'screen.payment' }),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { t, price } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(cartTotalsQueryOptions(lang, visitSession()))
  return (
    <Screen title={t('screen.payment')}>
      <ScreenNote>{price(data.total)}</ScreenNote>
    </Screen>
  )
}
