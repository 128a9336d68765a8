import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { Screen, ScreenNote } from '../../components/screen'
import { blogSearchMinLength } from '../../contract/blog'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { blogSearchQueryOptions } from '../../features/blog/api/blog'
import { pageParam, textParam } from '../../lib/search-params'

const searchable = (q: string | undefined): q is string => (q?.length ?? 0) >= blogSearchMinLength

export const Route = createFileRoute('/blog/search')({
  validateSearch: z.object({ q: textParam, page: pageParam }),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  loader: async ({ context, deps }) => {
    if (searchable(deps.q)) {
      await context.queryClient.ensureQueryData(
        blogSearchQueryOptions(apiLanguage(context.locale), deps.q, deps.page),
      )
    }
  },
  head: ({ match }) =>
    routeHead(match.context, { path: '/blog/search', screen: 'screen.blogSearch' }),
  component: BlogSearchRoute,
})

function BlogSearchRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { q, page } = Route.useSearch()
  const { data } = useQuery({
    ...blogSearchQueryOptions(lang, q ?? '', page),
    enabled: searchable(q),
  })
  return (
    <Screen title={t('screen.blogSearch')}>
      {data ? <ScreenNote>{t('screen.itemCount', { count: data.total })}</ScreenNote> : null}
    </Screen>
  )
}
