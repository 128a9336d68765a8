import { sql } from 'kysely'
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
     * Registered serials, newest registration first, whose serial, seller or product uniqueId
     * holds `search`; each with its product's title in `lang`.
     */
    async page(search: string | undefined, window: PageWindow, lang: Language) {
      let matching = currentDb()
        .selectFrom('serials as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
      if (search) {
        const pattern = likePattern(search)
        const serialPattern = likePattern(normalizeSerial(search))
        matching = matching.where((eb) =>
          eb.or([
            sql<boolean>`lower(${sql.ref('s.serial')}) like ${serialPattern} escape '\\'`,
            sql<boolean>`lower(${sql.ref('s.seller')}) like ${pattern} escape '\\'`,
            sql<boolean>`lower(${sql.ref('p.unique_id')}) like ${pattern} escape '\\'`,
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
