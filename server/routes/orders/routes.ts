import type { FastifyPluginAsync } from 'fastify'
import {
  orderCall,
  ordersPerPage,
  ownDeliveryCall,
  ownOrderListCall,
  placeOrderCall,
  transferTotalCall,
  type Order,
  type PaymentMethod,
} from '../../../src/contract/orders'
import { notFound } from '../../http/errors'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { ownerOf } from '../../db/visitor-owner'
import type { StoredOrder } from '../../repositories/orders-repository'
import { orderNumberOf } from '../../records/order-numbers'
import { pagedList, pageWindow } from '../../records/paged-list'
import { placeOrder } from '../../services/place-order'

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { config, cartRepository, ordersRepository } = app
  const bank = config.bankAccount ?? null
  const payments: PaymentMethod[] = bank ? ['cod', 'transfer'] : ['cod']

  /** An order as the API answers it: where to transfer the total, for one paid by transfer. */
  const withBank = (order: StoredOrder): Order => ({
    ...order,
    bank: order.payment === 'transfer' ? bank : null,
  })

  registerCall(app, transferTotalCall, async ({ body, user, lang }) => {
    const { data: lines, ...totals } = await cartRepository.cartOf(
      lang,
      ownerOf(body.session, user),
    )
    const shipping = lines.length > 0 ? config.shippingCost : 0
    return { ...totals, shipping, payable: totals.total + shipping, payments, bank }
  })

  registerCall(app, placeOrderCall, async ({ body, user, lang }) => {
    const order = await placeOrder(app, { body, user, lang })
    return { status: true, msg: 'Your order is placed.', order: withBank(order) }
  })

  registerCall(app, orderCall, mayBeMissing, async ({ body, user }) => {
    const order = await ordersRepository.orderOf(
      ownerOf(body.session, user),
      orderNumberOf(body.number),
    )
    if (!order) throw notFound('There is no such order.')
    return withBank(order)
  })

  registerCall(app, ownOrderListCall, async ({ body, user }) => {
    const { rows, total } = await ordersRepository.ordersPage(
      user.id,
      pageWindow(body.page, ordersPerPage),
    )
    return pagedList(rows.map(withBank), total, body.page, ordersPerPage)
  })

  registerCall(app, ownDeliveryCall, async ({ user }) => {
    const last = await ordersRepository.lastDeliveryOf(user.id)
    if (last) return last
    // Before the first order: who the account is, and where it is reached.
    const name = `${user.fname} ${user.lname}`.trim()
    return { name, phone: user.phone, address: '', postal_code: '' }
  })
}
