import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { preloadBlocks } from '../features/blocks/registry'
import { homePageQueryOptions } from '../features/pages/api/page-queries'
import { CmsPage } from '../features/pages/components/cms-page'
import { useVisitTracking } from '../features/tracking/use-visit-tracking'
import { useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { firstViewPictures } from '../contract/media'
import { heroPreloads, routeHead } from '../lib/route-head'
import { siteConfigQueryOptions } from '../lib/site-config'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const home = await context.queryClient.ensureQueryData(
      homePageQueryOptions(apiLanguage(context.locale)),
    )
    // The first blocks' code arrives with the data, so the top of the page shows whole.
    await preloadBlocks(home.page.data)
    const uploadPath = context.site?.setting.upload_path ?? '/uploads/'
    const heroes = firstViewPictures(home.page.data, home.plugins, uploadPath)
    return { layout: home.page.options, seo: home.seo, heroes }
  },
  head: ({ match, loaderData }) => {
    const tags = routeHead(match.context, { path: '/', seo: loaderData?.seo })
    return { ...tags, links: [...heroPreloads(loaderData?.heroes ?? []), ...tags.links] }
  },
  component: HomeRoute,
})

function HomeRoute() {
  const { lang } = useLanguage()
  const { data, dataUpdatedAt } = useSuspenseQuery(homePageQueryOptions(lang))
  const site = useQuery(siteConfigQueryOptions(lang)).data
  useVisitTracking('/')
  return (
    <CmsPage
      page={data.page}
      plugins={data.plugins}
      products={data.products}
      site={site}
      updatedAt={dataUpdatedAt}
    />
  )
}
