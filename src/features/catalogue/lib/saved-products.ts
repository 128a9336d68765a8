import type { QueryClient } from '@tanstack/query-core'
import type { CallResponse } from '../../../contract/call'
import type { ProductListItem, productSingleCall } from '../../../contract/catalogue'
import type { Language } from '../../../contract/common'

/** A product the device holds, with what the device's own search matches. */
export interface SavedProduct {
  item: ProductListItem
  /** The maker's model name ('' when only the product's card was read). */
  model: string
  brand: string
  category: string
  /** The names of its options ("Ocean blue"), from its page. */
  options: string[]
}

type ProductPage = CallResponse<typeof productSingleCall>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A product as every list holds it: a card of the catalogue, the home page or the favourites. */
function isListItem(value: unknown): value is ProductListItem {
  return (
    isObject(value) &&
    typeof value.uniqueId === 'string' &&
    typeof value.title === 'string' &&
    typeof value.img === 'string' &&
    typeof value.cat === 'string' &&
    isObject(value.price) &&
    typeof value.price.price === 'number'
  )
}

function isProductPage(value: unknown): value is ProductPage {
  return isObject(value) && isObject(value.pro) && isObject(value.ex) && isObject(value.def)
}

/** A product page as a card: what the listing shows of it. */
function itemOfPage({ pro, ex, gallery, def }: ProductPage): ProductListItem {
  return {
    id: pro.id,
    uniqueId: pro.uniqueId,
    title: pro.title,
    img: gallery[0]?.url ?? ex.img.url,
    des: pro.des,
    cat: pro.mainCat,
    slug: pro.slug,
    production: pro.production,
    brand: ex.brand,
    gallery,
    price: { price: def.price, discount: def.discount, vahed: { price: def.vahed } },
    vahed: { price: def.vahed },
  }
}

/** Every product card in a read's answer, however deep (a list, a block of the home page...). */
function collectItems(value: unknown, found: ProductListItem[], depth = 0) {
  if (depth > 6 || !isObject(value)) return
  if (isListItem(value)) {
    found.push(value)
    return
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    collectItems(child, found, depth + 1)
  }
}

/** A category's title, from a category page's answer. */
function categoryOf(value: unknown): { uniqueId: string; title: string } | undefined {
  if (!isObject(value) || !isObject(value.cat) || !isObject(value.cat.cat)) return undefined
  const { uniqueId, title } = value.cat.cat
  return typeof uniqueId === 'string' && typeof title === 'string' ? { uniqueId, title } : undefined
}

/**
 * The products this device holds in the page's language: every product read (its page) or seen
 * on a card (a listing, the home page, the favourites), once each, in the saved query cache.
 */
export function savedProducts(queryClient: QueryClient, lang: Language): SavedProduct[] {
  const categories = new Map<string, string>()
  const pages = new Map<string, ProductPage>()
  const items = new Map<string, ProductListItem>()
  for (const query of queryClient.getQueryCache().getAll()) {
    const { queryKey } = query
    const data: unknown = query.state.data
    if (data === undefined || queryKey[queryKey.length - 1] !== lang) continue
    const category = categoryOf(data)
    if (category) categories.set(category.uniqueId, category.title)
    if (isProductPage(data)) {
      pages.set(data.pro.uniqueId, data)
      categories.set(data.ex.cat.uniqueId, data.ex.cat.title)
      continue
    }
    const found: ProductListItem[] = []
    collectItems(data, found)
    for (const item of found) if (!items.has(item.uniqueId)) items.set(item.uniqueId, item)
  }
  for (const [unique, page] of pages) items.set(unique, itemOfPage(page))
  return [...items.values()].map((item) => {
    const page = pages.get(item.uniqueId)
    return {
      item,
      model: page?.pro.model ?? '',
      brand: item.brand?.title ?? '',
      category: categories.get(item.cat) ?? '',
      options: page?.dynamic.map((option) => option.name).filter(Boolean) ?? [],
    }
  })
}
