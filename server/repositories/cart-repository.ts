import { sql } from 'kysely'
import type { z } from 'zod'
import { maxLineQuantity, type cartSchema, type cartTotalsSchema } from '../../src/contract/cart'
import type { Language } from '../../src/contract/common'
import { isPostgres } from '../db/database'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { productTextsIn } from '../db/product-texts-join'
import { changedAnyRow } from '../db/changed-rows'
import { ownedBy, type VisitorOwner } from '../db/visitor-owner'

declare module 'fastify' {
  interface FastifyInstance {
    cartRepository: ReturnType<typeof createCartRepository>
  }
}

type CartWire = z.input<typeof cartSchema>
type CartTotalsWire = z.input<typeof cartTotalsSchema>

/** A product and option a line holds; variantId 0 for a product without options. */
export interface LineItem {
  productId: number
  variantId: number
}

/**
 * The unique key of the line an add writes: a visitor's line in their session, a logged-in
 * buyer's line in their account (whatever session they add from).
 */
function lineKey(owner: VisitorOwner, item: LineItem) {
  return {
    session: owner.userId === null ? owner.session : '',
    user_id: owner.userId ?? 0,
    product_id: item.productId,
    variant_id: item.variantId,
  }
}

function totalsOf(
  lines: { quantity: number; price: number; line_total: number }[],
): CartTotalsWire {
  let count = 0
  let subtotal = 0
  let total = 0
  for (const line of lines) {
    count += line.quantity
    subtotal += line.price * line.quantity
    total += line.line_total
  }
  return { count, subtotal, discount: subtotal - total, total }
}

/** Cart lines, and the stock of what they hold. */
export function createCartRepository(currentDb: DbScope) {
  return {
    /** A product's own stock and its options' (in id order); undefined for an unknown product. */
    async stockOf(productId: number) {
      const db = currentDb()
      const product = await db
        .selectFrom('products')
        .select(['id', 'depo'])
        .where('id', '=', productId)
        // A hidden product cannot be added: it is not for sale now.
        .where('hidden', '=', 0)
        .executeTakeFirst()
      if (!product) return undefined
      const variants = await db
        .selectFrom('product_variants')
        .select(['id', 'unique_id', 'depo'])
        .where('product_id', '=', productId)
        .orderBy('id')
        .execute()
      return { depo: product.depo, variants }
    },

    /**
     * The requester's lines of one product and option, locked until the write's transaction
     * ends (PostgreSQL; SQLite runs one write at a time), in id order so that two writes never
     * wait on each other.
     */
    async lockSameItemLines(owner: VisitorOwner, item: LineItem) {
      const db = currentDb()
      return db
        .selectFrom('cart_items')
        .select(['id', 'user_id', 'quantity'])
        .where(ownedBy('cart_items', owner))
        .where('product_id', '=', item.productId)
        .where('variant_id', '=', item.variantId)
        .orderBy('id')
        .$if(isPostgres(db), (query) => query.forUpdate())
        .execute()
    },

    /**
     * Adds units to the owner's line of an item, making the line when there is none, unless the
     * line would then hold more than `limit`: then nothing changes and the answer is undefined.
     */
    async addToLine(
      owner: VisitorOwner,
      item: LineItem,
      adding: { quantity: number; limit: number; createdAt: string },
    ): Promise<{ quantity: number } | undefined> {
      const db = currentDb()
      // One atomic statement: concurrent adds meet on the line's unique key, and the one that
      // would pass the limit updates nothing.
      return db
        .insertInto('cart_items')
        .values({
          ...lineKey(owner, item),
          quantity: adding.quantity,
          created_at: adding.createdAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['session', 'user_id', 'product_id', 'variant_id'])
            .doUpdateSet((eb) => ({
              quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
            }))
            .where((eb) =>
              eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', adding.limit),
            ),
        )
        .returning('quantity')
        .executeTakeFirst()
    },

    /** The item of one of the owner's lines. */
    async lineItem(owner: VisitorOwner, lineId: number) {
      const db = currentDb()
      return db
        .selectFrom('cart_items')
        .select(['product_id', 'variant_id'])
        .where(ownedBy('cart_items', owner))
        .where('id', '=', lineId)
        .executeTakeFirst()
    },

    async setQuantity(lineId: number, quantity: number): Promise<void> {
      const db = currentDb()
      await db.updateTable('cart_items').set({ quantity }).where('id', '=', lineId).execute()
    },

    /** Removes a line whoever owns it (one the caller has locked). */
    async deleteLine(lineId: number): Promise<void> {
      const db = currentDb()
      await db.deleteFrom('cart_items').where('id', '=', lineId).execute()
    },

    /** Removes lines whoever owns them (ones the caller has locked). */
    async deleteLines(lineIds: number[]): Promise<void> {
      const db = currentDb()
      if (lineIds.length === 0) return
      await db.deleteFrom('cart_items').where('id', 'in', lineIds).execute()
    },

    /** Removes one of the owner's lines; false when the owner has no such line. */
    async deleteOwnedLine(owner: VisitorOwner, lineId: number): Promise<boolean> {
      const db = currentDb()
      return changedAnyRow(
        db.deleteFrom('cart_items').where(ownedBy('cart_items', owner)).where('id', '=', lineId),
      )
    },

    /**
     * Hands a visitor's lines in a browser session to the account they log in to: a line of an
     * item the account's cart holds already adds its units to it (up to the most a line holds),
     * others move. Run it in a transaction.
     */
    async adoptVisitorLines(session: string, userId: number): Promise<void> {
      const db = currentDb()
      const visitorLines = await db
        .selectFrom('cart_items')
        .select(['id', 'product_id', 'variant_id', 'quantity', 'created_at'])
        .where('session', '=', session)
        .where('user_id', '=', 0)
        .orderBy('id')
        .$if(isPostgres(db), (query) => query.forUpdate())
        .execute()
      for (const line of visitorLines) {
        await db
          .insertInto('cart_items')
          .values({
            ...lineKey(
              { session, userId },
              { productId: line.product_id, variantId: line.variant_id },
            ),
            quantity: line.quantity,
            created_at: line.created_at,
          })
          .onConflict((oc) =>
            oc.columns(['session', 'user_id', 'product_id', 'variant_id']).doUpdateSet({
              quantity: sql<number>`case when ${sql.ref('cart_items.quantity')} + ${sql.ref('excluded.quantity')} > ${sql.lit(maxLineQuantity)} then ${sql.lit(maxLineQuantity)} else ${sql.ref('cart_items.quantity')} + ${sql.ref('excluded.quantity')} end`,
            }),
          )
          .execute()
        await db.deleteFrom('cart_items').where('id', '=', line.id).execute()
      }
    },

    async clear(owner: VisitorOwner): Promise<void> {
      const db = currentDb()
      await db.deleteFrom('cart_items').where(ownedBy('cart_items', owner)).execute()
    },

    /**
     * The cart with prices from the database, in one query. `lock` holds its lines until the
     * write's transaction ends (PostgreSQL; SQLite runs one write at a time), in id order.
     */
    async cartOf(
      lang: Language,
      owner: VisitorOwner,
      { lock = false }: { lock?: boolean } = {},
    ): Promise<CartWire> {
      const db = currentDb()
      const rows = await db
        .selectFrom('cart_items')
        .innerJoin('products as p', 'p.id', 'cart_items.product_id')
        .leftJoin('product_texts as t', productTextsIn(lang, 'p'))
        .leftJoin('product_variants as v', 'v.id', 'cart_items.variant_id')
        .leftJoin('product_variant_texts as vt', (join) =>
          join.onRef('vt.variant_id', '=', 'v.id').on('vt.lang', '=', lang),
        )
        .select([
          'cart_items.id',
          'cart_items.product_id',
          'cart_items.quantity',
          'p.unique_id',
          'p.img',
          'p.price',
          'p.discount',
          'p.depo',
          't.title',
          't.vahed',
          'v.id as variant_id',
          'v.unique_id as variant_unique_id',
          'v.type as variant_type',
          'v.value as variant_value',
          'vt.name as variant_name',
          'v.price as variant_price',
          'v.discount as variant_discount',
          'v.depo as variant_depo',
        ])
        .where(ownedBy('cart_items', owner))
        .orderBy('cart_items.id')
        .$if(lock && isPostgres(db), (query) => query.forUpdate('cart_items'))
        .execute()

      const data = rows.map((row) => {
        const variant =
          row.variant_id !== null
            ? {
                id: row.variant_id,
                uniqueId: row.variant_unique_id ?? '',
                type: row.variant_type ?? '',
                value: row.variant_value ?? '',
                name: row.variant_name ?? '',
              }
            : null
        const price = row.variant_price ?? row.price
        const discount = row.variant_discount ?? row.discount
        const unitPrice = discount > 0 ? discount : price
        return {
          id: row.id,
          pid: row.product_id,
          uniqueId: row.unique_id,
          title: row.title ?? row.unique_id,
          img: row.img,
          dynamic: variant,
          quantity: row.quantity,
          price,
          discount,
          unit_price: unitPrice,
          line_total: unitPrice * row.quantity,
          depo: row.variant_depo ?? row.depo,
          vahed: { price: row.vahed ?? '' },
        }
      })
      return { data, ...totalsOf(data) }
    },
  }
}

export const cartRepositoryPlugin = repositoryPlugin('cartRepository', createCartRepository)
