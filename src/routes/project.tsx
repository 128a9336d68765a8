import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { projectListQueryOptions } from '../features/portfolio/api/portfolio'
import { ShowcaseList } from '../features/portfolio/components/showcase-list'
import { useIntl, useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { mediaAddressOf } from '../lib/media'
import { routeHead } from '../lib/page-head'

export const Route = createFileRoute('/project')({
  loader: async ({ context }) => {
    const list = await context.queryClient.ensureQueryData(
      projectListQueryOptions(apiLanguage(context.locale)),
    )
    // Link previews show the latest one's picture.
    const picture = list.data.find((item) => item.img)?.img
    const media = mediaAddressOf(context.site)
    return { image: picture ? media.url(picture) : undefined }
  },
  head: ({ match, loaderData }) =>
    routeHead(match.context, {
      path: '/project',
      screen: 'screen.projects',
      image: loaderData?.image,
    }),
  component: ProjectRoute,
})

function ProjectRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(projectListQueryOptions(lang))
  return <ShowcaseList title={t('screen.projects')} items={data.data} />
}
