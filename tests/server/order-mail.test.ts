import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moveOrderCall, type OrderMoveTarget } from '../../src/contract/back-office-orders'
import { addToCartCall } from '../../src/contract/cart'
import { orderCall, placeOrderCall } from '../../src/contract/orders'
import type { OutboxMessage } from '../../server/mail/mail-transports'
import { startTestShop } from './harness'
import { createTestUser } from '../test-users'
import type { ApiErrorBody } from '../../src/contract/errors'

const notify = 'orders@shop.example.test'
const shop = await startTestShop({
  publicUrl: 'https://shop.example.test',
  orderNotifyEmail: notify,
  bankAccount: { bank: 'Bank Melli', holder: 'Kavir', iban: 'IR820170000000123456789012' },
})
const staff = await createTestUser(shop.db, { role: 'staff' })

const delivery = {
  name: 'Sara Ahmadi',
  phone: '09123456789',
  address: '12 Valiasr Street, Tehran',
  postal_code: '12345',
}

/** An order of one iron by a buyer with an account, in a language. */
async function placeOrder(
  lang: 'EN' | 'FA' = 'EN',
  payment: 'cod' | 'transfer' = 'cod',
  to: typeof delivery = delivery,
) {
  const buyer = await createTestUser(shop.db)
  const product = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', 'iron-5')
    .executeTakeFirstOrThrow()
  await shop.db.updateTable('products').set({ depo: 1000 }).where('id', '=', product.id).execute()
  const session = `s-${randomUUID()}`
  const headers = { ...buyer.auth, lang }
  await shop.call(addToCartCall, { session, pid: product.id, quantity: 2 }, { headers })
  const { order } = await shop.call(placeOrderCall, { session, ...to, payment }, { headers })
  return { buyer, session, order }
}

const move = (number: string, to: OrderMoveTarget, more: Record<string, unknown> = {}) =>
  shop.rawCall(moveOrderCall.path, { number, to, ...more }, { headers: staff.auth })

/** The queue's rows of an order, oldest first. */
async function mailRows(number: string) {
  return shop.db
    .selectFrom('mail_queue')
    .selectAll()
    .where('key', 'like', `order:${number}:%`)
    .orderBy('id')
    .execute()
}

/** Every message in the outbox folder sent to `to`, once the queue has sent what is due. */
async function mailTo(to: string): Promise<OutboxMessage[]> {
  await shop.app.mailQueue.sendDue()
  const files = await readdir(shop.config.outboxDir).catch(() => [] as string[])
  const messages = await Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(
        async (f) =>
          JSON.parse(await readFile(join(shop.config.outboxDir, f), 'utf8')) as OutboxMessage,
      ),
  )
  return messages.filter((m) => m.to === to)
}

describe('mail to buyers', () => {
  it('tells the buyer of each move once, in the order’s language, with the tracking number', async () => {
    const { buyer, order } = await placeOrder('FA')
    for (const [to, more] of [
      ['confirmed', {}],
      ['shipped', { tracking: { number: 'RR123456789IR', carrier: 'Post' } }],
      ['delivered', {}],
    ] as const) {
      const res = await move(order.number, to, more)
      expect(res.statusCode, res.body).toBe(200)
      // A repeat of the move (already there) writes no second message.
      expect((await move(order.number, to, more)).statusCode).toBe(200)
    }
    const rows = await mailRows(order.number)
    expect(rows.map((row) => row.key.split(':')[2])).toEqual([
      'placed',
      'new',
      'confirmed',
      'shipped',
      'delivered',
    ])
    const messages = await mailTo(buyer.user.email)
    // Files written in one millisecond may list in either order.
    expect(messages.map((m) => m.subject).sort()).toEqual(
      [
        `سفارش ${order.number} شما ثبت شد`,
        `سفارش ${order.number} شما تأیید شد`,
        `سفارش ${order.number} شما ارسال شد`,
        `سفارش ${order.number} شما تحویل شد`,
      ].sort(),
    )
    const shipped = messages.find((m) => m.subject === `سفارش ${order.number} شما ارسال شد`)!
    expect(shipped.text).toContain('کد رهگیری: RR123456789IR (Post)')
    expect(shipped.text).toContain(
      `https://shop.example.test/checkout/status?number=${order.number}&lang=fa`,
    )
    expect(shipped.html).toContain('dir="rtl"')
    expect(shipped.html).toContain('RR123456789IR')
    // Persian digits and the toman, as the shop writes them.
    expect(shipped.text).toContain('۲')
    expect(shipped.text).toContain('تومان')
    expect((await mailRows(order.number)).every((row) => row.sent_at !== null)).toBe(true)
  })

  it('stores and mails a phone, postal code and tracking number typed in Persian digits in Latin ones', async () => {
    const { buyer, order, session } = await placeOrder('EN', 'cod', {
      ...delivery,
      phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      postal_code: '١٢٣٤٥',
    })
    await move(order.number, 'confirmed')
    const shipped = await move(order.number, 'shipped', {
      tracking: { number: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴', carrier: 'Post' },
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    const row = await shop.db
      .selectFrom('orders')
      .select(['phone', 'postal_code', 'tracking_number'])
      .where('number', '=', order.number)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      phone: '09123456789',
      postal_code: '12345',
      tracking_number: '12345678901234',
    })
    const seen = await shop.call(
      orderCall,
      { session, number: order.number },
      { headers: buyer.auth },
    )
    expect(seen.tracking).toEqual({ number: '12345678901234', carrier: 'Post' })
    const mail = (await mailTo(buyer.user.email)).find(
      (m) => m.subject === `Your order ${order.number} is on its way`,
    )!
    expect(mail.text).toContain('Tracking number: 12345678901234 (Post)')
    expect(mail.text + mail.html).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/)
  })

  it('tells the buyer why an order was cancelled, and keeps the reason in the history', async () => {
    const { buyer, order, session } = await placeOrder('EN', 'transfer')
    const placed = (await mailTo(buyer.user.email))[0]!
    expect(placed.subject).toBe(`We have your order ${order.number}`)
    expect(placed.text).toContain('IBAN IR820170000000123456789012')

    const unexplained = await move(order.number, 'cancelled')
    expect(unexplained.statusCode).toBe(400)
    expect(JSON.stringify(unexplained.json<ApiErrorBody>().error)).toContain(
      'Say why the order is cancelled',
    )
    const { order: cancelled } = await shop.call(
      moveOrderCall,
      { number: order.number, to: 'cancelled', reason: 'Out of stock at the supplier.' },
      { headers: staff.auth },
    )
    expect(JSON.parse(cancelled.history[0]!.after)).toEqual({
      status: 'cancelled',
      reason: 'Out of stock at the supplier.',
    })
    const told = (await mailTo(buyer.user.email)).find(
      (m) => m.subject === `Your order ${order.number} was cancelled`,
    )
    expect(told?.text).toContain('Reason: Out of stock at the supplier.')
    // The buyer's status page is unchanged in what it shows, with no tracking.
    const seen = await shop.call(
      orderCall,
      { session, number: order.number },
      { headers: buyer.auth },
    )
    expect(seen).toMatchObject({ status: 'cancelled', tracking: null })
  })

  it('writes no message for a refused move', async () => {
    const { order } = await placeOrder()
    const keys = async () => (await mailRows(order.number)).map((row) => row.key)
    const before = await keys()
    const refused = await move(order.number, 'delivered')
    expect(refused.statusCode).toBe(409)
    const misplaced = await move(order.number, 'confirmed', {
      tracking: { number: 'RR1', carrier: 'Post' },
    })
    expect(misplaced.statusCode).toBe(400)
    expect(await keys()).toEqual(before)
  })

  it('sends a move’s message only after the move commits', async () => {
    const { buyer, order } = await placeOrder()
    await mailTo(buyer.user.email)
    const { mailer } = shop.app
    const send = mailer.send
    const statusWhenSent: string[] = []
    mailer.send = async (message) => {
      // Read outside the move's transaction: it shows only what has committed.
      const row = await shop.db
        .selectFrom('orders')
        .select('status')
        .where('number', '=', order.number)
        .executeTakeFirstOrThrow()
      statusWhenSent.push(row.status)
      return send(message)
    }
    try {
      expect((await move(order.number, 'confirmed')).statusCode).toBe(200)
      await shop.app.mailQueue.sendDue()
    } finally {
      mailer.send = send
    }
    expect(statusWhenSent).toEqual(['confirmed'])
  })

  it('tries a message again after the mailer fails, and sends it once', async () => {
    const { buyer, order } = await placeOrder()
    await mailTo(buyer.user.email)
    const { mailer } = shop.app
    const send = mailer.send
    mailer.send = async () => {
      throw new Error('The mail server is down.')
    }
    try {
      expect((await move(order.number, 'confirmed')).statusCode).toBe(200)
      await shop.app.mailQueue.sendDue()
    } finally {
      mailer.send = send
    }
    const failed = (await mailRows(order.number)).find((row) => row.key.endsWith(':confirmed'))!
    expect(failed).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'The mail server is down.',
    })
    // Not due yet: nothing is sent.
    expect((await mailTo(buyer.user.email)).map((m) => m.subject)).not.toContain(
      `Your order ${order.number} is confirmed`,
    )
    // Its next try is due (a minute later).
    expect(Date.parse(failed.next_attempt_at) - Date.now()).toBeGreaterThan(30_000)
    await shop.db
      .updateTable('mail_queue')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', failed.id)
      .execute()
    const subjects = (await mailTo(buyer.user.email)).map((m) => m.subject)
    expect(subjects.filter((s) => s === `Your order ${order.number} is confirmed`)).toHaveLength(1)
    expect((await mailRows(order.number)).find((row) => row.id === failed.id)).toMatchObject({
      attempts: 2,
      last_error: null,
    })
  })

  it('tells the shop of each new order, and a visitor without an account gets no mail', async () => {
    const session = `s-${randomUUID()}`
    const product = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'iron-5')
      .executeTakeFirstOrThrow()
    await shop.rawCall(addToCartCall.path, { session, pid: product.id, quantity: 1 })
    const { number } = (await shop.call(placeOrderCall, { session, ...delivery, payment: 'cod' }))
      .order
    expect((await mailRows(number)).map((row) => row.key)).toEqual([`order:${number}:new`])
    const told = (await mailTo(notify)).find((m) => m.subject.startsWith(`New order ${number}`))
    expect(told?.text).toContain('Sara Ahmadi (09123456789) ordered, paying cash on delivery.')
    expect(told?.text).toContain(`https://shop.example.test/admin/orders/${number}`)
  })
})
