import type { FastifyPluginAsync } from 'fastify'
import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartInfoCall,
  cartListCall,
  cartUpdateCall,
  maxLineQuantity,
} from '../../../src/contract/cart'
import { badRequest, conflict, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { ownerOf, type LineItem } from '../../repositories/cart-repository'
import { nowIso } from '../../security/tokens'

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

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { cartRepository } = app

  /** The product and option a buyer means; a product with options and none named gets its first. */
  async function resolveItem(pid: number, dynamic: number | string | undefined): Promise<Item> {
    const stock = await cartRepository.stockOf(pid)
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

  registerCall(app, addToCartCall, async ({ body, user, lang }) => {
    const owner = ownerOf(body.session, user)
    const item = await resolveItem(body.pid, body.dynamic)
    const lines = await cartRepository.lockSameItemLines(owner, item)
    const inCart = lines.reduce((sum, line) => sum + line.quantity, 0)
    const limit = Math.min(item.stock, maxLineQuantity)
    if (inCart + body.quantity > limit) refuseAdd(item, body.quantity, inCart)
    // A logged-in buyer's add takes the session's visitor line of the item into their own.
    const visitorLine = user ? lines.find((line) => line.user_id === 0) : undefined
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
    return {
      status: true,
      msg: 'Added to your cart.',
      cart: await cartRepository.cartOf(lang, owner),
    }
  })

  registerCall(app, cartListCall, async ({ body, user, lang }) =>
    cartRepository.cartOf(lang, ownerOf(body.session, user)),
  )

  registerCall(app, cartUpdateCall, async ({ body, user, lang }) => {
    const owner = ownerOf(body.session, user)
    const found = await cartRepository.lineItem(owner, body.id)
    if (!found) throw notFound('There is no such line in your cart.')
    const item = await resolveItem(found.product_id, found.variant_id)
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
    return {
      status: true,
      msg: 'Your cart was updated.',
      cart: await cartRepository.cartOf(lang, owner),
    }
  })

  registerCall(app, cartDeleteCall, async ({ body, user, lang }) => {
    const owner = ownerOf(body.session, user)
    if (!(await cartRepository.deleteOwnedLine(owner, body.id))) {
      throw notFound('There is no such line in your cart.')
    }
    return {
      status: true,
      msg: 'Removed from your cart.',
      cart: await cartRepository.cartOf(lang, owner),
    }
  })

  registerCall(app, cartClearCall, async ({ body, user, lang }) => {
    const owner = ownerOf(body.session, user)
    await cartRepository.clear(owner)
    return {
      status: true,
      msg: 'Your cart is empty.',
      cart: await cartRepository.cartOf(lang, owner),
    }
  })

  registerCall(app, cartInfoCall, async ({ body, user, lang }) => {
    const { data: _lines, ...totals } = await cartRepository.cartOf(
      lang,
      ownerOf(body.session, user),
    )
    return totals
  })
}
