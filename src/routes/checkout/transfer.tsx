import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { routeHead } from '../../lib/page-head'
import { useBrowserSession } from '../../lib/browser-session'
import { transferTotalsQueryOptions } from '../../features/cart/api/cart'

export const Route = createFileRoute('/checkout/transfer')({
  head: ({ match }) =>
    routeHead(match.context, { path: '/checkout/transfer', screen: 'screen.transfer' }),
  component: TransferRoute,
})

function TransferRoute() {
  const { t, price } = useIntl()
  const { lang } = useLanguage()
  // The visitor's own cart: it shows once the page is theirs, after hydration.
  const session = useBrowserSession()
  const { data } = useQuery({
    ...transferTotalsQueryOptions(lang, session ?? ''),
    enabled: session !== undefined,
  })
  return (
    <Screen title={t('screen.transfer')}>
      {data ? <ScreenNote>{price(data.total)}</ScreenNote> : null}
    </Screen>
  )
}
