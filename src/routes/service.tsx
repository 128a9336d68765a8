import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../components/screen'
import { useIntl, useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { routeHead } from '../lib/page-head'
import { serviceListQueryOptions } from '../features/portfolio/api/portfolio'

export const Route = createFileRoute('/service')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(serviceListQueryOptions(apiLanguage(context.locale))),
  head: ({ match }) => routeHead(match.context, { path: '/service', screen: 'screen.services' }),
  component: ServiceRoute,
})

function ServiceRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(serviceListQueryOptions(lang))
  return (
    <Screen title={t('screen.services')}>
      <ScreenNote>{t('screen.itemCount', { count: data.data.length })}</ScreenNote>
    </Screen>
  )
}
