import type { FastifyInstance } from 'fastify'
import type { addToCartCall, cartUpdateCall } from '../../src/contract/cart'
import { maxLineQuantity } from '../../src/contract/cart'
import type { CallParsedRequest } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import { badRequest, conflict, notFound } from '../http/errors'
import type { LineItem } from '../repositories/cart-repository'
import type { VisitorOwner } from '../db/visitor-owner'
import { nowIso } from '../security/tokens'

interface Item extends LineItem {
  stock: number
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
      quantity: {
        reason: 'tooBig',
        limit: Math.max(0, maxLineQuantity - inCart),
        message: `at most ${Math.max(0, maxLineQuantity - inCart)} more`,
      },
    })
  }
  refuseBeyondStock(item, wanted, inCart)
  throw conflict('Your cart changed meanwhile. Try again.')
}

/** The product and option a buyer means; a product with options and none named gets its first. */
async function resolveItem(
  app: FastifyInstance,
  pid: number,
  dynamic: number | string | undefined,
): Promise<Item> {
  const stock = await app.cartRepository.stockOf(pid)
  if (!stock) throw notFound(`There is no product with id ${pid}.`)
  const { variants } = stock
  const named = dynamic !== undefined && dynamic !== 0 && dynamic !== ''
  if (!named) {
    const first = variants[0]
    return first
      ? { productId: pid, variantId: first.id, stock: first.depo }
      : { productId: pid, variantId: 0, stock: stock.depo }
  }
  const variant = variants.find(
    (v) => v.unique_id === dynamic || (/^\d+$/.test(String(dynamic)) && v.id === Number(dynamic)),
  )
  if (!variant) {
    throw badRequest(`Invalid request: dynamic is not an option of product ${pid}`, {
      dynamic: { reason: 'unknown', message: 'is not an option of this product' },
    })
  }
  return { productId: pid, variantId: variant.id, stock: variant.depo }
}

/**
 * Adds units of a product (or an option) to the buyer's cart, in the caller's transaction: never
 * more than the stock nor a line's most; a logged-in buyer's add takes the session's visitor line
 * of the item into their own. The cart as it is then.
 */
export async function addToCart(
  app: FastifyInstance,
  owner: VisitorOwner,
  body: CallParsedRequest<typeof addToCartCall>,
  lang: Language,
) {
  const { cartRepository } = app
  const item = await resolveItem(app, body.pid, body.dynamic)
  const lines = await cartRepository.lockSameItemLines(owner, item)
  const inCart = lines.reduce((sum, line) => sum + line.quantity, 0)
  const limit = Math.min(item.stock, maxLineQuantity)
  if (inCart + body.quantity > limit) refuseAdd(item, body.quantity, inCart)
  // A logged-in buyer's add takes the session's visitor line of the item into their own.
  const visitorLine = owner.userId !== null ? lines.find((line) => line.user_id === 0) : undefined
  if (visitorLine) await cartRepository.deleteLine(visitorLine.id)
  const adding = body.quantity + (visitorLine?.quantity ?? 0)

  const added = await cartRepository.addToLine(owner, item, {
    quantity: adding,
    limit,
    createdAt: nowIso(),
  })
  if (!added) {
    // Another add of the item made its line after this one looked: count that line too.
    const now = await cartRepository.lockSameItemLines(owner, item)
    const held = now.reduce((sum, line) => sum + line.quantity, 0) + (visitorLine?.quantity ?? 0)
    refuseAdd(item, body.quantity, held)
  }
  return cartRepository.cartOf(lang, owner)
}

/** Sets a line of the buyer's cart to a quantity, never beyond the stock. The cart then. */
export async function updateCartLine(
  app: FastifyInstance,
  owner: VisitorOwner,
  body: CallParsedRequest<typeof cartUpdateCall>,
  lang: Language,
) {
  const { cartRepository } = app
  const found = await cartRepository.lineItem(owner, body.id)
  if (!found) throw notFound('There is no such line in your cart.')
  const item = await resolveItem(app, found.product_id, found.variant_id)
  const lines = await cartRepository.lockSameItemLines(owner, item)
  // Gone while its lines were locked (merged into the buyer's own line, or removed).
  if (!lines.some((line) => line.id === body.id)) {
    throw notFound('There is no such line in your cart.')
  }
  const inOtherLines = lines
    .filter((line) => line.id !== body.id)
    .reduce((sum, line) => sum + line.quantity, 0)
  refuseBeyondStock(item, body.quantity + inOtherLines, inOtherLines)
  await cartRepository.setQuantity(body.id, body.quantity)
  return cartRepository.cartOf(lang, owner)
}

/** Takes a line out of the buyer's cart; 404 for a line that is not theirs. The cart then. */
export async function removeCartLine(
  app: FastifyInstance,
  owner: VisitorOwner,
  id: number,
  lang: Language,
) {
  if (!(await app.cartRepository.deleteOwnedLine(owner, id))) {
    throw notFound('There is no such line in your cart.')
  }
  return app.cartRepository.cartOf(lang, owner)
}

/** Empties the buyer's cart. The cart then, empty. */
export async function emptyCart(app: FastifyInstance, owner: VisitorOwner, lang: Language) {
  await app.cartRepository.clear(owner)
  return app.cartRepository.cartOf(lang, owner)
}
