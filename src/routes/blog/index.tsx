import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { blogHomeQueryOptions } from '../../features/blog/api/blog'

export const Route = createFileRoute('/blog/')({
  loader: async ({ context }) => {
    const blog = await context.queryClient.ensureQueryData(
      blogHomeQueryOptions(apiLanguage(context.locale)),
    )
    return { seo: blog.seo }
  },
  head: ({ match, loaderData }) =>
    routeHead(match.context, { path: '/blog', seo: loaderData?.seo }),
  component: BlogRoute,
})

function BlogRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(blogHomeQueryOptions(lang))
  return (
    <Screen title={t('screen.blog')}>
      <ScreenNote>{data.seo.meta_description}</ScreenNote>
    </Screen>
  )
}
