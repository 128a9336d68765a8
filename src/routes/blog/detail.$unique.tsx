import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { orNotFound } from '../../api/or-not-found'
import { blogPostQueryOptions } from '../../features/blog/api/blog-calls'
import { BlogPostView } from '../../features/blog/components/blog-post-view'
import { postStructuredData } from '../../features/blog/lib/post-structured-data'
import { useVisitTracking } from '../../features/tracking/hooks/use-visit-tracking'
import { useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { mediaAddressOf } from '../../lib/media'
import { detailHead, pageAddress } from '../../lib/page-head'

export const Route = createFileRoute('/blog/detail/$unique')({
  // Reading a post counts a view (blog/single): a card the pointer passes over or the keyboard
  // moves through must not read it ahead.
  preload: false,
  loader: async ({ context, params }) => {
    const post = await orNotFound(
      context.queryClient.ensureQueryData(
        blogPostQueryOptions(apiLanguage(context.locale), params.unique),
      ),
    )
    const image = post.data.img ? mediaAddressOf(context.site).url(post.data.img) : undefined
    return {
      seo: post.seo,
      image,
      structuredData: postStructuredData(
        post.data,
        pageAddress(context.origin, `/blog/detail/${params.unique}`),
        image ? new URL(image, context.origin).href : undefined,
        context.site?.conf.title ?? '',
      ),
    }
  },
  head: ({ match, params, loaderData }) =>
    detailHead(match.context, {
      path: `/blog/detail/${params.unique}`,
      seo: loaderData?.seo,
      type: 'article',
      image: loaderData?.image,
      structuredData: loaderData?.structuredData,
    }),
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const { data } = useSuspenseQuery(blogPostQueryOptions(lang, unique))
  useVisitTracking(`/blog/detail/${unique}`)
  return <BlogPostView post={data.data} />
}
