import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { slugSchema } from '../contract/content'
import { shopBlocks } from '../app/shop-blocks'
import { preloadBlocks } from '../features/cms/registry'
import { cmsPageQueryOptions } from '../features/cms/api/pages'
import { CmsPage } from '../features/cms/components/cms-page'
import { useVisitTracking } from '../features/tracking/hooks/use-visit-tracking'
import { useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { openingPictures, preloadHeroes } from '../features/cms/lib/block-pictures'
import { mediaAddressOf } from '../lib/media'
import { routeHead } from '../lib/page-head'
import { siteConfigQueryOptions } from '../features/layout/api/site-config'
import { orNotFound } from '../api/or-not-found'

export const Route = createFileRoute('/$slug')({
  params: {
    parse: ({ slug }) => {
      const parsed = slugSchema.safeParse(slug)
      // A path no page can have is the 404 screen, not an error.
      if (!parsed.success) throw notFound()
      return { slug: parsed.data }
    },
    stringify: ({ slug }) => ({ slug }),
  },
  loader: async ({ context, params }) => {
    const page = await orNotFound(
      context.queryClient.ensureQueryData(
        cmsPageQueryOptions(apiLanguage(context.locale), params.slug),
      ),
    )
    await preloadBlocks(shopBlocks, page.page.data)
    const media = mediaAddressOf(context.site)
    const heroes = openingPictures(page.page.data, page.plugins, media)
    return { layout: page.page.options, seo: page.seo, heroes }
  },
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, { path: `/${params.slug}`, seo: loaderData?.seo }),
  component: CmsPageRoute,
})

function CmsPageRoute() {
  const { slug } = Route.useParams()
  const { lang } = useLanguage()
  const { data, dataUpdatedAt } = useSuspenseQuery(cmsPageQueryOptions(lang, slug))
  const site = useQuery(siteConfigQueryOptions(lang)).data
  useVisitTracking(`/${slug}`)
  // The heroes' pictures first in the server's head: they are the page's largest.
  preloadHeroes(Route.useLoaderData().heroes)
  return <CmsPage page={data.page} plugins={data.plugins} site={site} updatedAt={dataUpdatedAt} />
}
