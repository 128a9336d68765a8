import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as z from 'zod/mini'
import { seoOrNotFound } from '../../api/or-not-found'
import { productSearchSortSchema, type ProductSearchSort } from '../../contract/catalogue'
import { searchMinLength } from '../../contract/product-search-text'
import {
  productCategoryQueryOptions,
  productSearchQueryOptions,
  type ListingSearch,
} from '../../features/catalogue/api/catalogue-calls'
import { ProductListing } from '../../features/catalogue/components/product-listing'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { pageParam, textParam } from '../../lib/search-params'

/** A search runs for text of at least `searchMinLength` characters; shorter text lists the category. */
const isSearch = (search: ListingSearch): search is ListingSearch & { q: string } =>
  (search.q?.length ?? 0) >= searchMinLength

/** What the category's own listing reads: a search's `relevance` means nothing to it. */
const categoryListing = ({ sort, page }: ListingSearch) => ({
  sort: sort === 'relevance' ? undefined : sort,
  page,
})

export const Route = createFileRoute('/product/$category')({
  validateSearch: z.object({
    q: textParam,
    sort: z.catch(z.optional(productSearchSortSchema), undefined),
    page: pageParam,
  }),
  loaderDeps: ({ search }) => ({ q: search.q, sort: search.sort, page: search.page }),
  loader: async ({ context, params, deps }) => {
    const lang = apiLanguage(context.locale)
    const categoryRead = productCategoryQueryOptions(
      lang,
      params.category,
      isSearch(deps) ? {} : categoryListing(deps),
    )
    if (isSearch(deps)) {
      const found = await context.queryClient.ensureQueryData(
        productSearchQueryOptions(lang, params.category, deps),
      )
      // The shop did not answer (offline, or a network that says it is online but carries
      // nothing) and the device searched what it saved: the category's page is shown if it was
      // saved too.
      if (found.savedOnly) {
        return { seo: context.queryClient.getQueryData(categoryRead.queryKey)?.seo }
      }
    }
    // The category's title and SEO come with its listing, also while searching in it.
    return seoOrNotFound(context.queryClient.ensureQueryData(categoryRead))
  },
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, {
      path: `/product/${params.category}`,
      seo: loaderData?.seo,
      screen: params.category === 'all' ? 'screen.allProducts' : undefined,
    }),
  component: ProductListRoute,
})

function ProductListRoute() {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { category: categoryId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const searching = isSearch(search)
  // The loader has read it, but for a search of the saved products made offline.
  const category = useQuery(
    productCategoryQueryOptions(lang, categoryId, searching ? {} : categoryListing(search)),
  ).data
  // The loader has read it; a new language reads it again with the page.
  const found = useQuery({
    ...productSearchQueryOptions(lang, categoryId, { ...search, q: search.q ?? '' }),
    enabled: searching,
  }).data
  const list = searching ? found : category?.products
  // A search is best matches first, a category's listing latest first, unless asked otherwise.
  const defaultSort: ProductSearchSort = searching ? 'relevance' : 'id DESC'
  const sort = searching
    ? (search.sort ?? defaultSort)
    : (categoryListing(search).sort ?? defaultSort)
  const searchFor = useCallback(
    (q: string) =>
      void navigate({
        search: (prev) => ({ ...prev, q: q || undefined, page: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )
  const sortBy = useCallback(
    (next: ProductSearchSort) =>
      void navigate({
        search: (prev) => ({
          ...prev,
          sort: next === defaultSort ? undefined : next,
          page: undefined,
        }),
        resetScroll: false,
      }),
    [navigate, defaultSort],
  )
  return (
    <ProductListing
      title={categoryId === 'all' ? t('screen.allProducts') : (category?.cat.cat.title ?? '')}
      icon={category?.cat.icon ?? ''}
      q={searching ? search.q : ''}
      sort={sort}
      page={list?.current_page ?? 1}
      products={list?.data ?? []}
      close={searching ? found?.close : undefined}
      savedOnly={searching && found?.savedOnly === true}
      allProducts={categoryId === 'all'}
      total={list?.total ?? 0}
      perPage={list?.per_page ?? 1}
      onSearch={searchFor}
      onSort={sortBy}
    />
  )
}
