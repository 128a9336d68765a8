import { createFileRoute } from '@tanstack/react-router'
import { Screen } from '../../components/screen'
import { useIntl } from '../../i18n/use-intl'
import { routeHead } from '../../lib/page-head'

export const Route = createFileRoute('/account/')({
  head: ({ match }) => routeHead(match.context, { path: '/account', screen: 'screen.account' }),
  component: AccountRoute,
})

function AccountRoute() {
  const { t } = useIntl()
  return <Screen title={t('screen.account')} />
}
