import { sql, type SelectQueryBuilder } from 'kysely'
import type { z } from 'zod'
import {
  productSuggestionsShown,
  type ProductSearchSort,
  type productListItemSchema,
  type productSingleCall,
  type productSuggestionSchema,
} from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import { toJsonText } from '../../src/contract/json-text'
import type { Db } from '../db/database'
import type { PagedRows } from '../db/paged-query'
import { productMatches } from '../db/product-search'
import type { Database } from '../db/schema'
import type { PageWindow } from '../records/paged-list'
import { seoRecord } from '../records/seo-record'
import { picturesByProduct } from './product-picture-rows'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { productTextsIn } from '../db/product-texts-join'

declare module 'fastify' {
  interface FastifyInstance {
    catalogueRepository: ReturnType<typeof createCatalogueRepository>
  }
}

export type ProductListItemWire = z.input<typeof productListItemSchema>
type ProductSingleWire = z.input<typeof productSingleCall.response>
type ProductSuggestionWire = z.input<typeof productSuggestionSchema>

export interface ProductFilter {
  /** Only these products (by uniqueId); the result keeps the order of `sort`. */
  uniqueIds?: string[]
  /** Only these products (by id). */
  ids?: number[]
  /** A category uniqueId; undefined or 'all' for every category. */
  category?: string
  /** A brand uniqueId: only that maker's products. */
  brand?: string
  /** The products a search found (`productMatches`); null when its text had no word to find. */
  search?: ProductMatches | null
}

/** A search's text, as a list is asked for: every word of it must be found. */
export interface ProductListRequest extends Omit<ProductFilter, 'search'> {
  search?: string
  /** Any one word of `search` is enough: what is close to a search that found nothing. */
  anyWord?: boolean
}

export interface ProductListQuery extends ProductFilter {
  limit: number
  offset?: number
  /** Defaults to 'id DESC' (latest first); 'relevance' is a search's, the best matches first. */
  sort?: ProductSearchSort
}

export interface CategoryHeading {
  title: string
  icon: string
  meta_description: string
  meta_key: string
}

type ProductMatches = NonNullable<Awaited<ReturnType<typeof productMatches>>>

/** A search's matches, joined to the products they found: `found.relevance` orders them. */
interface FoundTable {
  product_id: number
  relevance: number
}

type ListScope = SelectQueryBuilder<
  Database & { t: Database['product_texts']; found: FoundTable },
  'products' | 't',
  object
>

const allProducts: Record<Language, { title: string; description: string }> = {
  EN: { title: 'All products', description: 'Irons and hair dryers of every brand.' },
  FA: { title: 'همه محصولات', description: 'اتو و سشوار از همه برندها.' },
  AR: { title: 'جميع المنتجات', description: 'مكاوي ومجففات شعر من جميع العلامات.' },
}

/** What a brand's page says of it: the brand's name goes in. */
const brandDescription: Record<Language, (brand: string) => string> = {
  EN: (brand) => `Irons and hair dryers by ${brand}.`,
  FA: (brand) => `اتو و سشوارهای ${brand}.`,
  AR: (brand) => `مكاوي ومجففات شعر من ${brand}.`,
}

/**
 * The price a buyer pays: the discounted price when there is one. Written exactly as the
 * `products_payable_price` index is (a literal 0, no bound parameter) so the sorts can use it.
 */
const payablePrice = sql<number>`(case when ${sql.ref('products.discount')} > 0 then ${sql.ref('products.discount')} else ${sql.ref('products.price')} end)`

function filtered(db: Db, lang: Language, filter: ProductFilter): ListScope {
  let query = db
    .selectFrom('products')
    .innerJoin('product_texts as t', productTextsIn(lang, 'products'))
    // A product staff hid is in no list, search or block of the shop.
    .where('products.hidden', '=', 0)
  if (filter.category && filter.category !== 'all') {
    query = query.where('products.category', '=', filter.category)
  }
  if (filter.brand !== undefined) {
    const brand = filter.brand
    query = query.where('products.brand_id', 'in', (eb) =>
      eb.selectFrom('brands').select('brands.id').where('brands.unique_id', '=', brand),
    )
  }
  if (filter.uniqueIds) {
    if (filter.uniqueIds.length === 0) query = query.where(sql<boolean>`1 = 0`)
    else query = query.where('products.unique_id', 'in', filter.uniqueIds)
  }
  if (filter.ids) {
    if (filter.ids.length === 0) query = query.where(sql<boolean>`1 = 0`)
    else query = query.where('products.id', 'in', filter.ids)
  }
  if (filter.search === null) query = query.where(sql<boolean>`1 = 0`)
  // One row per product and language: the join keeps one row per product.
  const scope = filter.search
    ? query.innerJoin(filter.search.as('found'), 'found.product_id', 'products.id')
    : query
  return scope as unknown as ListScope
}

/** Products and their categories as the storefront reads them. */
export function createCatalogueRepository(currentDb: DbScope) {
  const catalogue = {
    /** How many products match a filter (for `total` of a paged list). */
    async countProducts(lang: Language, filter: ProductFilter): Promise<number> {
      const db = currentDb()
      const row = await filtered(db, lang, filter)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    /** A page of the products a filter holds, as list items, and how many it holds in all. */
    async productPage(
      lang: Language,
      request: ProductListRequest & { sort?: ProductSearchSort },
      window: PageWindow,
    ): Promise<PagedRows<ProductListItemWire>> {
      const query = {
        ...request,
        search:
          request.search === undefined
            ? undefined
            : ((await productMatches(currentDb(), lang, request.search, request.anyWord)) ?? null),
      }
      const [total, rows] = await Promise.all([
        catalogue.countProducts(lang, query),
        catalogue.productListItems(lang, { ...query, ...window }),
      ])
      return { rows, total }
    },

    /**
     * Products as list items in the wire shape, in two queries (products with their texts and
     * brand, then all their pictures). Products without a text in `lang` are left out.
     *
     *   productListItems(db, 'FA', { limit: 3 })                        latest three
     *   productListItems(db, 'EN', { limit: 1, uniqueIds: ['iron-1'] })  one product
     *   productListItems(db, 'AR', { limit: 12, offset: 12, category: 'irons', sort: 'price ASC' })
     */
    async productListItems(
      lang: Language,
      query: ProductListQuery,
    ): Promise<ProductListItemWire[]> {
      const db = currentDb()
      // Pick the page's ids on narrow rows first, then read the wide rows of those ids only:
      // sorting whole rows (with their long texts) of a large catalogue costs far more than the
      // page itself.
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
        case 'relevance':
          if (query.search) page = page.orderBy(sql.ref('found.relevance'), 'desc')
          page = page.orderBy('products.id', 'desc')
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
        .innerJoin('product_texts as t', productTextsIn(lang, 'products'))
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
      const galleries = await picturesByProduct(
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
    },

    /**
     * The products a search box suggests as a shopper types: the best matches first, then the
     * latest; only the columns a suggestion shows are read. None when the text has no word.
     */
    async productSuggestions(lang: Language, text: string): Promise<ProductSuggestionWire[]> {
      const db = currentDb()
      const matches = await productMatches(db, lang, text)
      if (!matches) return []
      const rows = await db
        .selectFrom('products')
        .innerJoin(matches.as('m'), 'm.product_id', 'products.id')
        .innerJoin('product_texts as t', productTextsIn(lang, 'products'))
        .where('products.hidden', '=', 0)
        .select([
          'products.id',
          'products.unique_id',
          'products.img',
          'products.price',
          'products.discount',
          't.title',
          't.vahed',
        ])
        .orderBy('m.relevance', 'desc')
        .orderBy('products.id', 'desc')
        .limit(productSuggestionsShown)
        .execute()
      const pictures = await picturesByProduct(
        db,
        rows.map((row) => row.id),
      )
      return rows.map((row) => {
        const unit = { price: row.vahed }
        return {
          uniqueId: row.unique_id,
          title: row.title,
          img: row.img,
          picture: pictures.get(row.id)?.[0],
          price: { price: row.price, discount: row.discount, vahed: unit },
        }
      })
    },

    /** Every detail of one product in the request language; undefined for an unknown product. */
    async productSingle(lang: Language, unique: string): Promise<ProductSingleWire | undefined> {
      const db = currentDb()
      const product = await db
        .selectFrom('products')
        .innerJoin('product_texts as t', productTextsIn(lang, 'products'))
        .leftJoin('brands', 'brands.id', 'products.brand_id')
        .leftJoin('product_categories as c', (join) =>
          join.onRef('c.unique_id', '=', 'products.category').on('c.lang', '=', lang),
        )
        .where('products.hidden', '=', 0)
        .select([
          'products.id',
          'products.unique_id',
          'products.category',
          'products.model',
          'products.sk',
          'products.img',
          'products.production',
          'products.price',
          'products.discount',
          'products.depo',
          'products.box',
          'products.external_link',
          'products.created_at',
          't.title',
          't.slug',
          't.des',
          't.vahed',
          't.noghat',
          't.art',
          't.attr',
          't.meta_description',
          't.meta_key',
          'brands.unique_id as brand_unique_id',
          'brands.title as brand_title',
          'c.title as category_title',
        ])
        .where('products.unique_id', '=', unique)
        .executeTakeFirst()
      if (!product) return undefined

      const [variants, galleries, reviews, questions] = await Promise.all([
        db
          .selectFrom('product_variants as v')
          .leftJoin('product_variant_texts as vt', (join) =>
            join.onRef('vt.variant_id', '=', 'v.id').on('vt.lang', '=', lang),
          )
          .selectAll('v')
          .select('vt.name')
          .where('v.product_id', '=', product.id)
          .orderBy('v.id')
          .execute(),
        picturesByProduct(db, [product.id]),
        db
          .selectFrom('reviews')
          .select((eb) => [eb.fn.countAll().as('count'), eb.fn.avg('vote').as('average')])
          .where('product_id', '=', product.id)
          .where('hidden', '=', 0)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('product_id', '=', product.id)
          .where('hidden', '=', 0)
          .executeTakeFirstOrThrow(),
      ])

      const first = variants[0]
      const stock = first ? variants.reduce((sum, v) => sum + v.depo, 0) : product.depo
      const average = reviews.average === null ? 0 : Number(reviews.average)
      const brand =
        product.brand_unique_id !== null && product.brand_title !== null
          ? { uniqueId: product.brand_unique_id, title: product.brand_title }
          : null
      const link = `/product/single/${product.unique_id}`

      return {
        pro: {
          id: product.id,
          uniqueId: product.unique_id,
          title: product.title,
          des: product.des,
          slug: product.slug,
          model: product.model,
          sk: product.sk,
          brand: brand?.uniqueId ?? '',
          mainCat: product.category,
          production: product.production,
          external_link: product.external_link,
          box: product.box,
          noghat: product.noghat,
        },
        seo: seoRecord(product, link),
        ex: {
          img: { url: product.img },
          cat: { uniqueId: product.category, title: product.category_title ?? product.category },
          brand,
        },
        gallery: galleries.get(product.id) ?? [],
        price: {
          price: first ? first.price : product.price,
          quty: stock,
          dynamic: variants.length > 0,
        },
        dynamic: variants.map((v) => ({
          id: v.id,
          uniqueId: v.unique_id,
          type: v.type,
          value: v.value,
          name: v.name ?? '',
          price: toJsonText({ prc: v.price, discount: v.discount, date: v.created_at }),
          depo: v.depo,
          data: v.data,
        })),
        def: {
          discount: first ? first.discount : product.discount,
          price: first ? first.price : product.price,
          date: first ? first.created_at : product.created_at,
          dynamic: first?.unique_id ?? '',
          vahed: product.vahed,
        },
        art: product.art,
        attr: product.attr,
        info: {
          vote: Math.round(average * 10) / 10,
          review: Number(reviews.count),
          comment: Number(questions.count),
        },
      }
    },

    /** Title, icon and SEO texts of a category (or of 'all'); undefined for an unknown one. */
    async categoryHeading(lang: Language, cat: string): Promise<CategoryHeading | undefined> {
      const db = currentDb()
      if (cat === 'all') {
        const words = allProducts[lang]
        return {
          title: words.title,
          icon: '',
          meta_description: words.description,
          meta_key: toJsonText([words.title]),
        }
      }
      return db
        .selectFrom('product_categories')
        .select(['title', 'icon', 'meta_description', 'meta_key'])
        .where('unique_id', '=', cat)
        .where('lang', '=', lang)
        .executeTakeFirst()
    },

    /** A brand's name and SEO texts; undefined for an unknown brand. */
    async brandHeading(lang: Language, unique: string) {
      const db = currentDb()
      const brand = await db
        .selectFrom('brands')
        .select(['unique_id', 'title'])
        .where('unique_id', '=', unique)
        .executeTakeFirst()
      if (!brand) return undefined
      return {
        uniqueId: brand.unique_id,
        title: brand.title,
        meta_description: brandDescription[lang](brand.title),
        meta_key: toJsonText([brand.title]),
      }
    },

    async productExists(pid: number): Promise<boolean> {
      const db = currentDb()
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', pid)
        .where('hidden', '=', 0)
        .executeTakeFirst()
      return row !== undefined
    },
  }
  return catalogue
}

export const catalogueRepositoryPlugin = repositoryPlugin(
  'catalogueRepository',
  createCatalogueRepository,
)
