import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { shopBlocks } from '../app/shop-blocks'
import { preloadBlocks } from '../features/cms/registry'
import { homePageQueryOptions } from '../features/cms/api/pages'
import { CmsPage } from '../features/cms/components/cms-page'
import { useVisitTracking } from '../features/tracking/hooks/use-visit-tracking'
import { useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { openingPictures, preloadHeroes } from '../features/cms/lib/block-pictures'
import { mediaAddressOf } from '../lib/media'
import { routeHead } from '../lib/page-head'
import { siteConfigQueryOptions } from '../features/layout/api/site-config'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const home = await context.queryClient.ensureQueryData(
      homePageQueryOptions(apiLanguage(context.locale)),
    )
    // The first blocks' code arrives with the data, so the top of the page shows whole.
    await preloadBlocks(shopBlocks, home.page.data)
    const media = mediaAddressOf(context.site)
    const heroes = openingPictures(home.page.data, home.plugins, media)
    return { layout: home.page.options, seo: home.seo, heroes }
  },
  head: ({ match, loaderData }) => routeHead(match.context, { path: '/', seo: loaderData?.seo }),
  component: HomeRoute,
})

function HomeRoute() {
  const { lang } = useLanguage()
  const { data, dataUpdatedAt } = useSuspenseQuery(homePageQueryOptions(lang))
  const site = useQuery(siteConfigQueryOptions(lang)).data
  useVisitTracking('/')
  // The heroes' pictures first in the server's head: they are the page's largest.
  preloadHeroes(Route.useLoaderData().heroes)
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
