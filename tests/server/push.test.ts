import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { moveOrderCall, type OrderMoveTarget } from '../../src/contract/back-office-orders'
import { addToCartCall } from '../../src/contract/cart'
import { placeOrderCall } from '../../src/contract/orders'
import { questionCreateCall } from '../../src/contract/reviews'
import {
  pushDevicesCall,
  pushKeyCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
  staffPushNewsCall,
  type PushNotice,
} from '../../src/contract/push'
import { refusalOf } from '../shop-calls'
import { startTestPushService, type ReceivedPush, type TestDevice } from '../push-service'
import { createTestUser } from '../test-users'
import { startTestShop } from './harness'

const pushService = await startTestPushService()
afterAll(() => pushService.close())

const subject = 'mailto:push@shop.example.test'
const shop = await startTestShop({
  push: { enabled: true, vapidKeys: undefined, subject, allowLoopback: true },
  bankAccount: { bank: 'Bank Melli', holder: 'Kavir', iban: 'IR820170000000123456789012' },
})
const { publicKey } = await shop.call(pushKeyCall, {})

const delivery = {
  name: 'Sara Ahmadi',
  phone: '09123456789',
  address: '12 Valiasr Street, Tehran',
  postal_code: '12345',
}

async function inStock(uniqueId: string) {
  const product = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()
  await shop.db.updateTable('products').set({ depo: 1000 }).where('id', '=', product.id).execute()
  return product.id
}

/** An order of one iron, by the login's account or (without one) the browser session. */
async function placeOrder({
  session,
  auth,
  lang = 'EN',
  payment = 'cod',
}: {
  session: string
  auth?: Record<string, string>
  lang?: 'EN' | 'FA' | 'AR'
  payment?: 'cod' | 'transfer'
}) {
  const pid = await inStock('iron-5')
  const headers = { ...auth, lang }
  await shop.call(addToCartCall, { session, pid, quantity: 1 }, { headers })
  const { order } = await shop.call(placeOrderCall, { session, ...delivery, payment }, { headers })
  return order
}

const staff = await createTestUser(shop.db, { role: 'staff', areas: ['orders'] })
const move = (number: string, to: OrderMoveTarget, more: Record<string, unknown> = {}) =>
  shop.call(moveOrderCall, { number, to, ...more }, { headers: staff.auth })

/** A device of the test push service turned on through the shop. */
async function subscribe(
  owner: { session?: string; auth?: Record<string, string> },
  lang: 'EN' | 'FA' | 'AR' = 'EN',
) {
  const device = pushService.newDevice()
  const { device: kept } = await shop.call(
    pushSubscribeCall,
    { session: owner.session, subscription: device.subscription, lang },
    {
      headers: {
        ...owner.auth,
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
      },
    },
  )
  return { device, kept }
}

/** What a device has been sent and answered 2xx, once the queue has sent what is due. */
async function delivered(device: TestDevice): Promise<ReceivedPush[]> {
  await shop.app.pushQueue.sendDue()
  return pushService.received.filter((push) => push.device === device.id && push.status < 300)
}

const rowsOf = (table: 'push_subscriptions' | 'push_queue') =>
  shop.db.selectFrom(table).selectAll().execute()

describe('the shop’s push key', () => {
  it('is a P-256 public key, made on the first start and kept for every process', async () => {
    expect(Buffer.from(publicKey!, 'base64url')).toHaveLength(65)
    const kept = await shop.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'vapid-keys')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(kept.value)).toMatchObject({ publicKey })
  })
})

describe('a buyer’s devices', () => {
  it('hear of each move of the order once, in its language, signed with the shop’s key', async () => {
    const buyer = await createTestUser(shop.db)
    const session = `s-${randomUUID()}`
    const { device, kept } = await subscribe({ session, auth: buyer.auth }, 'EN')
    expect(kept).toMatchObject({ browser: 'Chrome', system: 'Android', news: [] })
    // Placed in Persian: the order's language, not the page's when the device was turned on.
    const order = await placeOrder({ session, auth: buyer.auth, lang: 'FA' })
    await move(order.number, 'confirmed')
    // A repeat of the move (already there) sends nothing more.
    await move(order.number, 'confirmed')
    await move(order.number, 'shipped', { tracking: { number: 'RR123456789IR', carrier: 'Post' } })
    await move(order.number, 'delivered')

    const pushes = await delivered(device)
    const notices = pushes.map((push) => push.payload as PushNotice)
    expect(notices.map((notice) => notice.title)).toEqual([
      `سفارش ${order.number} شما ثبت شد`,
      `سفارش ${order.number} تأیید شد`,
      `سفارش ${order.number} ارسال شد`,
      `سفارش ${order.number} تحویل شد`,
    ])
    const shipped = notices[2]!
    expect(shipped).toEqual({
      title: `سفارش ${order.number} ارسال شد`,
      body: 'سفارش شما از فروشگاه ارسال شد. کد رهگیری RR123456789IR (Post).',
      url: `/checkout/status?number=${order.number}&lang=fa`,
      tag: `order-${order.number}`,
      lang: 'fa',
      dir: 'rtl',
    })
    // The order's number, never the buyer's details.
    const sent = JSON.stringify(notices)
    for (const detail of [delivery.name, delivery.phone, delivery.address, buyer.user.email]) {
      expect(sent).not.toContain(detail)
    }
    for (const push of pushes) {
      expect(push.vapid).toMatchObject({ publicKey, aud: pushService.origin, sub: subject })
      expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now())
      expect(push.vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000)
    }
    // A parcel on its way is urgent; its notice is kept four days for a device away.
    expect(pushes[2]!.headers).toMatchObject({ urgency: 'high' })
    expect(Number(pushes[2]!.headers.ttl)).toBeGreaterThan(3 * 24 * 3600)
    expect(pushes[1]!.headers).toMatchObject({ urgency: 'normal' })
    expect(pushService.unreadable).toEqual([])
  })

  it('hear of a transfer’s money arriving, and of a cancel with its reason', async () => {
    const buyer = await createTestUser(shop.db)
    const session = `s-${randomUUID()}`
    const { device } = await subscribe({ session, auth: buyer.auth })
    const paid = await placeOrder({ session, auth: buyer.auth, payment: 'transfer' })
    await move(paid.number, 'confirmed')
    const cancelled = await placeOrder({ session, auth: buyer.auth, lang: 'AR' })
    await move(cancelled.number, 'cancelled', { reason: 'Out of stock' })
    const notices = (await delivered(device)).map((push) => push.payload as PushNotice)
    expect(notices.map((notice) => notice.title)).toEqual([
      `We have your order ${paid.number}`,
      `Payment received for order ${paid.number}`,
      `استلمنا طلبك ${cancelled.number}`,
      `تم إلغاء الطلب ${cancelled.number}`,
    ])
    expect(notices[3]).toMatchObject({
      body: 'لا يترتب عليك أي مبلغ مقابله. السبب: Out of stock',
      url: `/checkout/status?number=${cancelled.number}&lang=ar`,
      dir: 'rtl',
    })
  })

  it('without an account: the browser session’s orders, and only its own', async () => {
    const session = `s-${randomUUID()}`
    const { device } = await subscribe({ session })
    const other = await subscribe({ session: `s-${randomUUID()}` })
    const order = await placeOrder({ session })
    await move(order.number, 'confirmed')
    expect((await delivered(device)).map((push) => (push.payload as PushNotice).tag)).toEqual([
      `order-${order.number}`,
      `order-${order.number}`,
    ])
    expect(await delivered(other.device)).toEqual([])
  })

  it('are listed in the account, and one is turned off by its id or its endpoint', async () => {
    const buyer = await createTestUser(shop.db)
    const first = await subscribe({ auth: buyer.auth })
    const second = await subscribe({ auth: buyer.auth })
    const { devices } = await shop.call(pushDevicesCall, {}, { headers: buyer.auth })
    expect(devices.map((device) => device.id)).toEqual([second.kept.id, first.kept.id])
    expect(devices[0]).toMatchObject({ endpoint: second.device.subscription.endpoint })

    expect(
      await shop.call(pushUnsubscribeCall, { id: first.kept.id }, { headers: buyer.auth }),
    ).toEqual({ status: true, removed: true })
    expect(
      await shop.call(
        pushUnsubscribeCall,
        { endpoint: second.device.subscription.endpoint },
        { headers: buyer.auth },
      ),
    ).toEqual({ status: true, removed: true })
    expect((await shop.call(pushDevicesCall, {}, { headers: buyer.auth })).devices).toEqual([])
  })

  it('a device the push service no longer knows (410) is removed with what waited for it', async () => {
    const buyer = await createTestUser(shop.db)
    const session = `s-${randomUUID()}`
    const { device, kept } = await subscribe({ session, auth: buyer.auth })
    pushService.answerNext(device, { status: 410 })
    const order = await placeOrder({ session, auth: buyer.auth })
    await shop.app.pushQueue.sendDue()
    expect((await rowsOf('push_subscriptions')).some((row) => row.id === kept.id)).toBe(false)
    expect((await rowsOf('push_queue')).some((row) => row.subscription_id === kept.id)).toBe(false)
    await move(order.number, 'confirmed')
    expect(pushService.received.filter((push) => push.device === device.id)).toHaveLength(1)
  })

  it('a push service that is busy (503, Retry-After) gets the push again after its wait, once', async () => {
    const buyer = await createTestUser(shop.db)
    const session = `s-${randomUUID()}`
    const { device } = await subscribe({ session, auth: buyer.auth })
    pushService.answerNext(device, { status: 503, headers: { 'retry-after': '1' } })
    const order = await placeOrder({ session, auth: buyer.auth })
    await shop.app.pushQueue.sendDue()
    const tries = () => pushService.received.filter((push) => push.device === device.id)
    expect(tries().map((push) => push.status)).toEqual([503])
    const [row] = await shop.db
      .selectFrom('push_queue')
      .selectAll()
      .where('key', 'like', `order:${order.number}:%`)
      .execute()
    expect(row).toMatchObject({
      attempts: 1,
      sent_at: null,
      last_error: 'push service answered 503',
    })
    // Honoured: the next try is due a second on, not at the backoff's own 10 s.
    expect(Date.parse(row!.next_attempt_at) - Date.now()).toBeLessThanOrEqual(1000)
    // The shop tries again by itself once the wait is over.
    await expect
      .poll(() => tries().map((push) => push.status), { timeout: 10_000 })
      .toEqual([503, 201])
    await shop.app.pushQueue.sendDue()
    expect(tries()).toHaveLength(2)
    expect(tries()[0]!.payload).toEqual(tries()[1]!.payload)
  })
})

describe('staff’s devices', () => {
  it('hear of each new order, with what waits for them on the app’s badge', async () => {
    const { device } = await subscribe({ auth: staff.auth }, 'FA')
    const { device: set } = await shop.call(
      staffPushNewsCall,
      { endpoint: device.subscription.endpoint, news: ['orders'] },
      { headers: staff.auth },
    )
    expect(set.news).toEqual(['orders'])
    const order = await placeOrder({ session: `s-${randomUUID()}` })
    const [push] = await delivered(device)
    const waiting = await shop.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', 'in', ['placed', 'awaiting_payment'])
      .executeTakeFirstOrThrow()
    expect(push!.payload).toMatchObject({
      title: `سفارش تازه ${order.number}`,
      url: `/admin/orders/${order.number}?lang=fa`,
      lang: 'fa',
      badge: Number(waiting.count),
    })
    expect(push!.headers.urgency).toBe('high')
  })

  it('hear of new questions only with the feedback area, which they must have to ask for it', async () => {
    const { device } = await subscribe({ auth: staff.auth })
    const refusal = refusalOf(
      await shop.rawCall(
        staffPushNewsCall.path,
        { endpoint: device.subscription.endpoint, news: ['questions'] },
        { headers: staff.auth },
      ),
      400,
    )
    expect(refusal.refusals).toEqual({ news: { reason: 'choice' } })
    const answerer = await createTestUser(shop.db, { role: 'staff', areas: ['feedback'] })
    const { device: answering } = await subscribe({ auth: answerer.auth })
    await shop.call(
      staffPushNewsCall,
      { endpoint: answering.subscription.endpoint, news: ['questions'] },
      { headers: answerer.auth },
    )
    const shopper = await createTestUser(shop.db)
    const pid = await inStock('iron-3')
    await shop.call(
      questionCreateCall,
      { pid, comment: 'Does it work with tap water?' },
      { headers: shopper.auth },
    )
    const [push] = await delivered(answering)
    expect(push!.payload).toMatchObject({
      title: 'A new question from a shopper',
      url: '/admin/questions?lang=en',
      tag: 'questions-waiting',
    })
    expect(push!.headers.topic).toBe('questions-waiting')
    expect(await delivered(device)).toEqual([])
  })
})

describe('bad subscriptions', () => {
  const buyerAuth = async () => (await createTestUser(shop.db)).auth

  it('are refused with a clear error, and change nothing', async () => {
    const auth = await buyerAuth()
    const device = pushService.newDevice()
    const before = await rowsOf('push_subscriptions')
    const cases: [string, unknown, string][] = [
      [
        'an endpoint that is not https',
        { ...device.subscription, endpoint: 'ftp://push.example.com/x' },
        'subscription.endpoint',
      ],
      [
        'a p256dh key too long',
        { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'A'.repeat(5000) } },
        'subscription.keys.p256dh',
      ],
      [
        'an auth secret of the wrong size',
        { ...device.subscription, keys: { ...device.subscription.keys, auth: 'AAAA' } },
        'subscription.keys.auth',
      ],
      ['no keys', { endpoint: device.subscription.endpoint }, 'subscription.keys'],
    ]
    for (const [what, subscription, field] of cases) {
      const answer = await shop.rawCall(pushSubscribeCall.path, { subscription }, { headers: auth })
      const error = refusalOf(answer, 400)
      expect(Object.keys(error.fields ?? {}), what).toEqual([field])
      expect(error.message, what).toMatch(/\w/)
    }
    expect(await rowsOf('push_subscriptions')).toEqual(before)
  })

  it('a push service on this machine or a private network only when the shop allows it for tests', async () => {
    const strict = await startTestShop()
    const device = pushService.newDevice()
    const buyer = await createTestUser(strict.db)
    for (const [endpoint, refusal] of [
      [device.subscription.endpoint, 'The endpoint must be an https: address.'],
      [
        'https://10.1.2.3/push/x',
        'The endpoint must be a push service on the internet, not on this machine or a private network.',
      ],
      [
        'https://[::1]:8443/push/x',
        'The endpoint must be a push service on the internet, not on this machine or a private network.',
      ],
    ] as const) {
      const error = refusalOf(
        await strict.rawCall(
          pushSubscribeCall.path,
          { subscription: { ...device.subscription, endpoint } },
          { headers: buyer.auth },
        ),
        400,
      )
      expect(error.fields).toEqual({ 'subscription.endpoint': refusal })
    }
    expect(await strict.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([])
    // A vendor's push service is taken as it is.
    const { device: kept } = await strict.call(
      pushSubscribeCall,
      {
        subscription: {
          ...device.subscription,
          endpoint: 'https://fcm.googleapis.com/fcm/send/dXNlcjE6YXBwMQ',
        },
      },
      { headers: buyer.auth },
    )
    expect(kept.endpoint).toBe('https://fcm.googleapis.com/fcm/send/dXNlcjE6YXBwMQ')
  })

  it('need a login or a browser session to belong to', async () => {
    const error = refusalOf(
      await shop.rawCall(pushSubscribeCall.path, {
        subscription: pushService.newDevice().subscription,
      }),
      400,
    )
    expect(error.refusals).toEqual({ session: { reason: 'required' } })
  })

  it('another account’s device is not turned off: 403, and it stays', async () => {
    const owner = await createTestUser(shop.db)
    const { kept } = await subscribe({ auth: owner.auth })
    const stranger = await buyerAuth()
    const error = refusalOf(
      await shop.rawCall(pushUnsubscribeCall.path, { id: kept.id }, { headers: stranger }),
      403,
    )
    expect(error.message).toMatch(/not yours/)
    expect((await rowsOf('push_subscriptions')).some((row) => row.id === kept.id)).toBe(true)
    // A staff member cannot set another's device's news either.
    refusalOf(
      await shop.rawCall(
        staffPushNewsCall.path,
        {
          endpoint: (await shop.call(pushDevicesCall, {}, { headers: owner.auth })).devices[0]!
            .endpoint,
          news: ['orders'],
        },
        { headers: staff.auth },
      ),
      404,
    )
  })
})

describe('a shop that sends no pushes', () => {
  it('has no key to offer, and turns no device on', async () => {
    const quiet = await startTestShop({
      push: { enabled: false, vapidKeys: undefined, subject, allowLoopback: true },
    })
    expect(await quiet.call(pushKeyCall, {})).toEqual({ publicKey: null })
    const buyer = await createTestUser(quiet.db)
    refusalOf(
      await quiet.rawCall(
        pushSubscribeCall.path,
        { subscription: pushService.newDevice().subscription },
        { headers: buyer.auth },
      ),
      404,
    )
  })
})
