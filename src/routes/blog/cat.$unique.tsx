import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { seoOrNotFound } from '../../api/or-not-found'
import { blogCategoryQueryOptions } from '../../features/blog/api/blog-calls'
import { BlogCategoryView } from '../../features/blog/components/blog-category-view'
import { useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/blog/cat/$unique')({
  validateSearch: z.object({ page: pageParam }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, deps }) =>
    seoOrNotFound(
      context.queryClient.ensureQueryData(
        blogCategoryQueryOptions(apiLanguage(context.locale), params.unique, deps.page),
      ),
    ),
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, { path: `/blog/cat/${params.unique}`, seo: loaderData?.seo }),
  component: BlogCategoryRoute,
})

function BlogCategoryRoute() {
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const { page } = Route.useSearch()
  const { data } = useSuspenseQuery(blogCategoryQueryOptions(lang, unique, page))
  return (
    <BlogCategoryView
      title={data.cat.title}
      description={data.seo.meta_description}
      posts={data.data}
    />
  )
}
