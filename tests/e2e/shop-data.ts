import type { Language } from '../../src/contract/common'
import { homeProductDefaultLimit } from '../../src/contract/content'
import { catalogues, type MessageId } from '../all-messages'
import { localeForLanguage } from '../../src/contract/language-rules'
import type { Db } from '../../server/db/database'
import { createCatalogueRepository } from '../../server/repositories/catalogue-repository'

/** A block as the seed stores it in a page's `data`. */
export interface StoredBlock {
  id: string
  type: string
  title: string
  display: boolean
  loc: number
  data: Record<string, unknown>
}

/** A product's id from its unique id (`iron-1`). */
export async function productId(db: Db, uniqueId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()
  return row.id
}

export async function pageRow(db: Db, lang: Language, slug: string) {
  return db
    .selectFrom('pages')
    .selectAll()
    .where('lang', '=', lang)
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
}

export async function storedBlocks(db: Db, lang: Language, slug: string): Promise<StoredBlock[]> {
  return JSON.parse((await pageRow(db, lang, slug)).data) as StoredBlock[]
}

export async function pluginData<T>(db: Db, lang: Language, id: number): Promise<T> {
  const row = await db
    .selectFrom('plugins')
    .select('data')
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.data) as T
}

/** The products the home page shows, read with the API's own query. */
export function homeProducts(db: Db, lang: Language) {
  return createCatalogueRepository(() => db).productListItems(lang, {
    limit: homeProductDefaultLimit,
  })
}

/** What a visitor pays: the discounted price when there is one. */
export function payablePrice(price: { price: number; discount: number }): number {
  return price.discount > 0 && price.discount < price.price ? price.discount : price.price
}

/** A whole amount written as the language writes numbers (Persian digits in FA). */
export function writtenAmount(lang: Language, amount: number): string {
  const tag = { EN: 'en', FA: 'fa-IR', AR: 'ar-u-nu-arab' }[lang]
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(amount)
}

/** A message of the shop's catalogue in a language. */
export function message(lang: Language, id: MessageId): string {
  return catalogues[localeForLanguage(lang)][id]
}
