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
import { isPostgres, type Db } from '../../db/database'
import { badRequest, conflict, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import type { AuthUser } from '../../services/auth-users'
import { nowIso } from '../../services/tokens'
import { cartOf, lineKey, ownedBy, type CartOwner } from './cart-lines'

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

/** Refuses an add that would put more than a line may hold, or than the stock, in the cart. */
function refuseAdd(item: Item, adding: number, inCart: number): never {
  const wanted = inCart + adding
  if (wanted > maxLineQuantity) {
    throw badRequest(`A cart holds at most ${maxLineQuantity} units of one product.`, {
      quantity: `at most ${Math.max(0, maxLineQuantity - inCart)} more`,
    })
  }
  refuseBeyondStock(item, wanted, inCart)
  throw conflict('Your cart changed meanwhile. Try again.')
}

/**
 * The requester's lines of one product and option, locked until the write's transaction ends
 * (PostgreSQL; SQLite runs one write at a time), in id order so that two writes never wait on
 * each other.
 */
function lockSameItemLines(db: Db, owner: CartOwner, item: Item) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'user_id', 'quantity'])
    .where(ownedBy(owner))
    .where('product_id', '=', item.productId)
    .where('variant_id', '=', item.variantId)
    .orderBy('id')
    .$if(isPostgres(db), (query) => query.forUpdate())
    .execute()
}

export const cartRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, addToCartCall, async ({ body, user, lang, db }) => {
    const owner = ownerOf(body.session, user)
    const item = await resolveItem(db, body.pid, body.dynamic)
    const lines = await lockSameItemLines(db, owner, item)
    const inCart = lines.reduce((sum, line) => sum + line.quantity, 0)
    const limit = Math.min(item.stock, maxLineQuantity)
    if (inCart + body.quantity > limit) refuseAdd(item, body.quantity, inCart)
    // A logged-in buyer's add takes the session's visitor line of the item into their own.
    const visitorLine = user ? lines.find((line) => line.user_id === 0) : undefined
    if (visitorLine) await db.deleteFrom('cart_items').where('id', '=', visitorLine.id).execute()
    const adding = body.quantity + (visitorLine?.quantity ?? 0)

    // One atomic statement: concurrent adds meet on the line's unique key, and the one that
    // would pass the limit updates nothing.
    const added = await db
      .insertInto('cart_items')
      .values({
        ...lineKey(owner, item),
        quantity: adding,
        created_at: nowIso(),
      })
      .onConflict((oc) =>
        oc
          .columns(['session', 'user_id', 'product_id', 'variant_id'])
          .doUpdateSet((eb) => ({
            quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
          }))
          .where((eb) =>
            eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', limit),
          ),
      )
      .returning('quantity')
      .executeTakeFirst()
    if (!added) {
      // Another add of the item made its line after this one looked: count that line too.
      const now = await lockSameItemLines(db, owner, item)
      const held = now.reduce((sum, line) => sum + line.quantity, 0) + (visitorLine?.quantity ?? 0)
      refuseAdd(item, body.quantity, held)
    }
    return { status: true, msg: 'Added to your cart.', cart: await cartOf(db, lang, owner) }
  })

  registerCall(app, cartListCall, async ({ body, user, lang, db }) =>
    cartOf(db, lang, ownerOf(body.session, user)),
  )

  registerCall(app, cartUpdateCall, async ({ body, user, lang, db }) => {
    const owner = ownerOf(body.session, user)
    const found = await db
      .selectFrom('cart_items')
      .select(['product_id', 'variant_id'])
      .where(ownedBy(owner))
      .where('id', '=', body.id)
      .executeTakeFirst()
    if (!found) throw notFound('There is no such line in your cart.')
    const item = await resolveItem(db, found.product_id, found.variant_id)
    const lines = await lockSameItemLines(db, owner, item)
    // Gone while its lines were locked (merged into the buyer's own line, or removed).
    if (!lines.some((line) => line.id === body.id)) {
      throw notFound('There is no such line in your cart.')
    }
    const inOtherLines = lines
      .filter((line) => line.id !== body.id)
      .reduce((sum, line) => sum + line.quantity, 0)
    refuseBeyondStock(item, body.quantity + inOtherLines, inOtherLines)
    await db
      .updateTable('cart_items')
      .set({ quantity: body.quantity })
      .where('id', '=', body.id)
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
