import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { slugSchema } from '../contract/content'
import { preloadBlocks } from '../features/blocks/registry'
import { cmsPageQueryOptions } from '../features/pages/api/page-queries'
import { CmsPage } from '../features/pages/components/cms-page'
import { useVisitTracking } from '../features/tracking/use-visit-tracking'
import { useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { firstViewPictures } from '../contract/media'
import { heroPreloads, routeHead } from '../lib/route-head'
import { siteConfigQueryOptions } from '../lib/site-config'
import { orNotFound } from './-queries/not-found'

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
    await preloadBlocks(page.page.data)
    const uploadPath = context.site?.setting.upload_path ?? '/uploads/'
    const heroes = firstViewPictures(page.page.data, page.plugins, uploadPath)
    return { layout: page.page.options, seo: page.seo, heroes }
  },
  head: ({ match, params, loaderData }) => {
    const tags = routeHead(match.context, { path: `/${params.slug}`, seo: loaderData?.seo })
    return { ...tags, links: [...heroPreloads(loaderData?.heroes ?? []), ...tags.links] }
  },
  component: CmsPageRoute,
})

function CmsPageRoute() {
  const { slug } = Route.useParams()
  const { lang } = useLanguage()
  const { data, dataUpdatedAt } = useSuspenseQuery(cmsPageQueryOptions(lang, slug))
  const site = useQuery(siteConfigQueryOptions(lang)).data
  useVisitTracking(`/${slug}`)
  return <CmsPage page={data.page} plugins={data.plugins} site={site} updatedAt={dataUpdatedAt} />
}
