import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../components/screen'
import { useIntl } from '../i18n/use-intl'
import { routeHead } from '../lib/page-head'

export const Route = createFileRoute('/brand/$unique')({
  head: ({ match, params }) =>
    routeHead(match.context, { path: `/brand/${params.unique}`, screen: 'screen.brand' }),
  component: BrandRoute,
})

function BrandRoute() {
  const { t } = useIntl()
  const { unique } = Route.useParams()
  return (
    <Screen title={t('screen.brand')}>
      <ScreenNote>{unique}</ScreenNote>
    </Screen>
  )
}
