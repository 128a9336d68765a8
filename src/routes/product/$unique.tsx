import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { Screen, ScreenNote } from '../../components/screen'
import { productSortSchema, searchMinLength } from '../../contract/catalogue'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import {
  productCategoryQueryOptions,
  productSearchQueryOptions,
  type ListingSearch,
} from '../../features/catalogue/api/catalogue'
import { orNotFound } from '../../api/or-not-found'
import { pageParam, textParam } from '../../lib/search-params'

/** A search runs for text longer than 3 characters; shorter text lists the category. */
const isSearch = (search: ListingSearch): search is ListingSearch & { q: string } =>
  (search.q?.length ?? 0) >= searchMinLength

export const Route = createFileRoute('/product/$unique')({
  validateSearch: z.object({
    q: textParam,
    sort: z.catch(z.optional(productSortSchema), undefined),
    page: pageParam,
  }),
  loaderDeps: ({ search }) => ({ q: search.q, sort: search.sort, page: search.page }),
  loader: async ({ context, params, deps }) => {
    const lang = apiLanguage(context.locale)
    // The category's title and SEO come with its listing, also while searching in it.
    const category = await orNotFound(
      context.queryClient.ensureQueryData(
        productCategoryQueryOptions(lang, params.unique, isSearch(deps) ? {} : deps),
      ),
    )
    if (isSearch(deps)) {
      await context.queryClient.ensureQueryData(
        productSearchQueryOptions(lang, params.unique, deps),
      )
    }
    return { seo: category.seo }
  },
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, { path: `/product/${params.unique}`, seo: loaderData?.seo }),
  component: ProductListRoute,
})

function ProductListRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const search = Route.useSearch()
  const category = useSuspenseQuery(
    productCategoryQueryOptions(lang, unique, isSearch(search) ? {} : search),
  ).data
  const found = useQuery({
    ...productSearchQueryOptions(lang, unique, { ...search, q: search.q ?? '' }),
    enabled: isSearch(search),
  }).data
  const total = isSearch(search) ? (found?.total ?? 0) : category.products.total
  const title = unique === 'all' ? t('screen.allProducts') : category.cat.cat.title
  return (
    <Screen title={isSearch(search) ? t('screen.search', { q: search.q }) : title}>
      <ScreenNote>{t('screen.productCount', { count: total })}</ScreenNote>
    </Screen>
  )
}
