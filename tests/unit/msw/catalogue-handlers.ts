import { productSuggestCall, productSuggestionsShown } from '../../../src/contract/catalogue'
import { answer } from './handlers'
import { product } from './content-fixtures'

/** The catalogue's products as the suggestions read them: irons, then hair dryers. */
export const suggestedProducts = [
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => product(n)),
  product(8, { uniqueId: 'dryer-8', title: 'Breeze Hair Dryer 8', cat: 'dryers' }),
]

/** The search box's suggestions: the products whose title holds the text, at most six. */
export function catalogueHandlers(products = suggestedProducts) {
  return [
    answer(productSuggestCall, ({ query }) => ({
      products: products
        .filter(({ title }) => title.toLowerCase().includes(String(query).trim().toLowerCase()))
        .slice(0, productSuggestionsShown)
        .map(({ uniqueId, title, img, price }) => ({ uniqueId, title, img, price })),
    })),
  ]
}
