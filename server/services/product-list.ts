import { sql, type SelectQueryBuilder } from 'kysely'
import type { z } from 'zod'
import type { ProductSort, productListItemSchema } from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import type { Db } from '../db/database'
import type { Database } from '../db/schema'

export type ProductListItemWire = z.input<typeof productListItemSchema>
type ImageWire = ProductListItemWire['gallery'][number]

export interface ProductFilter {
  /** Only these products (by uniqueId); the result keeps the order of `sort`. */
  uniqueIds?: string[]
  /** Only these products (by id). */
  ids?: number[]
  /** A category uniqueId; undefined or 'all' for every category. */
  category?: string
  /** Case-insensitive text matched in title, model and description of the request language. */
  search?: string
}

export interface ProductListQuery extends ProductFilter {
  limit: number
  offset?: number
  /** Defaults to 'id DESC' (latest first). */
  sort?: ProductSort
}

type ListScope = SelectQueryBuilder<
  Database & { t: Database['product_texts'] },
  'products' | 't',
  object
>

/**
 * The price a buyer pays: the discounted price when there is one. Written exactly as the
 * `products_payable_price` index is (a literal 0, no bound parameter) so the sorts can use it.
 */
export const payablePrice = sql<number>`(case when ${sql.ref('products.discount')} > 0 then ${sql.ref('products.discount')} else ${sql.ref('products.price')} end)`

/** `%text%` for LIKE with its wildcards taken literally (escaped with `\`). */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function filtered(db: Db, lang: Language, filter: ProductFilter): ListScope {
  let query = db
    .selectFrom('products')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'products.id').on('t.lang', '=', lang),
    )
  if (filter.category && filter.category !== 'all') {
    query = query.where('products.category', '=', filter.category)
  }
  if (filter.uniqueIds) {
    if (filter.uniqueIds.length === 0) query = query.where(sql<boolean>`1 = 0`)
    else query = query.where('products.unique_id', 'in', filter.uniqueIds)
  }
  if (filter.ids) {
    if (filter.ids.length === 0) query = query.where(sql<boolean>`1 = 0`)
    else query = query.where('products.id', 'in', filter.ids)
  }
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) =>
      eb.or(
        ['t.title', 't.des', 'products.model'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return query as ListScope
}

/** How many products match a filter (for `total` of a paged list). */
export async function countProducts(
  db: Db,
  lang: Language,
  filter: ProductFilter,
): Promise<number> {
  const row = await filtered(db, lang, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Gallery pictures of several products, in position order, in one query. */
export async function productGalleries(
  db: Db,
  productIds: number[],
): Promise<Map<number, ImageWire[]>> {
  const galleries = new Map<number, ImageWire[]>()
  if (productIds.length === 0) return galleries
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'url', 'width', 'height', 'widths'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute()
  for (const row of rows) {
    const list = galleries.get(row.product_id) ?? []
    list.push({
      url: row.url,
      width: row.width,
      height: row.height,
      widths: JSON.parse(row.widths) as number[],
    })
    galleries.set(row.product_id, list)
  }
  return galleries
}

/**
 * Products as list items in the wire shape, in two queries (products with their texts and
 * brand, then all their pictures). Products without a text in `lang` are left out.
 *
 *   productListItems(db, 'FA', { limit: 3 })                        latest three
 *   productListItems(db, 'EN', { limit: 1, uniqueIds: ['iron-1'] })  one product
 *   productListItems(db, 'AR', { limit: 12, offset: 12, category: 'irons', sort: 'price ASC' })
 */
export async function productListItems(
  db: Db,
  lang: Language,
  query: ProductListQuery,
): Promise<ProductListItemWire[]> {
  // Pick the page's ids on narrow rows first, then read the wide rows of those ids only: sorting
  // whole rows (with their long texts) of a large catalogue costs far more than the page itself.
  let page = filtered(db, lang, query).select('products.id')
  const sort = query.sort ?? 'id DESC'
  switch (sort) {
    case 'id ASC':
      page = page.orderBy('products.id', 'asc')
      break
    case 'price ASC':
      page = page.orderBy(payablePrice, 'asc').orderBy('products.id', 'desc')
      break
    case 'price DESC':
      page = page.orderBy(payablePrice, 'desc').orderBy('products.id', 'desc')
      break
    case 'fav DESC':
      page = page.orderBy('products.fav', 'desc').orderBy('products.id', 'desc')
      break
    case 'id DESC':
      page = page.orderBy('products.id', 'desc')
      break
  }
  const ids = (
    await page
      .limit(query.limit)
      .offset(query.offset ?? 0)
      .execute()
  ).map((row) => row.id)
  if (ids.length === 0) return []
  const wide = await db
    .selectFrom('products')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'products.id').on('t.lang', '=', lang),
    )
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select([
      'products.id',
      'products.unique_id',
      'products.category',
      'products.img',
      'products.production',
      'products.price',
      'products.discount',
      't.title',
      't.slug',
      't.des',
      't.vahed',
      'brands.unique_id as brand_unique_id',
      'brands.title as brand_title',
    ])
    .where('products.id', 'in', ids)
    .execute()
  const byId = new Map(wide.map((row) => [row.id, row]))
  const rows = ids.flatMap((id) => byId.get(id) ?? [])
  const galleries = await productGalleries(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => {
    const unit = { price: row.vahed }
    return {
      id: row.id,
      uniqueId: row.unique_id,
      title: row.title,
      img: row.img,
      des: row.des,
      cat: row.category,
      slug: row.slug,
      production: row.production,
      brand:
        row.brand_unique_id !== null && row.brand_title !== null
          ? { uniqueId: row.brand_unique_id, title: row.brand_title }
          : null,
      gallery: galleries.get(row.id) ?? [],
      price: { price: row.price, discount: row.discount, vahed: unit },
      vahed: unit,
    }
  })
}
