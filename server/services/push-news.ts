import type { FastifyInstance } from 'fastify'
import { languages, type Language } from '../../src/contract/common'
import type { PaymentMethod } from '../../src/contract/orders'
import { staffNewsArea, type StaffNews } from '../../src/contract/push'
import { everyArea, mayWorkIn, type Role } from '../../src/contract/roles'
import {
  newOrderNotice,
  orderNotice,
  orderPushDelivery,
  questionNotice,
  staffPushDelivery,
  type OrderPushEvent,
} from '../push/push-notices'
import type { PushOwner } from '../repositories/push-repository'

/**
 * Keeps, in the caller's transaction, the notice of an order's move for each device its buyer
 * turned on (the account's, or the browser session's): in the order's language, sent once the
 * move commits, one per move and device.
 */
export async function queueOrderPush(
  app: FastifyInstance,
  order: { number: string; tracking: { number: string; carrier: string } | null },
  event: OrderPushEvent,
  buyer: PushOwner & { lang: Language },
  reason?: string,
): Promise<void> {
  if (app.pushQueue.publicKey === null) return
  const devices = await app.pushRepository.buyerDevices(buyer)
  const notice = orderNotice(order, event, { lang: buyer.lang, reason })
  await app.pushQueue.add(
    devices.map((device) => ({
      key: `order:${order.number}:${event}:${String(device.id)}`,
      subscriptionId: device.id,
      notice,
      delivery: orderPushDelivery[event],
    })),
  )
}

/** What waits for a staff member in the back office, in their areas: the app's badge. */
async function waitingFor(
  app: FastifyInstance,
  user: { role: Role; areas: string },
): Promise<number> {
  const [orders, questions] = await Promise.all([
    mayWorkIn(user, 'orders') ? app.ordersRepository.todo(new Date().toISOString()) : undefined,
    mayWorkIn(user, 'feedback') ? app.reviewsRepository.questionsWaiting() : undefined,
  ])
  return (orders ? orders.toConfirm + orders.awaitingPayment : 0) + (questions ?? 0)
}

/** Staff's devices told of this news whose accounts still work in its area. */
async function staffDevicesFor(app: FastifyInstance, news: StaffNews) {
  const devices = await app.pushRepository.staffDevices(news)
  return devices
    .map((device) => ({ ...device, user: { role: device.role, areas: device.areas ?? everyArea } }))
    .filter((device) => mayWorkIn(device.user, staffNewsArea[news]))
}

const deviceLanguage = (lang: string, fallback: Language): Language =>
  languages.find((language) => language === lang) ?? fallback

/** Keeps the notice of a new order for each staff device told of new orders. */
export async function queueNewOrderPush(
  app: FastifyInstance,
  order: { number: string; total: number; payment: PaymentMethod },
): Promise<void> {
  if (app.pushQueue.publicKey === null) return
  const devices = await staffDevicesFor(app, 'orders')
  const pushes = []
  for (const device of devices) {
    const notice = newOrderNotice(order, {
      lang: deviceLanguage(device.lang, app.config.defaultLang),
      currency: app.config.currency,
      badge: await waitingFor(app, device.user),
    })
    pushes.push({
      key: `new-order:${order.number}:${String(device.id)}`,
      subscriptionId: device.id,
      notice,
      delivery: staffPushDelivery.orders,
    })
  }
  await app.pushQueue.add(pushes)
}

/** Keeps the notice of a new question (`id`) for each staff device told of questions. */
export async function queueQuestionPush(app: FastifyInstance, id: number): Promise<void> {
  if (app.pushQueue.publicKey === null) return
  const devices = await staffDevicesFor(app, 'questions')
  if (devices.length === 0) return
  const waiting = await app.reviewsRepository.questionsWaiting()
  const pushes = []
  for (const device of devices) {
    const notice = questionNotice(
      { waiting },
      {
        lang: deviceLanguage(device.lang, app.config.defaultLang),
        badge: await waitingFor(app, device.user),
      },
    )
    pushes.push({
      key: `question:${String(id)}:${String(device.id)}`,
      subscriptionId: device.id,
      notice,
      delivery: staffPushDelivery.questions,
      // A device away hears of the questions waiting once, not of each.
      topic: 'questions-waiting',
    })
  }
  await app.pushQueue.add(pushes)
}
