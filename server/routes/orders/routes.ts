import type { FastifyPluginAsync } from 'fastify'
import { errorCodes } from '../../../src/contract/errors'
import {
  orderCall,
  ordersPerPage,
  ownOrderListCall,
  placeOrderCall,
  transferTotalCall,
  type Order,
  type PaymentMethod,
} from '../../../src/contract/orders'
import type { Db } from '../../db/database'
import { ApiError, badRequest, conflict, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { ownerOf, type LineItem } from '../../repositories/cart-repository'
import type { StoredOrder } from '../../repositories/orders-repository'
import { newOrderNumber, orderNumberOf } from '../../records/order-numbers'
import { pagedList, pageWindow } from '../../records/paged-list'
import { nowIso } from '../../security/tokens'

/** What an order takes from one product's or option's stock. */
interface Taking {
  item: LineItem
  quantity: number
  title: string
}

/**
 * The stock a cart's lines take, one entry per product or option: products' rows before
 * options', each in id order, so that all orders lock stock rows in one order and never deadlock.
 */
function stockTaken(
  lines: { pid: number; dynamic: { id: number } | null; quantity: number; title: string }[],
): Taking[] {
  const takings = new Map<string, Taking>()
  for (const line of lines) {
    const item = { productId: line.pid, variantId: line.dynamic?.id ?? 0 }
    const key = `${item.productId}:${item.variantId}`
    const taking = takings.get(key)
    if (taking) taking.quantity += line.quantity
    else takings.set(key, { item, quantity: line.quantity, title: line.title })
  }
  // Ids are PostgreSQL integers (below 2^31): options' rows sort after every product's.
  const rank = ({ item }: Taking) =>
    item.variantId === 0 ? item.productId : 2 ** 31 + item.variantId
  return [...takings.values()].sort((a, b) => rank(a) - rank(b))
}

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { config, cartRepository, ordersRepository } = app
  const bank = config.bankAccount ?? null
  const payments: PaymentMethod[] = bank ? ['cod', 'transfer'] : ['cod']

  /** An order as the API answers it: where to transfer the total, for one paid by transfer. */
  const withBank = (order: StoredOrder): Order => ({
    ...order,
    bank: order.payment === 'transfer' ? bank : null,
  })

  /** The 409 for a product or option with fewer units left than the order takes. */
  async function shortfall(db: Db, { item, quantity, title }: Taking): Promise<ApiError> {
    const stock = await cartRepository.stockOf(db, item.productId)
    const left =
      item.variantId === 0
        ? (stock?.depo ?? 0)
        : (stock?.variants.find((variant) => variant.id === item.variantId)?.depo ?? 0)
    return left === 0
      ? conflict(`${title} is out of stock now. Remove it from your cart to order the rest.`)
      : conflict(`Only ${left} left in stock of ${title}; your cart holds ${quantity}.`)
  }

  registerCall(app, transferTotalCall, async ({ body, user, lang, db }) => {
    const { data: lines, ...totals } = await cartRepository.cartOf(
      db,
      lang,
      ownerOf(body.session, user),
    )
    const shipping = lines.length > 0 ? config.shippingCost : 0
    return { ...totals, shipping, payable: totals.total + shipping, payments, bank }
  })

  registerCall(app, placeOrderCall, async ({ body, user, lang, db }) => {
    if (body.payment === 'transfer' && !bank) {
      const message = 'Bank transfer is not offered: choose cash on delivery.'
      throw badRequest(message, { payment: message })
    }
    const owner = ownerOf(body.session, user)
    const cart = await cartRepository.cartOf(db, lang, owner, { lock: true })
    if (cart.data.length === 0) {
      throw new ApiError(
        400,
        errorCodes.badRequest,
        'Your cart is empty: add a product to it before ordering.',
      )
    }
    for (const taking of stockTaken(cart.data)) {
      // A refusal ends the transaction: the stock taken for earlier lines goes back.
      if (!(await ordersRepository.takeStock(db, taking.item, taking.quantity))) {
        throw await shortfall(db, taking)
      }
    }
    const shipping = config.shippingCost
    const order = await ordersRepository.addOrder(
      db,
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
    await cartRepository.deleteLines(
      db,
      cart.data.map((line) => line.id),
    )
    return { status: true, msg: 'Your order is placed.', order: withBank(order) }
  })

  registerCall(app, orderCall, async ({ body, user, db }) => {
    const order = await ordersRepository.orderOf(
      db,
      ownerOf(body.session, user),
      orderNumberOf(body.number),
    )
    if (!order) throw notFound('There is no such order.')
    return withBank(order)
  })

  registerCall(app, ownOrderListCall, async ({ body, user, db }) => {
    const { rows, total } = await ordersRepository.ordersPage(
      db,
      user.id,
      pageWindow(body.page, ordersPerPage),
    )
    return pagedList(rows.map(withBank), total, body.page, ordersPerPage)
  })
}
