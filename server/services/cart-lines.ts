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

/** The units the lines hold together. */
const unitsIn = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0)

/** The answer to a line that is not the buyer's, or no longer in the cart. */
const noSuchLine = () => notFound('There is no such line in your cart.')

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
 * The cart of a request's visitor, in its language: each change runs in the caller's transaction
 * and answers the cart as it is then.
 */
export function visitorCart(app: FastifyInstance, owner: VisitorOwner, lang: Language) {
  const { cartRepository } = app
  const read = () => cartRepository.cartOf(lang, owner)
  return {
    read,

    /**
     * Adds units of a product (or an option): never more than the stock nor a line's most; a
     * logged-in buyer's add takes the session's visitor line of the item into their own.
     */
    async add(body: CallParsedRequest<typeof addToCartCall>) {
      const item = await resolveItem(app, body.pid, body.dynamic)
      const lines = await cartRepository.lockSameItemLines(owner, item)
      const inCart = unitsIn(lines)
      const limit = Math.min(item.stock, maxLineQuantity)
      if (inCart + body.quantity > limit) refuseAdd(item, body.quantity, inCart)
      // A logged-in buyer's add takes the session's visitor line of the item into their own.
      const visitorLine =
        owner.userId !== null ? lines.find((line) => line.user_id === 0) : undefined
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
        const held = unitsIn(now) + (visitorLine?.quantity ?? 0)
        refuseAdd(item, body.quantity, held)
      }
      return read()
    },

    /** Sets a line to a quantity, never beyond the stock. */
    async update(body: CallParsedRequest<typeof cartUpdateCall>) {
      const found = await cartRepository.lineItem(owner, body.id)
      if (!found) throw noSuchLine()
      const item = await resolveItem(app, found.product_id, found.variant_id)
      const lines = await cartRepository.lockSameItemLines(owner, item)
      // Gone while its lines were locked (merged into the buyer's own line, or removed).
      if (!lines.some((line) => line.id === body.id)) throw noSuchLine()
      const inOtherLines = unitsIn(lines.filter((line) => line.id !== body.id))
      refuseBeyondStock(item, body.quantity + inOtherLines, inOtherLines)
      await cartRepository.setQuantity(body.id, body.quantity)
      return read()
    },

    /** Takes a line out; 404 for a line that is not the visitor's. */
    async remove(id: number) {
      if (!(await cartRepository.deleteOwnedLine(owner, id))) throw noSuchLine()
      return read()
    },

    /** Empties the cart. */
    async empty() {
      await cartRepository.clear(owner)
      return read()
    },
  }
}
