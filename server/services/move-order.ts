import type { FastifyInstance } from 'fastify'
import {
  orderMoves,
  type OrderMoveTarget,
  type StaffOrder,
} from '../../src/contract/back-office-orders'
import type { OrderStatus } from '../../src/contract/orders'
import { conflict, notFound } from '../http/errors'
import { orderNumberOf } from '../records/order-numbers'
import { inStockRowOrder } from '../records/stock-rows'
import type { Changer } from '../repositories/audit-repository'
import { nowIso } from '../security/tokens'
import { queueOrderMail } from './order-mail'
import { queueOrderPush } from './push-news'

const statusNames: Record<OrderStatus, string> = {
  placed: 'placed',
  awaiting_payment: 'awaiting payment',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
}

const refusal = (number: string, status: OrderStatus, to: OrderMoveTarget) =>
  conflict(`Order ${number} is ${statusNames[status]}: it cannot be moved to ${statusNames[to]}.`)

/** The audit subject of an order. */
export const orderSubject = (number: string) => `order:${number}`

/** An order as staff see it, with its history; 404 when there is none with this number. */
export async function staffOrder(app: FastifyInstance, typed: string): Promise<StaffOrder> {
  const number = orderNumberOf(typed)
  const found = await app.ordersRepository.staffOrderOf(number)
  if (!found) throw notFound(`There is no order ${number}.`)
  const { rows } = await app.auditRepository.page(
    { subject: orderSubject(number) },
    { limit: 100, offset: 0 },
  )
  // Where a transfer is to be paid, as its buyer is told.
  const bank = found.order.payment === 'transfer' ? (app.config.bankAccount ?? null) : null
  return { ...found.order, lang: found.buyer.lang, bank, history: rows }
}

/** What staff say with a move: why an order is cancelled, how a shipped one is followed. */
export interface MoveDetails {
  reason?: string
  tracking?: { number: string; carrier: string }
}

/**
 * Moves an order to a status, in the caller's transaction: the guarded update, the stock a
 * cancel returns, the audit row and the buyer's mail and pushes commit together. Already there: answered
 * unchanged.
 */
export async function moveOrder(
  app: FastifyInstance,
  typed: string,
  to: OrderMoveTarget,
  by: Changer,
  { reason, tracking }: MoveDetails = {},
): Promise<StaffOrder> {
  const { ordersRepository, auditRepository } = app
  const number = orderNumberOf(typed)
  const found = await ordersRepository.staffOrderOf(number)
  if (!found) throw notFound(`There is no order ${number}.`)
  const from = found.order.status
  if (from === to) return staffOrder(app, number)
  if (!orderMoves[from].includes(to)) throw refusal(number, from, to)
  if (!(await ordersRepository.moveStatus(found.id, from, to, nowIso(), tracking))) {
    // Another move came first: answer as if this one had come after it.
    const now = (await ordersRepository.staffOrderOf(number))?.order.status ?? from
    if (now === to) return staffOrder(app, number)
    throw refusal(number, now, to)
  }
  if (to === 'cancelled') {
    for (const { item, quantity } of inStockRowOrder(found.items)) {
      await ordersRepository.returnStock(item, quantity)
    }
  }
  await auditRepository.record(by, {
    action: 'order.status',
    subject: orderSubject(number),
    before: { status: from },
    after: { status: to, ...(reason ? { reason } : {}), ...(tracking ? { tracking } : {}) },
  })
  const moved = await staffOrder(app, number)
  await queueOrderMail(app, moved, to, found.buyer, reason)
  // A transfer's order confirmed: its money arrived.
  const heard = from === 'awaiting_payment' && to === 'confirmed' ? 'paid' : to
  await queueOrderPush(app, moved, heard, found.buyer, reason)
  return moved
}

/** Keeps a staff member's note in an order's history. */
export async function noteOrder(
  app: FastifyInstance,
  typed: string,
  text: string,
  by: Changer,
): Promise<StaffOrder> {
  const number = orderNumberOf(typed)
  if (!(await app.ordersRepository.staffOrderOf(number))) {
    throw notFound(`There is no order ${number}.`)
  }
  await app.auditRepository.record(by, {
    action: 'order.note',
    subject: orderSubject(number),
    before: null,
    after: { note: text },
  })
  return staffOrder(app, number)
}
