import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { seoOrNotFound } from '../api/or-not-found'
import { productBrandQueryOptions } from '../features/catalogue/api/catalogue-calls'
import { BrandProducts } from '../features/catalogue/components/brand-products'
import { useLanguage } from '../i18n/use-intl'
import { apiLanguage } from '../lib/language'
import { routeHead } from '../lib/page-head'
import { pageParam } from '../lib/search-params'

export const Route = createFileRoute('/brand/$unique')({
  validateSearch: z.object({ page: pageParam }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, deps }) =>
    seoOrNotFound(
      context.queryClient.ensureQueryData(
        productBrandQueryOptions(apiLanguage(context.locale), params.unique, deps.page),
      ),
    ),
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, { path: `/brand/${params.unique}`, seo: loaderData?.seo }),
  component: BrandRoute,
})

function BrandRoute() {
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const { page } = Route.useSearch()
  const { data } = useSuspenseQuery(productBrandQueryOptions(lang, unique, page))
  return (
    <BrandProducts
      title={data.brand.title}
      description={data.seo.meta_description}
      products={data.products}
    />
  )
}
