import type { ExpressionBuilder } from 'kysely'
import type {
  BackOfficeProduct,
  BackOfficeProductRow,
  backOfficeProductCreateCall,
} from '../../src/contract/back-office-catalogue'
import type { CallParsedRequest } from '../../src/contract/call'
import type { MediaFile } from '../../src/contract/content'
import { toJsonText } from '../../src/contract/json-text'
import { languages, type Language } from '../../src/contract/common'
import type { Db } from '../db/database'
import { pagedRows } from '../db/paged-query'
import type { Database } from '../db/schema'
import type { PageWindow } from '../records/paged-list'
import { nowIso } from '../security/tokens'
import type { StoredPicture } from '../services/product-pictures'
import { picturesByProduct } from './product-picture-rows'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { productTextsIn } from '../db/product-texts-join'
import { changedAnyRow } from '../db/changed-rows'
import { indexProducts, productMatches } from '../db/product-search'

declare module 'fastify' {
  interface FastifyInstance {
    backOfficeCatalogueRepository: ReturnType<typeof createBackOfficeCatalogueRepository>
  }
}

export interface Pricing {
  price: number
  discount: number
  depo: number
}

export type NewProduct = Omit<CallParsedRequest<typeof backOfficeProductCreateCall>, 'pictures'>

/** A new option as written: its uniqueId is the server's. */
export interface NewOption extends Pricing {
  uniqueId: string
  type: string
  value: string
}

export interface ProductTexts {
  title: string
  des: string
  art: string
}

/** A product without options with `atMost` units or fewer, or one with such an option. */
function lowOnStock(eb: ExpressionBuilder<Database, 'products'>, atMost: number) {
  const options = eb
    .selectFrom('product_variants as v')
    .select('v.id')
    .whereRef('v.product_id', '=', 'products.id')
  return eb.or([
    eb.and([eb('products.depo', '<=', atMost), eb.not(eb.exists(options))]),
    eb.exists(options.where('v.depo', '<=', atMost)),
  ])
}

/** The pictures of each product, in the shop's order; a size not known is left out. */
async function picturesOf(db: Db, productIds: number[]): Promise<Map<number, MediaFile[]>> {
  const pictures = await picturesByProduct(db, productIds)
  return new Map(
    [...pictures].map(([id, list]) => [
      id,
      list.map((picture) => ({
        ...picture,
        width: picture.width || undefined,
        height: picture.height || undefined,
      })),
    ]),
  )
}

/** A product's pictures, stored in this order (the first its card's). */
async function insertPictures(db: Db, productId: number, pictures: StoredPicture[]) {
  await db
    .insertInto('product_images')
    .values(
      pictures.map((picture, position) => ({
        product_id: productId,
        url: picture.url,
        widths: toJsonText(picture.widths),
        width: picture.width,
        height: picture.height,
        position,
      })),
    )
    .execute()
}

/** The back office's reads and writes of products and their options. */
export function createBackOfficeCatalogueRepository(currentDb: DbScope) {
  return {
    /**
     * Products the search index finds by `search` in any language (their title's, model's,
     * brand's, category's, options' or description's words), hidden ones too, or whose uniqueId
     * is `search`, newest first; with
     * `lowStockAt`, only those (or those with an option) with that many units or fewer.
     */
    async page(
      search: string | undefined,
      window: PageWindow,
      lang: Language,
      { lowStockAt, lowOnly }: { lowStockAt: number; lowOnly: boolean },
    ) {
      const db = currentDb()
      let matching = db.selectFrom('products').select('products.id')
      if (lowOnly) matching = matching.where((eb) => lowOnStock(eb, lowStockAt))
      if (search) {
        const found = (
          await Promise.all(languages.map((text) => productMatches(db, text, search)))
        ).flatMap((matches) => (matches ? [matches.clearSelect().select('product_id')] : []))
        matching = matching.where((eb) =>
          eb.or([
            eb('products.unique_id', '=', search.toLowerCase()),
            ...found.map((matches) => eb('products.id', 'in', matches)),
          ]),
        )
      }
      const listed = db.selectFrom('products').where('products.id', 'in', matching)
      const { rows, total } = await pagedRows(listed, window, (products) =>
        products
          .leftJoin('product_texts as t', productTextsIn(lang, 'products'))
          .select((eb) => [
            'products.id',
            'products.unique_id',
            't.title',
            'products.price',
            'products.discount',
            'products.depo',
            eb
              .selectFrom('product_variants as v')
              .select((v) => v.fn.countAll<number>().as('n'))
              .whereRef('v.product_id', '=', 'products.id')
              .as('variant_count'),
            eb
              .selectFrom('product_variants as v')
              .select((v) => v.fn.sum<number>('v.depo').as('d'))
              .whereRef('v.product_id', '=', 'products.id')
              .as('variant_depo'),
            lowOnStock(eb, lowStockAt).as('low_stock'),
          ])
          .orderBy('products.id', 'desc'),
      )
      const pictures = await picturesOf(
        db,
        rows.map((row) => row.id),
      )
      const data: BackOfficeProductRow[] = rows.map((row) => {
        const variants = Number(row.variant_count ?? 0)
        return {
          id: row.id,
          uniqueId: row.unique_id,
          title: row.title ?? row.unique_id,
          price: row.price,
          discount: row.discount,
          depo: variants ? Number(row.variant_depo ?? 0) : row.depo,
          variants,
          lowStock: Boolean(Number(row.low_stock)),
          picture: pictures.get(row.id)?.[0] ?? null,
        }
      })
      return { rows: data, total }
    },

    async product(id: number): Promise<BackOfficeProduct | undefined> {
      const db = currentDb()
      const product = await db
        .selectFrom('products')
        .select(['id', 'unique_id', 'price', 'discount', 'depo', 'category', 'hidden'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!product) return undefined
      const [texts, variants, names, pictures] = await Promise.all([
        db
          .selectFrom('product_texts')
          .select(['lang', 'title', 'des', 'art'])
          .where('product_id', '=', id)
          .execute(),
        db
          .selectFrom('product_variants')
          .select(['id', 'unique_id', 'type', 'value', 'price', 'discount', 'depo'])
          .where('product_id', '=', id)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('product_variant_texts as n')
          .innerJoin('product_variants as v', 'v.id', 'n.variant_id')
          .select(['n.variant_id', 'n.lang', 'n.name'])
          .where('v.product_id', '=', id)
          .execute(),
        picturesOf(db, [id]),
      ])
      const namesOf = (variantId: number) =>
        Object.fromEntries(
          languages.map((lang) => [
            lang,
            names.find((n) => n.variant_id === variantId && n.lang === lang)?.name ?? '',
          ]),
        ) as Record<Language, string>
      const byLang = Object.fromEntries(
        languages.map((lang) => {
          const text = texts.find((t) => t.lang === lang)
          return [lang, { title: text?.title ?? '', des: text?.des ?? '', art: text?.art ?? '' }]
        }),
      ) as BackOfficeProduct['texts']
      return {
        id: product.id,
        uniqueId: product.unique_id,
        price: product.price,
        discount: product.discount,
        depo: product.depo,
        category: product.category,
        hidden: product.hidden === 1,
        texts: byLang,
        pictures: pictures.get(id) ?? [],
        variants: variants.map(({ unique_id, ...v }) => ({
          ...v,
          uniqueId: unique_id,
          names: namesOf(v.id),
        })),
      }
    },

    /** False when the product has no words in that language to change. */
    async setTexts(id: number, lang: Language, texts: ProductTexts): Promise<boolean> {
      return changedAnyRow(
        currentDb()
          .updateTable('product_texts')
          .set(texts)
          .where('product_id', '=', id)
          .where('lang', '=', lang),
      )
    },

    /** Writes the product's rows of the search index again: after its words, category or options changed. */
    async indexForSearch(id: number): Promise<void> {
      await indexProducts(currentDb(), [id])
    },

    async setPricing(id: number, pricing: Pricing): Promise<void> {
      await currentDb().updateTable('products').set(pricing).where('id', '=', id).execute()
    },

    /** False when the option is not one of the product's. */
    async setVariantPricing(productId: number, variantId: number, pricing: Pricing) {
      return changedAnyRow(
        currentDb()
          .updateTable('product_variants')
          .set(pricing)
          .where('id', '=', variantId)
          .where('product_id', '=', productId),
      )
    },

    async setCategory(id: number, category: string): Promise<void> {
      await currentDb().updateTable('products').set({ category }).where('id', '=', id).execute()
    },

    async setHidden(id: number, hidden: boolean): Promise<void> {
      await currentDb()
        .updateTable('products')
        .set({ hidden: hidden ? 1 : 0 })
        .where('id', '=', id)
        .execute()
    },

    /** The product's pictures, now these in this order (the first also its card's). */
    async setPictures(id: number, pictures: StoredPicture[]): Promise<void> {
      const db = currentDb()
      await db.deleteFrom('product_images').where('product_id', '=', id).execute()
      await insertPictures(db, id, pictures)
      await db
        .updateTable('products')
        .set({ img: pictures[0]?.url ?? '' })
        .where('id', '=', id)
        .execute()
    },

    /** An option's names, in the languages given ('' for none). */
    async setVariantNames(variantId: number, names: Record<Language, string>): Promise<void> {
      const db = currentDb()
      await db.deleteFrom('product_variant_texts').where('variant_id', '=', variantId).execute()
      const named = languages.filter((lang) => names[lang] !== '')
      if (named.length === 0) return
      await db
        .insertInto('product_variant_texts')
        .values(named.map((lang) => ({ variant_id: variantId, lang, name: names[lang] })))
        .execute()
    },

    /** A new option of the product; its id. Its warranty is the product's other options'. */
    async addVariant(productId: number, option: NewOption): Promise<number> {
      const db = currentDb()
      const sibling = await db
        .selectFrom('product_variants')
        .select('data')
        .where('product_id', '=', productId)
        .orderBy('id')
        .executeTakeFirst()
      const { id } = await db
        .insertInto('product_variants')
        .values({
          product_id: productId,
          unique_id: option.uniqueId,
          type: option.type,
          value: option.value,
          price: option.price,
          discount: option.discount,
          depo: option.depo,
          data: sibling?.data ?? toJsonText({ garanty: '' }),
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },

    /** Takes an option away with its names; its orders keep what they were sold as. */
    async removeVariant(variantId: number): Promise<void> {
      const db = currentDb()
      await db.deleteFrom('product_variant_texts').where('variant_id', '=', variantId).execute()
      await db.deleteFrom('cart_items').where('variant_id', '=', variantId).execute()
      await db.deleteFrom('product_variants').where('id', '=', variantId).execute()
    },

    /** The shop's product categories with their names in each language, by uniqueId. */
    async categories(): Promise<{ uniqueId: string; names: Record<Language, string> }[]> {
      const rows = await currentDb()
        .selectFrom('product_categories')
        .select(['unique_id', 'lang', 'title'])
        .orderBy('unique_id')
        .execute()
      const byId = new Map<string, Record<Language, string>>()
      for (const row of rows) {
        const names = byId.get(row.unique_id) ?? { EN: '', FA: '', AR: '' }
        if ((languages as readonly string[]).includes(row.lang))
          names[row.lang as Language] = row.title
        byId.set(row.unique_id, names)
      }
      return [...byId].map(([uniqueId, names]) => ({ uniqueId, names }))
    },

    /** A new product with its words in every language and its stored pictures; its id. */
    async createProduct(product: NewProduct, pictures: StoredPicture[]): Promise<number> {
      const db = currentDb()
      const unit = await db
        .selectFrom('product_texts')
        .select(['lang', 'vahed'])
        .where(
          'product_id',
          '=',
          db.selectFrom('products').select((eb) => eb.fn.min('id').as('id')),
        )
        .execute()
      const { id } = await db
        .insertInto('products')
        .values({
          unique_id: product.uniqueId,
          category: product.category,
          brand_id: null,
          model: product.model,
          sk: '',
          img: pictures[0]?.url ?? '',
          production: '',
          ...product.pricing,
          box: toJsonText({ w: 0, wtype: 'kg', v: 0, h: 0, l: 0, atype: 'cm' }),
          fav: 0,
          vote: 0,
          external_link: '',
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('product_texts')
        .values(
          languages.map((lang) => ({
            product_id: id,
            lang,
            ...product.texts[lang],
            slug: product.uniqueId,
            vahed: unit.find((u) => u.lang === lang)?.vahed ?? '',
            noghat: toJsonText({ zaf: toJsonText([]), ghovat: toJsonText([]) }),
            attr: toJsonText([]),
            meta_description: product.texts[lang].des,
            meta_key: toJsonText([]),
          })),
        )
        .execute()
      await insertPictures(db, id, pictures)
      return id
    },

    /** How many options, and products without options, have `atMost` units or fewer. */
    async lowStockCount(atMost: number): Promise<number> {
      const db = currentDb()
      const [plain, options] = await Promise.all([
        db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('depo', '<=', atMost)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('product_variants')
                  .select('product_variants.id')
                  .whereRef('product_variants.product_id', '=', 'products.id'),
              ),
            ),
          )
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('product_variants')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('depo', '<=', atMost)
          .executeTakeFirstOrThrow(),
      ])
      return Number(plain.count) + Number(options.count)
    },

    async productIdOf(uniqueId: string): Promise<number | undefined> {
      const row = await currentDb()
        .selectFrom('products')
        .select('id')
        .where('unique_id', '=', uniqueId)
        .executeTakeFirst()
      return row?.id
    },

    async categoryExists(uniqueId: string): Promise<boolean> {
      const row = await currentDb()
        .selectFrom('product_categories')
        .select('unique_id')
        .where('unique_id', '=', uniqueId)
        .executeTakeFirst()
      return row !== undefined
    },

    /** Product ids by uniqueId, for those that exist. */
    async productIds(uniqueIds: string[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>()
      const distinct = [...new Set(uniqueIds)]
      for (let i = 0; i < distinct.length; i += 500) {
        const rows = await currentDb()
          .selectFrom('products')
          .select(['id', 'unique_id'])
          .where('unique_id', 'in', distinct.slice(i, i + 500))
          .execute()
        for (const row of rows) ids.set(row.unique_id, row.id)
      }
      return ids
    },
  }
}

export const backOfficeCatalogueRepositoryPlugin = repositoryPlugin(
  'backOfficeCatalogueRepository',
  createBackOfficeCatalogueRepository,
)
