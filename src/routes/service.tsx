import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { serviceListQueryOptions } from '../features/portfolio/api/portfolio'
import { ShowcaseList } from '../features/portfolio/components/showcase-list'
import { useIntl, useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { mediaAddressOf } from '../lib/media'
import { routeHead } from '../lib/page-head'

export const Route = createFileRoute('/service')({
  loader: async ({ context }) => {
    const list = await context.queryClient.ensureQueryData(
      serviceListQueryOptions(apiLanguage(context.locale)),
    )
    // Link previews show the latest one's picture.
    const picture = list.data.find((item) => item.img)?.img
    const media = mediaAddressOf(context.site)
    return { image: picture ? media.url(picture) : undefined }
  },
  head: ({ match, loaderData }) =>
    routeHead(match.context, {
      path: '/service',
      screen: 'screen.services',
      image: loaderData?.image,
    }),
  component: ServiceRoute,
})

function ServiceRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(serviceListQueryOptions(lang))
  return <ShowcaseList title={t('screen.services')} items={data.data} />
}
