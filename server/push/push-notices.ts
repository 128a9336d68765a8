import type { Language } from '../../src/contract/common'
import { localeForLanguage } from '../../src/contract/language-rules'
import type { PaymentMethod } from '../../src/contract/orders'
import type { PushNotice } from '../../src/contract/push'
import type { OrderMailEvent } from '../mail/order-mail'
import { shopIntl } from '../../src/i18n/intl'
import { localeInfo } from '../../src/i18n/locales'
import { pushMessages } from './push-messages'

/** What a buyer's devices are told of: each move, and a transfer's money arriving (`paid`). */
export type OrderPushEvent = OrderMailEvent | 'paid'

/** How long a push service keeps a notice for a device that is away, and how urgent it is. */
export interface PushDelivery {
  ttlSeconds: number
  urgency: 'very-low' | 'low' | 'normal' | 'high'
}

const hour = 3600

/** A buyer hears of a shipped or cancelled order soonest; a notice days late is still worth having. */
export const orderPushDelivery: Record<OrderPushEvent, PushDelivery> = {
  placed: { ttlSeconds: 6 * hour, urgency: 'normal' },
  confirmed: { ttlSeconds: 2 * 24 * hour, urgency: 'normal' },
  paid: { ttlSeconds: 2 * 24 * hour, urgency: 'normal' },
  shipped: { ttlSeconds: 4 * 24 * hour, urgency: 'high' },
  delivered: { ttlSeconds: 2 * 24 * hour, urgency: 'normal' },
  cancelled: { ttlSeconds: 4 * 24 * hour, urgency: 'high' },
}

/** Staff hear of a new order at once, of questions within the day. */
export const staffPushDelivery = {
  orders: { ttlSeconds: 12 * hour, urgency: 'high' },
  questions: { ttlSeconds: 24 * hour, urgency: 'normal' },
} satisfies Record<string, PushDelivery>

const intlOf = (lang: Language, currency?: string) =>
  shopIntl(localeForLanguage(lang), pushMessages, currency)

const pageOf = (lang: Language) => {
  const locale = localeForLanguage(lang)
  return { lang: locale, dir: localeInfo[locale].dir }
}

/** The notice of an order's move, in the order's language: its number, what happened, where to look. */
export function orderNotice(
  order: { number: string; tracking: { number: string; carrier: string } | null },
  event: OrderPushEvent,
  { lang, reason }: { lang: Language; reason?: string },
): PushNotice {
  const { t } = intlOf(lang)
  const lines = [t(`push.${event}.body`)]
  if (event === 'shipped' && order.tracking) {
    lines.push(
      t('push.shipped.tracking', {
        tracking: order.tracking.number,
        carrier: order.tracking.carrier,
      }),
    )
  }
  if (event === 'cancelled' && reason) lines.push(t('push.cancelled.reason', { reason }))
  const number = encodeURIComponent(order.number)
  const { lang: locale, dir } = pageOf(lang)
  return {
    title: t(`push.${event}.title`, { number: order.number }),
    body: lines.join(' '),
    url: `/checkout/status?number=${number}&lang=${locale}`,
    tag: `order-${order.number}`,
    lang: locale,
    dir,
  }
}

/** Staff's notice of a new order, in their page's language, with what waits for them. */
export function newOrderNotice(
  order: { number: string; total: number; payment: PaymentMethod },
  { lang, currency, badge }: { lang: Language; currency: string; badge: number },
): PushNotice {
  const { t, price } = intlOf(lang, currency)
  const { lang: locale, dir } = pageOf(lang)
  return {
    title: t('push.newOrder.title', { number: order.number }),
    body: t('push.newOrder.body', {
      total: price(order.total),
      payment: t(`push.payment.${order.payment}`),
    }),
    url: `/admin/orders/${encodeURIComponent(order.number)}?lang=${locale}`,
    tag: `new-order-${order.number}`,
    lang: locale,
    dir,
    badge,
  }
}

/** Staff's notice of a new question, with how many wait. */
export function questionNotice(
  { waiting }: { waiting: number },
  { lang, badge }: { lang: Language; badge: number },
): PushNotice {
  const { t } = intlOf(lang)
  const { lang: locale, dir } = pageOf(lang)
  return {
    title: t('push.question.title'),
    body: t('push.question.body', { count: waiting }),
    url: `/admin/questions?lang=${locale}`,
    // One notice for the questions waiting: the newest replaces the one shown.
    tag: 'questions-waiting',
    lang: locale,
    dir,
    badge,
  }
}
