import {
  backOfficeCategoriesCall,
  backOfficeProductCall,
  backOfficeProductListCall,
} from '../../../../contract/back-office-catalogue'
import type { CallRequest } from '../../../../contract/call'
import { staffRead } from '../../api/staff-calls'

/** What the list's address holds: the search, only those low on stock (`?low=1`), the page. */
export interface ProductListSearch {
  q?: string
  low?: 1
  page?: number
}

/** The keys of the back office's product reads: each starts with `products`. */
export const productKeys = {
  all: ['products'] as const,
  list: (request: CallRequest<typeof backOfficeProductListCall>) =>
    ['products', 'list', request] as const,
  one: (id: number) => ['products', 'one', id] as const,
}

/** A page of the products the address's search finds. */
export const productListQuery = ({ q, low, page = 1 }: ProductListSearch) => {
  const request = { page, query: q || undefined, ...(low ? { lowStock: true } : {}) }
  return staffRead(productKeys.list(request), backOfficeProductListCall, request)
}

/** One product, as its form edits it. */
export const productQuery = (id: number) =>
  staffRead(productKeys.one(id), backOfficeProductCall, { id })

/** The shop's categories, a product's to choose from. */
export const categoriesQuery = () => staffRead(['categories'], backOfficeCategoriesCall, {})
