import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { Screen, ScreenNote } from '../../components/screen'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { blogCategoryQueryOptions } from '../../features/blog/api/blog'
import { orNotFound } from '../../api/or-not-found'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/blog/cat/$unique')({
  validateSearch: z.object({ page: pageParam }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    const category = await orNotFound(
      context.queryClient.ensureQueryData(
        blogCategoryQueryOptions(apiLanguage(context.locale), params.unique, deps.page),
      ),
    )
    return { seo: category.seo }
  },
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, { path: `/blog/cat/${params.unique}`, seo: loaderData?.seo }),
  component: BlogCategoryRoute,
})

function BlogCategoryRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const { page } = Route.useSearch()
  const { data } = useSuspenseQuery(blogCategoryQueryOptions(lang, unique, page))
  return (
    <Screen title={t('screen.blogCategory')}>
      <ScreenNote>
        {data.cat.title} · {t('screen.itemCount', { count: data.data.total })}
      </ScreenNote>
    </Screen>
  )
}
