import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { moveOrderCall } from '../../src/contract/back-office-orders'
import { addToCartCall } from '../../src/contract/cart'
import { placeOrderCall } from '../../src/contract/orders'
import type { PushNotice, PushSubscriptionJson } from '../../src/contract/push'
import { startTestPushService, type TestPushService } from '../push-service'
import { createTestUser } from '../test-users'
import { message } from './shop-data'
import {
  deliverWorkerPush,
  hydrated,
  loggedInVisitor,
  newAccount,
  newStaffAccount,
  pageQuiet,
  serviceWorkerInCharge,
  startShopInBrowser,
  type ShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let pushService: TestPushService
beforeAll(async () => {
  pushService = await startTestPushService()
  // The test's push service is on this machine: the shop is told to allow it.
  shop = await startShopInBrowser({ push: { allowLoopback: true } })
})
afterAll(async () => {
  await shop?.close()
  await pushService?.close()
})

/**
 * Chromium here cannot reach a real push service, so the page's `pushManager.subscribe` answers
 * with a subscription of the test's push service (its endpoint and keys), as a browser would give
 * one; `getSubscription` then gives it back. Everything else is the browser's own.
 */
async function subscribeGivesTestDevice(page: Page, subscription: PushSubscriptionJson) {
  await page.context().addInitScript((given: PushSubscriptionJson) => {
    const stored = () => localStorage.getItem('test-push-subscription')
    const asSubscription = (json: PushSubscriptionJson) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem('test-push-subscription')
        return true
      },
    })
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem('test-push-subscription', JSON.stringify(given))
      return asSubscription(given) as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async function () {
      const json = stored()
      return json
        ? (asSubscription(JSON.parse(json) as PushSubscriptionJson) as unknown as PushSubscription)
        : null
    }
  }, subscription)
}

/** An order of one iron placed in the visitor's browser session, in Persian. */
async function placeOrderIn(page: Page) {
  const session = await page.evaluate(() => localStorage.getItem('session') ?? '')
  expect(session).not.toBe('')
  const product = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', 'iron-1')
    .executeTakeFirstOrThrow()
  await shop.db.updateTable('products').set({ depo: 100 }).where('id', '=', product.id).execute()
  const headers = { lang: 'FA' }
  await shop.call(addToCartCall, { session, pid: product.id, quantity: 1 }, { headers })
  const { order } = await shop.call(
    placeOrderCall,
    {
      session,
      name: 'Sara Ahmadi',
      phone: '09123456789',
      address: '12 Valiasr Street, Tehran',
      postal_code: '12345',
      payment: 'cod',
    },
    { headers },
  )
  return { session, order }
}

/** The notifications the shop's service worker shows, as the page reads them. */
const shownNotices = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((notice) => ({
      title: notice.title,
      body: notice.body,
      lang: notice.lang,
      dir: notice.dir,
      tag: notice.tag,
      data: notice.data as { url: string },
    }))
  })

/**
 * The shown notification pressed: Chromium has no way for a test to press one, so its click
 * event is dispatched in the shop's service worker, which runs its own handler.
 */
async function pressNotice(page: Page) {
  const [worker] = page.context().serviceWorkers()
  expect(worker).toBeDefined()
  await worker!.evaluate(async () => {
    // The worker's globals, which the page's types do not name.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [notification] = await scope.registration.getNotifications()
    if (!notification) throw new Error('No notification is shown.')
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  })
}

describe('order news on the home screen', () => {
  it('a buyer turns it on with a press, hears of the order moving in its language, and the notice opens the order, also offline', async () => {
    const page = await shop.newVisitor({ serviceWorkers: 'allow' })
    const device = pushService.newDevice()
    await subscribeGivesTestDevice(page, device.subscription)
    await page.goto(`${shop.origin}/?lang=fa`)
    await hydrated(page)
    await serviceWorkerInCharge(page)
    const { session, order } = await placeOrderIn(page)

    await page.goto(`${shop.origin}/checkout/status?number=${order.number}&lang=fa`)
    await hydrated(page)
    // Nothing is asked on load: the browser's permission is asked only on the press.
    expect(await page.evaluate(() => Notification.permission)).toBe('default')
    const turnOn = page.getByRole('button', { name: message('FA', 'orderNews.turnOn') })
    await turnOn.waitFor()
    // The visitor allows notifications when the browser asks (granted through the DevTools
    // protocol's Browser.grantPermissions, as headless Chromium shows no prompt).
    await page.context().grantPermissions(['notifications'], { origin: shop.origin })
    await turnOn.click()
    await page.getByText(message('FA', 'orderNews.on')).waitFor()

    // The subscription reached the shop, for the browser session the order was placed in.
    const [kept] = await shop.db.selectFrom('push_subscriptions').selectAll().execute()
    expect(kept).toMatchObject({
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      session,
      user_id: 0,
    })

    // Staff ship the order: the shop sends its push, which the push service decrypts.
    const staff = await createTestUser(shop.db, { role: 'staff', areas: ['orders'] })
    await shop.call(
      moveOrderCall,
      { number: order.number, to: 'confirmed' },
      { headers: staff.auth },
    )
    await shop.call(
      moveOrderCall,
      {
        number: order.number,
        to: 'shipped',
        tracking: { number: 'RR123456789IR', carrier: 'Post' },
      },
      { headers: staff.auth },
    )
    await shop.app.pushQueue.sendDue()
    const pushes = pushService.received.filter((push) => push.device === device.id)
    expect(pushes.map((push) => (push.payload as PushNotice).title)).toEqual([
      `سفارش ${order.number} تأیید شد`,
      `سفارش ${order.number} ارسال شد`,
    ])

    // The browser hands the shipped push to the shop's service worker: a notification in Persian.
    await pageQuiet(page)
    await deliverWorkerPush(page.context(), shop.origin, JSON.stringify(pushes[1]!.payload))
    await expect
      .poll(() => shownNotices(page))
      .toEqual([
        {
          title: `سفارش ${order.number} ارسال شد`,
          body: 'سفارش شما از فروشگاه ارسال شد. کد رهگیری RR123456789IR (Post).',
          lang: 'fa',
          dir: 'rtl',
          tag: `order-${order.number}`,
          data: { url: `/checkout/status?number=${order.number}&lang=fa` },
        },
      ])

    // Pressed, it opens the order's page in the shop's window.
    await page.goto(`${shop.origin}/?lang=fa`)
    await hydrated(page)
    await pressNotice(page)
    await page.waitForURL(`**/checkout/status?number=${order.number}&lang=fa`)
    await expect
      .poll(() => page.locator('[data-order-state]').getAttribute('data-order-state'))
      .toBe('shipped')

    // Offline (the shop unreachable), a notice pressed still opens the order, from the device.
    await page.goto(`${shop.origin}/?lang=fa`)
    await hydrated(page)
    await deliverWorkerPush(page.context(), shop.origin, JSON.stringify(pushes[1]!.payload))
    await expect.poll(async () => (await shownNotices(page)).length).toBe(1)
    await shop.stopServer()
    try {
      await pressNotice(page)
      await page.waitForURL(`**/checkout/status?number=${order.number}&lang=fa`)
      await expect
        .poll(() => page.locator('[data-order]').getAttribute('data-order'), { timeout: 20_000 })
        .toBe(order.number)
    } finally {
      await shop.startServer()
    }
  })

  it('the account lists its devices told, removes one, and says so when the browser refuses', async () => {
    const { token } = await newAccount(shop)
    const page = await loggedInVisitor(shop, token, { serviceWorkers: 'allow' })
    const device = pushService.newDevice()
    await subscribeGivesTestDevice(page, device.subscription)
    await page.goto(`${shop.origin}/account`)
    await hydrated(page)
    await page.getByText(message('EN', 'orderNews.devices.none')).waitFor()
    const turnOn = page.getByRole('button', { name: message('EN', 'orderNews.turnOn') })

    // The browser refuses (no prompt in headless Chromium without a grant): the page says so.
    const keptDevice = () =>
      shop.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('endpoint', '=', device.subscription.endpoint)
        .execute()
    await turnOn.click()
    await page.getByText(message('EN', 'orderNews.refused')).waitFor()
    expect(await keptDevice()).toEqual([])

    await page.context().grantPermissions(['notifications'], { origin: shop.origin })
    await turnOn.click()
    const listed = page.locator('[data-push-device]')
    await expect.poll(() => listed.count()).toBe(1)
    // Headless Chromium says what it is on this machine: a Chrome on Linux.
    expect(await listed.textContent()).toContain('Chrome on Linux')
    expect(await listed.textContent()).toContain(message('EN', 'orderNews.devices.this'))
    await page.getByText(message('EN', 'orderNews.on')).waitFor()

    await listed.getByRole('button', { name: /Remove/ }).click()
    await page.getByText(message('EN', 'orderNews.devices.none')).waitFor()
    expect(await keptDevice()).toEqual([])
    // The browser's subscription went with it: the button turns it on again.
    await turnOn.waitFor()
  })

  it('staff turn on new orders on the back office’s home, and a new order notifies them with what waits', async () => {
    const staff = await newStaffAccount(shop, 'staff', { areas: ['orders'] })
    const page = await loggedInVisitor(shop, staff.token, { serviceWorkers: 'allow' })
    const device = pushService.newDevice()
    await subscribeGivesTestDevice(page, device.subscription)
    await page.context().grantPermissions(['notifications'], { origin: shop.origin })
    await page.goto(`${shop.origin}/admin`)
    await hydrated(page)
    const newOrders = page.getByRole('checkbox', { name: message('EN', 'backOffice.news.orders') })
    // Questions are the feedback area's, which this staff member does not have.
    expect(
      await page
        .getByRole('checkbox', { name: message('EN', 'backOffice.news.questions') })
        .count(),
    ).toBe(0)
    // Ticked once the shop has it: the box shows what the shop tells this device.
    await newOrders.click()
    await expect.poll(() => newOrders.isChecked()).toBe(true)
    const [kept] = await shop.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('endpoint', '=', device.subscription.endpoint)
      .execute()
    expect(kept).toMatchObject({ staff_news: 'orders' })

    await page.goto(`${shop.origin}/about`)
    await hydrated(page)
    const { order } = await placeOrderIn(page)
    await shop.app.pushQueue.sendDue()
    const [push] = pushService.received.filter((each) => each.device === device.id)
    const waiting = await shop.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', 'in', ['placed', 'awaiting_payment'])
      .executeTakeFirstOrThrow()
    expect(push!.payload).toMatchObject({
      title: `New order ${order.number}`,
      url: `/admin/orders/${order.number}?lang=en`,
      badge: Number(waiting.count),
    })
    await serviceWorkerInCharge(page)
    await deliverWorkerPush(page.context(), shop.origin, JSON.stringify(push!.payload))
    await expect
      .poll(async () => (await shownNotices(page)).map((notice) => notice.title))
      .toEqual([`New order ${order.number}`])
  })

  it('says so when the browser itself cannot subscribe (this one, as a private window, cannot)', async () => {
    const { token } = await newAccount(shop)
    const page = await loggedInVisitor(shop, token, { serviceWorkers: 'allow' })
    await page.context().grantPermissions(['notifications'], { origin: shop.origin })
    await page.goto(`${shop.origin}/account?lang=ar`)
    await hydrated(page)
    await page.getByRole('button', { name: message('AR', 'orderNews.turnOn') }).click()
    await page.getByText(message('AR', 'orderNews.browserFailed')).waitFor()
  })
})
