import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../components/screen'
import { useIntl, useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { routeHead } from '../lib/page-head'
import { projectListQueryOptions } from '../features/portfolio/api/portfolio'

export const Route = createFileRoute('/project')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(projectListQueryOptions(apiLanguage(context.locale))),
  head: ({ match }) => routeHead(match.context, { path: '/project', screen: 'screen.projects' }),
  component: ProjectRoute,
})

function ProjectRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(projectListQueryOptions(lang))
  return (
    <Screen title={t('screen.projects')}>
      <ScreenNote>{t('screen.itemCount', { count: data.data.length })}</ScreenNote>
    </Screen>
  )
}
