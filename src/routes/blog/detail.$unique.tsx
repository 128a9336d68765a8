import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useVisitTracking } from '../../features/tracking/hooks/use-visit-tracking'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { mediaUrl } from '../../lib/media'
import { blogPostQueryOptions } from '../../features/blog/api/blog'
import { orNotFound } from '../../api/or-not-found'

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
    return {
      seo: post.seo,
      image: post.data.img ? mediaUrl(post.setting.upload_path, post.data.img) : undefined,
    }
  },
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, {
      path: `/blog/detail/${params.unique}`,
      seo: loaderData?.seo,
      type: 'article',
      image: loaderData?.image,
    }),
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { t, date } = useIntl()
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const { data } = useSuspenseQuery(blogPostQueryOptions(lang, unique))
  useVisitTracking(`/blog/detail/${unique}`)
  return (
    <Screen title={t('screen.blogPost')}>
      <ScreenNote>
        {data.data.title} · {date(data.data.date)}
      </ScreenNote>
    </Screen>
  )
}
