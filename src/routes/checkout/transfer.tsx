import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/route-head'
import { visitSession } from '../../lib/visit-session'
import { transferTotalsQueryOptions } from '../-queries/checkout'

export const Route = createFileRoute('/checkout/transfer')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      transferTotalsQueryOptions(apiLanguage(context.locale), visitSession()),
    ),
  head: ({ match }) =>
    routeHead(match.context, { path: '/checkout/transfer', screen: 'screen.transfer' }),
  component: TransferRoute,
})

function TransferRoute() {
  const { t, price } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(transferTotalsQueryOptions(lang, visitSession()))
  return (
    <Screen title={t('screen.transfer')}>
      <ScreenNote>{price(data.total)}</ScreenNote>
    </Screen>
  )
}
