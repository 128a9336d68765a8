import {
  closeProductsCount,
  productsPerPage,
  type ProductListItem,
  type ProductSearchSort,
} from '../../../contract/catalogue'
import { findsWord, searchTerms, searchWords } from '../../../contract/search-text'
import type { SavedProduct } from './saved-products'

export interface SavedSearch {
  q: string
  /** `all` or a category's uniqueId: the products of that category only. */
  cat: string
  /** Unset or `relevance`: the best matches first. */
  sort?: ProductSearchSort
  page?: number
}

/** A page of what the device's own search found, shaped as the shop's search answers. */
export interface SavedSearchPage {
  data: ProductListItem[]
  total: number
  per_page: number
  current_page: number
  /** When nothing matches: saved products of any category holding any word of the query. */
  close?: ProductListItem[]
}

/**
 * What a word found in each of a product's texts weighs, as in the shop's index: the title most,
 * then the model, brand, category and option names, then the description.
 */
const weights = { title: 10, words: 3, body: 1 }
type Field = keyof typeof weights

/**
 * A product's terms per field, as the shop indexes them: the title's and the other names'
 * `searchTerms`, the description's words.
 */
function termsOf({ item, model, brand, category, options }: SavedProduct): Record<Field, string[]> {
  return {
    title: searchTerms(item.title),
    words: [model, brand, category, ...options].flatMap(searchTerms),
    body: searchWords(item.des),
  }
}

/**
 * How well a product's terms hold a query's word: its field's weight, halved for a word one
 * letter off; 0 when no term holds it.
 */
function wordScore(terms: Record<Field, string[]>, typed: string): number {
  let best = 0
  for (const field of Object.keys(weights) as Field[]) {
    for (const term of terms[field]) {
      if (!findsWord(typed, term)) continue
      const score = term.startsWith(typed) ? weights[field] : weights[field] / 2
      if (score > best) best = score
    }
  }
  return best
}

const payable = ({ price }: ProductListItem) => price.discount || price.price

const sorts: Record<
  Exclude<ProductSearchSort, 'relevance'>,
  (a: ProductListItem, b: ProductListItem) => number
> = {
  'id DESC': (a, b) => b.id - a.id,
  'id ASC': (a, b) => a.id - b.id,
  'price ASC': (a, b) => payable(a) - payable(b),
  'price DESC': (a, b) => payable(b) - payable(a),
  // The device does not know how many favourites a product has: the newest first.
  'fav DESC': (a, b) => b.id - a.id,
}

/**
 * The saved products a query finds, best first, by the shop's rule (`findsWord`): with `every`,
 * those holding every word of the query; without, those holding any (what is close to a query
 * that found nothing).
 */
export function savedMatches(products: SavedProduct[], q: string, every = true): ProductListItem[] {
  const typed = searchWords(q)
  if (typed.length === 0) return []
  const found: { item: ProductListItem; score: number }[] = []
  for (const product of products) {
    const terms = termsOf(product)
    const scores = typed.map((word) => wordScore(terms, word))
    if (every ? scores.includes(0) : !scores.some(Boolean)) continue
    found.push({ item: product.item, score: scores.reduce((sum, score) => sum + score, 0) })
  }
  return found.sort((a, b) => b.score - a.score || b.item.id - a.item.id).map(({ item }) => item)
}

/**
 * Searches the products the device holds, as the shop's search would, when the shop cannot be
 * reached: every word of the text must begin a term of the product's title, model, brand,
 * category, option names or description (from four letters on, one letter off is enough), in
 * the page's language.
 */
export function searchSavedProducts(
  products: SavedProduct[],
  { q, cat, sort, page = 1 }: SavedSearch,
): SavedSearchPage {
  const inCategory = products.filter((product) => cat === 'all' || product.item.cat === cat)
  const found = savedMatches(inCategory, q)
  if (sort && sort !== 'relevance') found.sort(sorts[sort])
  const start = (page - 1) * productsPerPage
  const close =
    found.length === 0 ? savedMatches(products, q, false).slice(0, closeProductsCount) : undefined
  return {
    data: found.slice(start, start + productsPerPage),
    total: found.length,
    per_page: productsPerPage,
    current_page: page,
    ...(close && { close }),
  }
}
