import type { ExpressionBuilder } from 'kysely'
import type { z } from 'zod'
import type { cartSchema, cartTotalsSchema } from '../../../src/contract/cart'
import type { Language } from '../../../src/contract/common'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'

type CartWire = z.input<typeof cartSchema>
type CartTotalsWire = z.input<typeof cartTotalsSchema>

/** Whose cart: the browser's session, plus the user's own lines when logged in. */
export interface CartOwner {
  session: string
  userId: number | null
}

/** Lines a requester may see and change: the visitor lines of the session, and the user's. */
export function ownedBy(owner: CartOwner) {
  return (eb: ExpressionBuilder<Database, 'cart_items'>) => {
    const visitorLines = eb.and([
      eb('cart_items.session', '=', owner.session),
      eb('cart_items.user_id', '=', 0),
    ])
    return owner.userId === null
      ? visitorLines
      : eb.or([visitorLines, eb('cart_items.user_id', '=', owner.userId)])
  }
}

/**
 * The unique key of the line an add writes: a visitor's line in their session, a logged-in
 * buyer's line in their account (whatever session they add from).
 */
export function lineKey(owner: CartOwner, item: { productId: number; variantId: number }) {
  return {
    session: owner.userId === null ? owner.session : '',
    user_id: owner.userId ?? 0,
    product_id: item.productId,
    variant_id: item.variantId,
  }
}

/** The cart with prices from the database, in one query. */
export async function cartOf(db: Db, lang: Language, owner: CartOwner): Promise<CartWire> {
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('products as p', 'p.id', 'cart_items.product_id')
    .leftJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang),
    )
    .leftJoin('product_variants as v', 'v.id', 'cart_items.variant_id')
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
      'v.price as variant_price',
      'v.discount as variant_discount',
      'v.depo as variant_depo',
    ])
    .where(ownedBy(owner))
    .orderBy('cart_items.id')
    .execute()

  const data = rows.map((row) => {
    const variant =
      row.variant_id !== null
        ? {
            id: row.variant_id,
            uniqueId: row.variant_unique_id ?? '',
            type: row.variant_type ?? '',
            value: row.variant_value ?? '',
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
}

export function totalsOf(
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
