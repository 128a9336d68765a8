import { createFileRoute } from '@tanstack/react-router'
import { Screen } from '../../components/screen'
import { useIntl } from '../../i18n/use-intl'
import { routeHead } from '../../lib/page-head'

export const Route = createFileRoute('/checkout/status')({
  head: ({ match }) =>
    routeHead(match.context, { path: '/checkout/status', screen: 'screen.status' }),
  component: StatusRoute,
})

function StatusRoute() {
  const { t } = useIntl()
  return <Screen title={t('screen.status')} />
}
