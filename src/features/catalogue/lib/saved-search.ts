import MiniSearch from 'minisearch'
import {
  productsPerPage,
  type ProductListItem,
  type ProductSort,
} from '../../../contract/catalogue'
import type { SavedProduct } from './saved-products'
import { searchableText } from '../../../contract/search-text'

export interface SavedSearch {
  q: string
  /** `all` or a category's uniqueId: the products of that category only. */
  cat: string
  /** Unset: the best matches first. */
  sort?: ProductSort
  page?: number
}

/** A page of what the device's own search found, shaped as the shop's search answers. */
export interface SavedSearchPage {
  data: ProductListItem[]
  total: number
  per_page: number
  current_page: number
}

const fields = ['title', 'model', 'brand', 'category', 'options'] as const
type Field = (typeof fields)[number]

/** What each field weighs in the ranking: a word of the title counts most. */
const boost: Record<Field, number> = { title: 3, model: 2, brand: 2, category: 1, options: 1 }

const payable = ({ price }: ProductListItem) => price.discount || price.price

const sorts: Record<ProductSort, (a: ProductListItem, b: ProductListItem) => number> = {
  'id DESC': (a, b) => b.id - a.id,
  'id ASC': (a, b) => a.id - b.id,
  'price ASC': (a, b) => payable(a) - payable(b),
  'price DESC': (a, b) => payable(b) - payable(a),
  // The device does not know how many favourites a product has: the newest first.
  'fav DESC': (a, b) => b.id - a.id,
}

/**
 * Searches the products the device holds, as the shop's search would, when the shop cannot be
 * reached: every word of the text must begin a word of the product's title, model, brand,
 * category or option names (a longer word may differ by a letter), in the page's language.
 */
export function searchSavedProducts(
  products: SavedProduct[],
  { q, cat, sort, page = 1 }: SavedSearch,
): SavedSearchPage {
  const index = new MiniSearch<SavedProduct & { id: string }>({
    fields: [...fields],
    idField: 'id',
    extractField: (product, field) =>
      field === 'id'
        ? product.item.uniqueId
        : field === 'title'
          ? product.item.title
          : field === 'options'
            ? product.options.join(' ')
            : String(product[field as Exclude<Field, 'title' | 'options'>]),
    processTerm: (term) => searchableText(term) || null,
    searchOptions: {
      boost,
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    },
  })
  const inCategory = products.filter((product) => cat === 'all' || product.item.cat === cat)
  index.addAll(inCategory.map((product) => ({ ...product, id: product.item.uniqueId })))
  const byId = new Map(inCategory.map((product) => [product.item.uniqueId, product.item]))
  const found = index
    .search(q)
    .map((result) => byId.get(result.id as string))
    .filter((item): item is ProductListItem => item !== undefined)
  if (sort) found.sort(sorts[sort])
  const start = (page - 1) * productsPerPage
  return {
    data: found.slice(start, start + productsPerPage),
    total: found.length,
    per_page: productsPerPage,
    current_page: page,
  }
}
