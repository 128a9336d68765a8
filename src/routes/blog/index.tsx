import { useQueries, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import {
  blogCategoryQueryOptions,
  blogHomeQueryOptions,
  layoutCategories,
} from '../../features/blog/api/blog-calls'
import { BlogHome } from '../../features/blog/components/blog-home'
import { blogRegions } from '../../features/blog/lib/blog-regions'
import { useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'

export const Route = createFileRoute('/blog/')({
  loader: async ({ context }) => {
    const lang = apiLanguage(context.locale)
    const blog = await context.queryClient.ensureQueryData(blogHomeQueryOptions(lang))
    // A region of one category shows that category's latest posts; a category that cannot be
    // read leaves its region out.
    await Promise.allSettled(
      layoutCategories(blog.setting.data).map((cat) =>
        context.queryClient.ensureQueryData(blogCategoryQueryOptions(lang, cat)),
      ),
    )
    return { seo: blog.seo }
  },
  head: ({ match, loaderData }) =>
    routeHead(match.context, { path: '/blog', seo: loaderData?.seo }),
  component: BlogRoute,
})

function BlogRoute() {
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(blogHomeQueryOptions(lang))
  const categories = layoutCategories(data.setting.data)
  const categoryPages = useQueries({
    queries: categories.map((cat) => ({ ...blogCategoryQueryOptions(lang, cat), retry: false })),
  })
  const postsOf = (cat: string) => categoryPages[categories.indexOf(cat)]?.data?.data.data
  return (
    <BlogHome
      regions={blogRegions(data.setting.data, data.data.data, postsOf)}
      categories={data.cats}
    />
  )
}
