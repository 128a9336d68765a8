import { sql, type SqlBool } from 'kysely'
import { isPostgres, type Db } from '../db/database'
import { normalizeSerial } from '../../src/contract/authenticity'
import type { RegisteredSerial } from '../../src/contract/back-office-catalogue'
import type { Language } from '../../src/contract/common'
import { likePattern } from '../db/like-pattern'
import { pagedRows } from '../db/paged-query'
import type { SerialsTable } from '../db/schema'
import type { PageWindow } from '../records/paged-list'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { productTextsIn } from '../db/product-texts-join'

declare module 'fastify' {
  interface FastifyInstance {
    serialsRepository: ReturnType<typeof createSerialsRepository>
  }
}

/** A trigram index finds a run of text this long or longer. */
export const serialSearchMinLength = 3

/**
 * Serials whose serial (typed in any digits and case) or seller holds the search: PostgreSQL's
 * trigram index of both columns, or SQLite's FTS5 trigram index of them; none when the search is
 * shorter than a trigram.
 */
function serialsHolding(db: Db, search: string) {
  const serial = normalizeSerial(search)
  if (search.length < serialSearchMinLength) return undefined
  if (isPostgres(db)) {
    return sql<SqlBool>`(lower(${sql.ref('s.serial')}) like ${likePattern(serial)} escape '\\'
      or lower(${sql.ref('s.seller')}) like ${likePattern(search)} escape '\\')`
  }
  const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`
  const query = `serial : ${phrase(serial)} OR seller : ${phrase(search)}`
  return sql<SqlBool>`${sql.ref('s.rowid')} in (select rowid from serial_search where serial_search match ${query})`
}

/** The serial numbers registered to the shop's products: the authenticity check and the back office's list. */
export function createSerialsRepository(currentDb: DbScope) {
  return {
    /** The registration of a serial number of a product type, if there is one. */
    async registration(serial: string, productType: string) {
      return currentDb()
        .selectFrom('serials')
        .select(['serial', 'product_id', 'registered_at', 'seller', 'warranty_until'])
        .where('serial', '=', serial)
        .where('product_type', '=', productType)
        .executeTakeFirst()
    },

    /**
     * Registered serials, newest registration first, whose serial or seller holds `search` (a
     * run of at least `serialSearchMinLength` characters, found through their trigram index), or
     * whose product's uniqueId is `search`; each with its product's title in `lang`.
     */
    async page(search: string | undefined, window: PageWindow, lang: Language) {
      const db = currentDb()
      let matching = db
        .selectFrom('serials as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
      if (search) {
        const products = await db
          .selectFrom('products')
          .select('id')
          .where('unique_id', '=', search.toLowerCase())
          .execute()
        const held = serialsHolding(db, search)
        matching = matching.where((eb) =>
          eb.or([
            ...(held ? [held] : []),
            ...(products.length > 0
              ? [
                  eb(
                    's.product_id',
                    'in',
                    products.map((product) => product.id),
                  ),
                ]
              : []),
            eb.lit(false),
          ]),
        )
      }
      const { rows, total } = await pagedRows(matching, window, (serials) =>
        serials
          .leftJoin('product_texts as t', productTextsIn(lang, 'p'))
          .select([
            's.serial',
            's.product_type',
            's.seller',
            's.registered_at',
            's.warranty_until',
            'p.unique_id',
            't.title',
          ])
          .orderBy('s.registered_at', 'desc')
          .orderBy('s.serial'),
      )
      return {
        rows: rows.map((row): RegisteredSerial => ({
          serial: row.serial,
          productType: row.product_type as RegisteredSerial['productType'],
          product: { uniqueId: row.unique_id, title: row.title ?? row.unique_id },
          seller: row.seller,
          registeredAt: row.registered_at.slice(0, 10),
          warrantyUntil: row.warranty_until.slice(0, 10),
        })),
        total,
      }
    },

    /** Which of these serials are registered already. */
    async registered(serials: string[]): Promise<Set<string>> {
      if (!serials.length) return new Set()
      const found: string[] = []
      // Chunks keep the statement under the dialects' parameter limits.
      for (let i = 0; i < serials.length; i += 500) {
        const rows = await currentDb()
          .selectFrom('serials')
          .select('serial')
          .where('serial', 'in', serials.slice(i, i + 500))
          .execute()
        found.push(...rows.map((r) => r.serial))
      }
      return new Set(found)
    },

    async insert(rows: SerialsTable[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 100) {
        await currentDb()
          .insertInto('serials')
          .values(rows.slice(i, i + 100))
          .execute()
      }
    },
  }
}

export const serialsRepositoryPlugin = repositoryPlugin(
  'serialsRepository',
  createSerialsRepository,
)
