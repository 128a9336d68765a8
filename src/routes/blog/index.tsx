import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { currentLanguage } from '../../lib/language'
import { routeHead } from '../../lib/route-head'
import { blogHomeQueryOptions } from '../-queries/blog'

export const Route = createFileRoute('/blog/')({
  loader: async ({ context }) => {
    const blog = await context.queryClient.ensureQueryData(blogHomeQueryOptions(currentLanguage()))
    return { seo: blog.seo }
  },
  head: ({ match, loaderData }) =>
    routeHead({ site: match.context.site, path: '/blog', seo: loaderData?.seo }),
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
