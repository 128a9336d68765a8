import { queryOptions } from '@tanstack/react-query'
import { callApi, isNetworkFailure } from '../../../api/client'
import { sharedQueryKeys } from '../../../api/shared-query-keys'
import {
  productCategoryCall,
  productSearchCall,
  productSingleCall,
  productSuggestCall,
  productSuggestionsShown,
  type ProductSearchSort,
  type ProductSort,
} from '../../../contract/catalogue'
import { productBrandCall } from '../../../contract/brands'
import type { CallResponse } from '../../../contract/call'
import type { Language } from '../../../contract/common'

export interface ListingSearch {
  q?: string
  /** `relevance` is a search's own order (its default); a category's listing is latest first. */
  sort?: ProductSearchSort
  page?: number
}

/** A category (or `all`) page of products. */
export const productCategoryQueryOptions = (
  lang: Language,
  cat: string,
  { sort, page }: { sort?: ProductSort; page?: number },
) =>
  queryOptions({
    queryKey: ['catalogue', 'category', cat, sort ?? 'id DESC', page ?? 1, lang],
    queryFn: ({ signal }) => callApi(productCategoryCall, { cat, sort, page }, { lang, signal }),
  })

/** What a search found: the shop's answer, or the device's own search of its saved products. */
export type ProductSearchAnswer = CallResponse<typeof productSearchCall> & {
  /** The shop could not be reached: these are the saved products only. */
  savedOnly?: true
}

/**
 * Products of a category (or `all`) matching a search text. Without an answer from the shop, the
 * products the device saved are searched instead (its search loads then, and only then).
 */
export const productSearchQueryOptions = (
  lang: Language,
  cat: string,
  { q, sort, page }: ListingSearch & { q: string },
) =>
  queryOptions({
    queryKey: ['catalogue', 'search', cat, q, sort ?? 'relevance', page ?? 1, lang],
    queryFn: async ({ signal, client }): Promise<ProductSearchAnswer> => {
      try {
        return await callApi(productSearchCall, { cat, query: q, sort, page }, { lang, signal })
      } catch (error) {
        if (!isNetworkFailure(error)) throw error
        const [{ savedProducts }, { searchSavedProducts }] = await Promise.all([
          import('../lib/saved-products'),
          import('../lib/saved-search'),
        ])
        const found = searchSavedProducts(savedProducts(client, lang), { q, cat, sort, page })
        return { ...found, savedOnly: true }
      }
    },
  })

/**
 * What the search box suggests for a text as a shopper types. Without an answer from the shop,
 * the first of the device's own search of its saved products.
 */
export const productSuggestQueryOptions = (lang: Language, q: string) =>
  queryOptions({
    queryKey: ['catalogue', 'suggest', q, lang],
    queryFn: async ({ signal, client }): Promise<CallResponse<typeof productSuggestCall>> => {
      try {
        return await callApi(productSuggestCall, { query: q }, { lang, signal })
      } catch (error) {
        if (!isNetworkFailure(error)) throw error
        const [{ savedProducts }, { searchSavedProducts }] = await Promise.all([
          import('../lib/saved-products'),
          import('../lib/saved-search'),
        ])
        const found = searchSavedProducts(savedProducts(client, lang), { q, cat: 'all' })
        return {
          products: found.data
            .slice(0, productSuggestionsShown)
            .map(({ uniqueId, title, img, price, gallery }) => ({
              uniqueId,
              title,
              img,
              price,
              picture: gallery[0],
            })),
        }
      }
    },
  })

/** One product with everything its page shows. */
export const productQueryOptions = (lang: Language, unique: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.product(unique), lang],
    queryFn: ({ signal }) => callApi(productSingleCall, { unique }, { lang, signal }),
  })

/** A brand's products, a page at a time. */
export const productBrandQueryOptions = (lang: Language, brand: string, page = 1) =>
  queryOptions({
    queryKey: ['catalogue', 'brand', brand, page, lang],
    queryFn: ({ signal }) => callApi(productBrandCall, { brand, page }, { lang, signal }),
  })
