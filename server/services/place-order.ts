import type { FastifyInstance } from 'fastify'
import type { Language } from '../../src/contract/common'
import { errorCodes } from '../../src/contract/errors'
import type { placeOrderCall } from '../../src/contract/orders'
import type { CallParsedRequest } from '../../src/contract/call'
import { ApiError, conflict, fieldRefused } from '../http/errors'
import { newOrderNumber } from '../records/order-numbers'
import { inStockRowOrder } from '../records/stock-rows'
import type { AuthUser } from '../repositories/accounts-repository'
import type { LineItem } from '../repositories/cart-repository'
import { ownerOf } from '../db/visitor-owner'
import type { StoredOrder } from '../repositories/orders-repository'
import { nowIso } from '../security/tokens'
import { queueOrderMail } from './order-mail'
import { queueNewOrderPush, queueOrderPush } from './push-news'

/** What an order takes from one product's or option's stock. */
interface Taking {
  item: LineItem
  quantity: number
  title: string
}

/** The stock a cart's lines take, one entry per product or option, in stock row order. */
function stockTaken(
  lines: { pid: number; dynamic: { id: number } | null; quantity: number; title: string }[],
): Taking[] {
  return inStockRowOrder(
    lines.map((line) => ({
      item: { productId: line.pid, variantId: line.dynamic?.id ?? 0 },
      quantity: line.quantity,
      title: line.title,
    })),
  )
}

/** The 409 for a product or option with fewer units left than the order takes. */
async function shortfall(
  app: FastifyInstance,
  { item, quantity, title }: Taking,
): Promise<ApiError> {
  const stock = await app.cartRepository.stockOf(item.productId)
  const left =
    item.variantId === 0
      ? (stock?.depo ?? 0)
      : (stock?.variants.find((variant) => variant.id === item.variantId)?.depo ?? 0)
  return left === 0
    ? conflict(`${title} is out of stock now. Remove it from your cart to order the rest.`)
    : conflict(`Only ${left} left in stock of ${title}; your cart holds ${quantity}.`)
}

export interface OrderRequest {
  body: CallParsedRequest<typeof placeOrderCall>
  user: AuthUser | null
  lang: Language
}

/**
 * Turns the visitor's cart into an order: takes the stock of every line (all or nothing, in the
 * caller's transaction), records the order with its lines, empties the cart and keeps the mail
 * that tells of it.
 */
export async function placeOrder(
  app: FastifyInstance,
  { body, user, lang }: OrderRequest,
): Promise<StoredOrder> {
  const { config, cartRepository, ordersRepository } = app
  if (body.payment === 'transfer' && !config.bankAccount) {
    throw fieldRefused('payment', {
      reason: 'choice',
      message: 'Bank transfer is not offered: choose cash on delivery.',
    })
  }
  const owner = ownerOf(body.session, user)
  const cart = await cartRepository.cartOf(lang, owner, { lock: true })
  if (cart.data.length === 0) {
    throw new ApiError(
      400,
      errorCodes.badRequest,
      'Your cart is empty: add a product to it before ordering.',
    )
  }
  for (const taking of stockTaken(cart.data)) {
    // A refusal ends the transaction: the stock taken for earlier lines goes back.
    if (!(await ordersRepository.takeStock(taking.item, taking.quantity))) {
      throw await shortfall(app, taking)
    }
  }
  const shipping = config.shippingCost
  const order = await ordersRepository.addOrder(
    {
      number: newOrderNumber(),
      user_id: user?.id ?? 0,
      session: body.session,
      name: body.name,
      phone: body.phone,
      address: body.address,
      postal_code: body.postal_code,
      payment: body.payment,
      status: body.payment === 'transfer' ? 'awaiting_payment' : 'placed',
      subtotal: cart.subtotal,
      discount: cart.discount,
      shipping,
      total: cart.total + shipping,
      created_at: nowIso(),
      lang,
      email: user?.email ?? null,
    },
    cart.data.map((line) => ({
      product_id: line.pid,
      variant_id: line.dynamic?.id ?? 0,
      unique_id: line.uniqueId,
      img: line.img,
      title: line.title,
      option: line.dynamic?.value ?? '',
      // In the language ordered in, like the title: the line reads as the buyer chose it.
      option_type: line.dynamic?.type ?? '',
      option_name: line.dynamic?.name ?? '',
      quantity: line.quantity,
      unit_price: line.unit_price,
      line_total: line.line_total,
    })),
  )
  await cartRepository.deleteLines(cart.data.map((line) => line.id))
  await queueOrderMail(app, order, 'placed', { lang, email: user?.email ?? null })
  await queueOrderPush(app, order, 'placed', {
    lang,
    userId: user?.id ?? 0,
    session: body.session,
  })
  await queueNewOrderPush(app, order)
  return order
}
