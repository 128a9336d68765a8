import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { cartQueryOptions } from '../../features/layout/api/cart-count'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/route-head'
import { visitSession } from '../../lib/visit-session'

export const Route = createFileRoute('/checkout/cart')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      cartQueryOptions(apiLanguage(context.locale), visitSession()),
    ),
  head: ({ match }) => routeHead(match.context, { path: '/checkout/cart', screen: 'screen.cart' }),
  component: CartRoute,
})

function CartRoute() {
  const { t, price } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(cartQueryOptions(lang, visitSession()))
  return (
    <Screen title={t('screen.cart')}>
      <ScreenNote>
        {t('screen.itemCount', { count: data.count })} · {price(data.total)}
      </ScreenNote>
    </Screen>
  )
}
