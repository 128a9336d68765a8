import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { blogSearchQueryOptions, isBlogSearch } from '../../features/blog/api/blog-calls'
import { BlogSearchView } from '../../features/blog/components/blog-search-view'
import { useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { pageParam, textParam } from '../../lib/search-params'

export const Route = createFileRoute('/blog/search')({
  validateSearch: z.object({ q: textParam, page: pageParam }),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  loader: async ({ context, deps }) => {
    if (isBlogSearch(deps.q)) {
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
  const { lang } = useLanguage()
  const { q = '', page } = Route.useSearch()
  // The loader has read it; a new language reads it again with the page.
  const found = useQuery({
    ...blogSearchQueryOptions(lang, q, page),
    enabled: isBlogSearch(q),
  }).data
  return <BlogSearchView q={q} found={isBlogSearch(q) ? found : undefined} />
}
