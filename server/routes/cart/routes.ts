import type { FastifyPluginAsync } from 'fastify'
import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartInfoCall,
  cartListCall,
  cartUpdateCall,
  maxLineQuantity,
  transferTotalCall,
} from '../../../src/contract/cart'
import type { Db } from '../../db/database'
import { badRequest, conflict, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import type { AuthUser } from '../../services/auth-users'
import { nowIso } from '../../services/tokens'
import { cartOf, ownedBy, type CartOwner } from './cart-lines'

const ownerOf = (session: string, user: AuthUser | null): CartOwner => ({
  session,
  userId: user?.id ?? null,
})

interface Item {
  productId: number
  /** 0 for a product without options. */
  variantId: number
  stock: number
}

/** The product and option a buyer means; a product with options and none named gets its first. */
async function resolveItem(
  db: Db,
  pid: number,
  dynamic: number | string | undefined,
): Promise<Item> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'depo'])
    .where('id', '=', pid)
    .executeTakeFirst()
  if (!product) throw notFound(`There is no product with id ${pid}.`)
  const variants = await db
    .selectFrom('product_variants')
    .select(['id', 'unique_id', 'depo'])
    .where('product_id', '=', pid)
    .orderBy('id')
    .execute()
  const named = dynamic !== undefined && dynamic !== 0 && dynamic !== ''
  if (!named) {
    const first = variants[0]
    return first
      ? { productId: pid, variantId: first.id, stock: first.depo }
      : { productId: pid, variantId: 0, stock: product.depo }
  }
  const variant = variants.find(
    (v) => v.unique_id === dynamic || (/^\d+$/.test(String(dynamic)) && v.id === Number(dynamic)),
  )
  if (!variant) {
    throw badRequest(`Invalid request: dynamic is not an option of product ${pid}`, {
      dynamic: 'is not an option of this product',
    })
  }
  return { productId: pid, variantId: variant.id, stock: variant.depo }
}

function refuseBeyondStock(item: Item, wanted: number, inCart: number): void {
  if (wanted <= item.stock) return
  if (item.stock === 0) throw conflict('This product is out of stock.')
  throw conflict(
    inCart > 0
      ? `Only ${item.stock} left in stock and your cart already holds ${inCart}.`
      : `Only ${item.stock} left in stock.`,
  )
}

/** Lines of the requester holding the same product and option. */
function sameItemLines(db: Db, owner: CartOwner, item: Item) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where(ownedBy(owner))
    .where('product_id', '=', item.productId)
    .where('variant_id', '=', item.variantId)
    .orderBy('id')
    .execute()
}

export const cartRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, addToCartCall, async ({ body, user, lang, db }) => {
    const owner = ownerOf(body.session, user)
    const item = await resolveItem(db, body.pid, body.dynamic)
    const lines = await sameItemLines(db, owner, item)
    const inCart = lines.reduce((sum, line) => sum + line.quantity, 0)
    const wanted = inCart + body.quantity
    if (wanted > maxLineQuantity) {
      throw badRequest(`A cart holds at most ${maxLineQuantity} units of one product.`, {
        quantity: `at most ${maxLineQuantity - inCart} more`,
      })
    }
    refuseBeyondStock(item, wanted, inCart)
    const line = lines[0]
    if (line) {
      await db
        .updateTable('cart_items')
        .set({ quantity: line.quantity + body.quantity })
        .where('id', '=', line.id)
        .execute()
    } else {
      await db
        .insertInto('cart_items')
        .values({
          session: body.session,
          user_id: user?.id ?? 0,
          product_id: item.productId,
          variant_id: item.variantId,
          quantity: body.quantity,
          created_at: nowIso(),
        })
        .execute()
    }
    return { status: true, msg: 'Added to your cart.', cart: await cartOf(db, lang, owner) }
  })

  registerCall(app, cartListCall, async ({ body, user, lang, db }) =>
    cartOf(db, lang, ownerOf(body.session, user)),
  )

  registerCall(app, cartUpdateCall, async ({ body, user, lang, db }) => {
    const owner = ownerOf(body.session, user)
    const line = await db
      .selectFrom('cart_items')
      .select(['id', 'product_id', 'variant_id'])
      .where(ownedBy(owner))
      .where('id', '=', body.id)
      .executeTakeFirst()
    if (!line) throw notFound('There is no such line in your cart.')
    const item = await resolveItem(db, line.product_id, line.variant_id)
    const others = (await sameItemLines(db, owner, item)).filter((l) => l.id !== line.id)
    const inOtherLines = others.reduce((sum, l) => sum + l.quantity, 0)
    refuseBeyondStock(item, body.quantity + inOtherLines, inOtherLines)
    await db
      .updateTable('cart_items')
      .set({ quantity: body.quantity })
      .where('id', '=', line.id)
      .execute()
    return { status: true, msg: 'Your cart was updated.', cart: await cartOf(db, lang, owner) }
  })

  registerCall(app, cartDeleteCall, async ({ body, user, lang, db }) => {
    const owner = ownerOf(body.session, user)
    const removed = await db
      .deleteFrom('cart_items')
      .where(ownedBy(owner))
      .where('id', '=', body.id)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) {
      throw notFound('There is no such line in your cart.')
    }
    return {
      status: true,
      msg: 'Removed from your cart.',
      cart: await cartOf(db, lang, owner),
    }
  })

  registerCall(app, cartClearCall, async ({ body, user, lang, db }) => {
    const owner = ownerOf(body.session, user)
    await db.deleteFrom('cart_items').where(ownedBy(owner)).execute()
    return { status: true, msg: 'Your cart is empty.', cart: await cartOf(db, lang, owner) }
  })

  for (const call of [cartInfoCall, transferTotalCall]) {
    registerCall(app, call, async ({ body, user, lang, db }) => {
      const { data: _lines, ...totals } = await cartOf(db, lang, ownerOf(body.session, user))
      return totals
    })
  }
}
