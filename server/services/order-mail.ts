import type { FastifyInstance } from 'fastify'
import type { Language } from '../../src/contract/common'
import { newOrderMail, orderMail, type OrderMailEvent } from '../mail/order-mail'
import type { StoredOrder } from '../repositories/orders-repository'

/** Where and in what language an order's buyer reads mail. */
export interface OrderBuyer {
  lang: Language
  /** None: the buyer gets no mail. */
  email: string | null
}

/**
 * Keeps, in the caller's transaction, the mail of an order's move: to its buyer, in the order's
 * language, and for a new order to the shop (`ORDER_NOTIFY_EMAIL`). Sent once the move commits,
 * one message per move.
 */
export async function queueOrderMail(
  app: FastifyInstance,
  order: StoredOrder,
  event: OrderMailEvent,
  buyer: OrderBuyer,
  reason?: string,
): Promise<void> {
  const { config, mailQueue } = app
  const context = {
    publicUrl: config.publicUrl,
    currency: config.currency,
    bank: config.bankAccount,
  }
  if (buyer.email) {
    await mailQueue.add({
      key: `order:${order.number}:${event}`,
      to: buyer.email,
      ...orderMail(order, event, { lang: buyer.lang, reason }, context),
    })
  }
  if (event === 'placed' && config.orderNotifyEmail) {
    await mailQueue.add({
      key: `order:${order.number}:new`,
      to: config.orderNotifyEmail,
      ...newOrderMail(order, config.defaultLang, context),
    })
  }
}
