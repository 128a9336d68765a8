import { renderToStaticMarkup } from 'react-dom/server'
import type { Language } from '../../src/contract/common'
import { localeForLanguage } from '../../src/contract/language-rules'
import type { BankAccount, OrderStatus } from '../../src/contract/orders'
import type { MessageIdOf } from '../../src/i18n/define-messages'
import { shopIntl } from '../../src/i18n/intl'
import { localeInfo } from '../../src/i18n/locales'
import type { StoredOrder } from '../repositories/orders-repository'
import type { MailMessage } from './mail-transports'
import { orderMailMessages } from './order-mail-messages'

/** The moves a buyer hears of: placing the order, and each status staff move it to. */
export type OrderMailEvent = Exclude<OrderStatus, 'awaiting_payment'>

export interface OrderMailContext {
  /** The shop's address, for the links. */
  publicUrl: string
  currency: string
  /** Where a transfer is paid, for an order placed to be paid by one. */
  bank: BankAccount | undefined
}

/** A message as its parts: paragraphs, then the order's lines and totals, then a link. */
interface MailParts {
  lang: Language
  subject: string
  greeting?: string
  paragraphs: string[]
  heading: string
  lines: string[]
  totals: string[]
  link: { text: string; href: string }
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '')

type MailIntl = ReturnType<typeof shopIntl<MessageIdOf<typeof orderMailMessages>>>

/** Each line of the order as the mail lists it: what, how many, for how much. */
const lineTexts = (order: StoredOrder, { t, number, price }: MailIntl) =>
  order.lines.map((line) =>
    t('mail.line', {
      title: line.option_name ? `${line.title} (${line.option_name})` : line.title,
      quantity: number(line.quantity),
      total: price(line.line_total),
    }),
  )

/** The mail an order's buyer gets when it is placed or moved, in the order's language. */
export function orderMail(
  order: StoredOrder,
  event: OrderMailEvent,
  { lang, reason }: { lang: Language; reason?: string },
  context: OrderMailContext,
): Omit<MailMessage, 'to'> {
  const intl = shopIntl(localeForLanguage(lang), orderMailMessages, context.currency)
  const { t, price } = intl
  const total = price(order.total)
  const paragraphs = [t(`mail.${event}.lead`)]
  if (event === 'placed' && order.payment === 'transfer' && context.bank) {
    paragraphs.push(t('mail.placed.transfer', { total, ...context.bank }))
  }
  if (event === 'shipped' && order.tracking) {
    paragraphs.push(
      t('mail.shipped.tracking', {
        tracking: order.tracking.number,
        carrier: order.tracking.carrier,
      }),
    )
  }
  if (event === 'cancelled' && reason) paragraphs.push(t('mail.cancelled.reason', { reason }))
  const href = `${withoutSlash(context.publicUrl)}/checkout/status?number=${encodeURIComponent(order.number)}&lang=${localeForLanguage(lang)}`
  return render({
    lang,
    subject: t(`mail.${event}.subject`, { number: order.number }),
    greeting: t('mail.hello', { name: order.name }),
    paragraphs,
    heading: t('mail.orderNumber', { number: order.number }),
    lines: lineTexts(order, intl),
    totals: [
      t('mail.shipping', { amount: price(order.shipping) }),
      t('mail.total', { amount: total }),
    ],
    link: { text: t('mail.follow'), href },
  })
}

/** The shop's mail of a new order, in the shop's language, with a link to it in the back office. */
export function newOrderMail(
  order: StoredOrder,
  lang: Language,
  context: OrderMailContext,
): Omit<MailMessage, 'to'> {
  const intl = shopIntl(localeForLanguage(lang), orderMailMessages, context.currency)
  const { t, price } = intl
  const total = price(order.total)
  return render({
    lang,
    subject: t('mail.new.subject', { number: order.number, total }),
    paragraphs: [
      t('mail.new.lead', {
        name: order.name,
        phone: order.phone,
        payment: t(`mail.payment.${order.payment}`),
      }),
    ],
    heading: t('mail.orderNumber', { number: order.number }),
    lines: lineTexts(order, intl),
    totals: [t('mail.total', { amount: total })],
    link: {
      text: t('mail.new.open'),
      href: `${withoutSlash(context.publicUrl)}/admin/orders/${encodeURIComponent(order.number)}`,
    },
  })
}

/** The same message as plain text and as HTML (React's static markup escapes what it holds). */
function render(parts: MailParts): Omit<MailMessage, 'to'> {
  const text = [
    ...(parts.greeting ? [parts.greeting, ''] : []),
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    parts.heading,
    ...parts.lines,
    ...parts.totals,
    '',
    `${parts.link.text}: ${parts.link.href}`,
  ].join('\n')
  return {
    subject: parts.subject,
    text: `${text}\n`,
    html: renderToStaticMarkup(<MailBody {...parts} />),
  }
}

function MailBody({
  lang,
  subject,
  greeting,
  paragraphs,
  heading,
  lines,
  totals,
  link,
}: MailParts) {
  const { dir } = localeInfo[localeForLanguage(lang)]
  return (
    <html lang={localeForLanguage(lang)} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={{ fontFamily: 'Vazirmatn, Tahoma, Arial, sans-serif', lineHeight: 1.6 }}>
        {greeting && <p>{greeting}</p>}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <h2 style={{ fontSize: '1.1em' }}>{heading}</h2>
        <ul>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        {totals.map((total, index) => (
          <p
            key={index}
            style={{ margin: 0, fontWeight: index === totals.length - 1 ? 'bold' : 'normal' }}
          >
            {total}
          </p>
        ))}
        <p>
          <a href={link.href}>{link.text}</a>
        </p>
      </body>
    </html>
  )
}
