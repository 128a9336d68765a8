import type { Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moveOrderCall } from '../../src/contract/back-office-orders'
import { message } from './shop-data'
import {
  hydrated,
  loggedInVisitor,
  newAccount,
  newStaffAccount,
  savedQueryCache,
  serviceWorkerInCharge,
  type ShopInBrowser,
  staffVisitor,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser({ authRateLimit: 1000 })
})
afterAll(async () => {
  await shop?.close()
})

const en = (id: Parameters<typeof message>[1]) => message('EN', id)

/** The shopper orders a product by cash on delivery, the way the shop's pages lead: its number. */
async function placeOrder(page: Page, unique: string, phone = '0912 345 6789'): Promise<string> {
  await page.goto(`${shop.origin}/product/single/${unique}`)
  await hydrated(page)
  await page.getByRole('button', { name: en('cart.add') }).click()
  await page.waitForURL(`${shop.origin}/checkout/cart`)
  await page.getByRole('link', { name: en('cart.checkout') }).click()
  await page.waitForURL(`${shop.origin}/checkout/transfer`)
  const form = page.getByRole('form', { name: en('checkout.delivery.intro') })
  await form.getByRole('textbox', { name: en('checkout.field.name') }).fill('Sara Ahmadi')
  await form.getByRole('textbox', { name: en('checkout.field.phone') }).fill(phone)
  await form
    .getByRole('textbox', { name: en('checkout.field.address') })
    .fill('No. 12, Azadi Street, Tehran')
  await form.getByRole('textbox', { name: en('checkout.field.postalCode') }).fill('1314567891')
  await form.getByRole('button', { name: en('checkout.toPayment') }).click()
  await page.waitForURL(`${shop.origin}/checkout/payment`)
  await page.getByRole('button', { name: en('checkout.place') }).click()
  await page.waitForURL(/\/checkout\/status\?number=/)
  await page.getByText(en('checkout.status.placed')).waitFor()
  return page.locator('[data-order-number]').innerText()
}

/** Whether the device keeps a query of `kind` ('one' order, 'own' orders) saying shipped. */
async function savedShipped(page: Page, kind: 'one' | 'own'): Promise<boolean> {
  return (await savedQueryCache(page)).reads.some(
    (query) =>
      query.key.startsWith(`["orders","${kind}"`) && query.data.includes('"status":"shipped"'),
  )
}

/** Staff press a move's button on the order's page and wait for the status it leads to. */
async function press(page: Page, to: 'confirmed' | 'shipped', lang: 'EN' | 'FA' = 'EN') {
  await page.getByRole('button', { name: message(lang, `orders.move.${to}`) }).click()
  // Shipping asks how the parcel is followed first: none given.
  if (to === 'shipped') await page.locator('[data-confirm="shipped"]').click()
  await page.locator(`[data-order] [data-order-status="${to}"]`).waitFor()
}

describe('the orders screen', () => {
  it('staff find an order, confirm and ship it, and the shopper’s status page says so, offline too', async () => {
    const shopper = await newAccount(shop)
    const buyer = await loggedInVisitor(shop, shopper.token, { serviceWorkers: 'allow' })
    await serviceWorkerInCharge(buyer)
    const number = await placeOrder(buyer, 'iron-2')

    const staffPage = await staffVisitor(shop, '/admin/orders?status=placed')
    const row = staffPage.locator(`[data-order="${number}"]`)
    await row.waitFor()
    expect(await row.innerText()).toContain('Sara Ahmadi')
    expect(await row.innerText()).toContain(en('orders.status.placed'))
    expect(await staffPage.locator('[data-order-totals]').innerText()).toMatch(
      /^1 order · [\d,]+ Toman from the 1 order not cancelled$/,
    )

    await row.getByRole('link', { name: number }).click()
    await staffPage.waitForURL(`${shop.origin}/admin/orders/${number}`)
    const order = staffPage.locator(`[data-order="${number}"]`)
    await order.getByText('No. 12, Azadi Street, Tehran').waitFor()
    expect(await order.innerText()).toContain(en('orders.payment.cod'))
    expect(await order.innerText()).toContain(en('orders.noHistory'))
    // A placed order may not ship before it is confirmed: no such button.
    expect(await staffPage.getByRole('button', { name: en('orders.move.shipped') }).count()).toBe(0)
    await press(staffPage, 'confirmed')
    // Shipping asks for the tracking number, which the buyer sees.
    await staffPage.getByRole('button', { name: en('orders.move.shipped') }).click()
    const ship = staffPage.locator('[data-asking="shipped"]')
    await ship.getByRole('textbox', { name: en('orders.ship.tracking') }).fill('RR123456789IR')
    await ship.getByRole('textbox', { name: en('orders.ship.carrier') }).fill('Iran Post')
    await ship.getByRole('button', { name: en('orders.ship.confirm') }).click()
    await staffPage.locator('[data-order] [data-order-status="shipped"]').waitFor()
    expect(await staffPage.getByRole('button', { name: en('orders.move.cancelled') }).count()).toBe(
      0,
    )
    expect(await order.locator('[data-history]').allInnerTexts()).toEqual([
      expect.stringMatching(
        new RegExp(
          `${en('orders.status.confirmed')} → ${en('orders.status.shipped')}.*\\n.*RR123456789IR`,
        ),
      ),
      expect.stringContaining(`${en('orders.status.placed')} → ${en('orders.status.confirmed')}`),
    ])

    // The shopper sees it shipped: on the status page and in the account's orders.
    await buyer.reload()
    await buyer.getByText(en('checkout.status.shipped')).waitFor()
    expect(await buyer.locator('[data-order-state]').getAttribute('data-order-state')).toBe(
      'shipped',
    )
    expect(await buyer.locator('[data-tracking]').innerText()).toBe('RR123456789IR · Iran Post')
    // Saved on the device before the page is left: a save the navigation cuts short is lost.
    await expect.poll(() => savedShipped(buyer, 'one'), { timeout: 30_000 }).toBe(true)
    await buyer.goto(`${shop.origin}/account`)
    const listed = buyer.locator(`[data-own-order="${number}"]`)
    await listed.getByText(en('checkout.state.shipped')).waitFor()
    await expect.poll(() => savedShipped(buyer, 'own'), { timeout: 30_000 }).toBe(true)

    // Without the network, both show the last status seen, from the cache saved on the device.
    // The shop unreachable for the service worker too, not only for the page.
    await shop.stopServer()
    await buyer.context().setOffline(true)
    try {
      await buyer.goto(`${shop.origin}/checkout/status?number=${number}`)
      await buyer.getByText(en('checkout.status.shipped')).waitFor()
      await buyer.goto(`${shop.origin}/account`)
      await listed.getByText(en('checkout.state.shipped')).waitFor()
    } finally {
      await shop.startServer()
    }
    await buyer.context().close()
    await staffPage.context().close()
  })

  it('shows the shop’s refusal when another staff member moved the order first, in Persian right to left', async () => {
    const shopper = await newAccount(shop)
    const buyer = await loggedInVisitor(shop, shopper.token)
    const number = await placeOrder(buyer, 'iron-2')
    await buyer.context().close()

    const staffPage = await staffVisitor(shop, `/admin/orders/${number}?lang=fa`)
    expect(await staffPage.locator('html').getAttribute('dir')).toBe('rtl')
    await press(staffPage, 'confirmed', 'FA')
    // Meanwhile another staff member cancels it.
    const other = await newStaffAccount(shop, 'staff')
    const cancelled = await shop.rawCall(
      moveOrderCall.path,
      { number, to: 'cancelled', reason: 'The buyer called to cancel.' },
      { token: other.token },
    )
    expect(cancelled.statusCode).toBe(200)
    await staffPage.getByRole('button', { name: message('FA', 'orders.move.shipped') }).click()
    await staffPage.getByRole('button', { name: message('FA', 'orders.ship.confirm') }).click()
    const problem = staffPage.locator('[data-staff-problem]')
    await problem.waitFor()
    expect(await problem.innerText()).toBe(message('FA', 'backOffice.problem.changed'))
    // The page shows the order as it is now: cancelled, with no move left.
    await staffPage.locator('[data-order] [data-order-status="cancelled"]').waitFor()
    await staffPage.getByText(message('FA', 'orders.final')).waitFor()
    await staffPage.context().close()
  })

  it('asks before cancelling, keeps the reason in the history, and the home’s counts follow the orders', async () => {
    const staffPage = await staffVisitor(shop, '/admin', 'staff', {
      viewport: { width: 1280, height: 900 },
    })
    const toConfirm = staffPage.locator('[data-todo="toConfirm"]')
    await toConfirm.waitFor()
    const counted = async () => Number(await toConfirm.getAttribute('data-count'))
    const todayOrders = async () =>
      Number(await staffPage.locator('[data-today-orders]').getAttribute('data-today-orders'))
    const before = { toConfirm: await counted(), today: await todayOrders() }

    const shopper = await newAccount(shop)
    const buyer = await loggedInVisitor(shop, shopper.token)
    const number = await placeOrder(buyer, 'iron-2')
    await buyer.context().close()

    // Opened again, the home counts the new order, and the menu says orders wait.
    await staffPage.reload()
    await expect.poll(counted).toBe(before.toConfirm + 1)
    expect(await todayOrders()).toBe(before.today + 1)
    expect(
      Number(
        await staffPage.locator('nav [data-count-badge]').first().getAttribute('data-count-badge'),
      ),
    ).toBeGreaterThan(0)
    await toConfirm.getByRole('link').click()
    await staffPage.waitForURL(/\/admin\/orders\?status=placed/)
    await staffPage.locator(`[data-order="${number}"]`).getByRole('link', { name: number }).click()

    // Cancel asks first; keeping the order changes nothing.
    await staffPage.getByRole('button', { name: en('orders.move.cancelled') }).click()
    const asking = staffPage.locator('[data-asking="cancelled"]')
    expect(await asking.innerText()).toContain(en('orders.cancel.ask').replace('{number}', number))
    // The reason's field has the focus.
    expect(await staffPage.evaluate(() => document.activeElement?.getAttribute('name') ?? '')).toBe(
      'reason',
    )
    await asking.getByRole('button', { name: en('orders.cancel.keep') }).click()
    await asking.waitFor({ state: 'detached' })
    expect(
      await staffPage.locator('[data-order] [data-order-status]').getAttribute('data-order-status'),
    ).toBe('placed')

    await staffPage.getByRole('button', { name: en('orders.move.cancelled') }).click()
    await asking
      .getByRole('textbox', { name: en('orders.cancel.reason') })
      .fill('Sold out at the supplier.')
    await asking.getByRole('button', { name: en('orders.cancel.confirm') }).click()
    await staffPage.locator('[data-order] [data-order-status="cancelled"]').waitFor()
    expect(await staffPage.locator('[data-history]').first().innerText()).toContain(
      'Reason: Sold out at the supplier.',
    )

    // The home counts it no more among those to confirm; today's sales leave it out.
    await staffPage.goto(`${shop.origin}/admin`)
    await expect.poll(counted).toBe(before.toConfirm)
    expect(await staffPage.locator('[data-today]').innerText()).toMatch(
      /orders? cancelled today, whenever (it was|they were) placed/,
    )
    await staffPage.context().close()
  })

  it('finds an order by a phone typed in Persian digits, on a phone, right to left', async () => {
    const shopper = await newAccount(shop)
    const buyer = await loggedInVisitor(shop, shopper.token)
    const number = await placeOrder(buyer, 'iron-2', '0935 777 1234')
    await buyer.context().close()
    const staffPage = await staffVisitor(shop, '/admin/orders?lang=fa', 'staff', {
      viewport: { width: 390, height: 844 },
    })
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    await staffPage.getByRole('searchbox', { name: fa('orders.search') }).fill('۰۹۳۵ ۷۷۷ ۱۲۳۴')
    await staffPage.getByRole('button', { name: fa('orders.show') }).click()
    await staffPage.waitForURL(/q=/)
    const row = staffPage.locator(`[data-order="${number}"]`)
    // The list found shows once the search is answered (the one before stays until then).
    await expect.poll(() => staffPage.locator('[data-order]').count()).toBe(1)
    await row.waitFor()
    // The phone in Persian digits among Persian words.
    expect(await row.innerText()).toContain('۰۹۳۵۷۷۷۱۲۳۴')
    // Nothing wider than the phone.
    expect(
      await staffPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390)
    await staffPage.context().close()
  })

  it('prints an order’s packing slip and invoice in its language, and exports the orders as a CSV file Persian reads right in', async () => {
    const shopper = await newAccount(shop)
    const buyer = await loggedInVisitor(shop, shopper.token)
    const number = await placeOrder(buyer, 'iron-2', '0935 111 2222')
    await buyer.context().close()
    const { title } = await shop.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select('order_lines.title')
      .where('orders.number', '=', number)
      .executeTakeFirstOrThrow()
    // A Persian name, as a Persian buyer types it.
    await shop.db
      .updateTable('orders')
      .set({ name: 'سارا احمدی' })
      .where('number', '=', number)
      .execute()

    const staffPage = await staffVisitor(shop, `/admin/orders/${number}?lang=fa`, 'staff', {
      viewport: { width: 1280, height: 900 },
    })
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    // The papers open in a tab of their own, in the order's language (English here).
    const [slip] = await Promise.all([
      staffPage.context().waitForEvent('page'),
      staffPage.locator('[data-paper-link="slip"]').click(),
    ])
    await slip.waitForURL(new RegExp(`/admin/orders/${number}/slip\\?lang=en`))
    await slip.locator('[data-order-paper="slip"] [data-paper-lines]').waitFor()
    expect(await slip.locator('html').getAttribute('dir')).toBe('ltr')
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await slip.pdf())), {
      mergePages: true,
    })
    expect(text).toContain(en('orders.print.slip'))
    expect(text).toContain(number)
    expect(text).toContain(title)
    // Printed, the shop's header and the back office's menu are left out.
    expect(text).not.toContain(en('backOffice.orders'))
    await slip.goto(`${shop.origin}/admin/orders/${number}/invoice?lang=en`)
    await slip.locator('[data-order-paper="invoice"]').waitFor()
    expect(await slip.locator('[data-order-paper="invoice"]').innerText()).toContain(
      en('orders.total'),
    )
    await slip.close()

    // The list's orders, as a spreadsheet: UTF-8 with a byte order mark, the name as typed.
    await staffPage.goto(`${shop.origin}/admin/orders?lang=fa&q=09351112222`)
    await staffPage.locator(`[data-order="${number}"]`).waitFor()
    const [file] = await Promise.all([
      staffPage.waitForEvent('download'),
      staffPage.getByRole('button', { name: fa('orders.export') }).click(),
    ])
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = Buffer.concat(await (await file.createReadStream()).toArray())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = bytes.toString('utf8').slice(1).trim().split(/\r?\n/)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain(fa('orders.csv.phone'))
    expect(rows[1]).toContain(number)
    expect(rows[1]).toContain('سارا احمدی')
    expect(rows[1]).toContain(fa('orders.status.placed'))
    await staffPage.context().close()
  })

  it('has no shop footer nor bottom bar, and fits a phone', async () => {
    const staffPage = await staffVisitor(shop, '/admin/orders?lang=fa', 'staff', {
      viewport: { width: 390, height: 844 },
    })
    await staffPage.locator('[data-order-totals]').waitFor()
    expect(await staffPage.locator('footer').count()).toBe(0)
    expect(
      await staffPage.getByRole('navigation', { name: message('FA', 'backOffice.nav') }).count(),
    ).toBe(1)
    expect(await staffPage.locator('[data-mobile-bar]').count()).toBe(0)
    expect(
      await staffPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390)
    // A shop's page keeps them.
    await staffPage.goto(`${shop.origin}/about?lang=fa`)
    await hydrated(staffPage)
    expect(await staffPage.locator('[data-mobile-bar]').count()).toBe(1)
    await staffPage.context().close()
  })
})
