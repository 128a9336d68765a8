import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { cartQueryOptions } from '../../features/cart/api/cart'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { routeHead } from '../../lib/page-head'
import { useBrowserSession } from '../../lib/browser-session'

export const Route = createFileRoute('/checkout/cart')({
  head: ({ match }) => routeHead(match.context, { path: '/checkout/cart', screen: 'screen.cart' }),
  component: CartRoute,
})

function CartRoute() {
  const { t, price } = useIntl()
  const { lang } = useLanguage()
  // The visitor's own cart: it shows once the page is theirs, after hydration.
  const session = useBrowserSession()
  const { data } = useQuery({
    ...cartQueryOptions(lang, session ?? ''),
    enabled: session !== undefined,
  })
  return (
    <Screen title={t('screen.cart')}>
      {data ? (
        <ScreenNote>
          {t('screen.itemCount', { count: data.count })} · {price(data.total)}
        </ScreenNote>
      ) : null}
    </Screen>
  )
}
