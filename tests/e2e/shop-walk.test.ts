import { randomUUID } from 'node:crypto'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { registerAccountCall } from '../../src/contract/accounts'
import { addToCartCall } from '../../src/contract/cart'
import { productSingleCall } from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import { placeOrderCall } from '../../src/contract/orders'
import {
  answerOverHttp,
  releaseAdmin,
  startReleasedShop,
  type ReleasedShop,
} from '../released-shop'
import { sendRegisterForm } from './register-form'
import { message } from './shop-data'
import { collectPageErrors, hydrated } from './shop-in-browser'

/**
 * A new buyer's order and the owner's day, through the pages of the shop as it ships, on a
 * phone, in English and in Persian: nothing on the way may log an error.
 */
let released: ReleasedShop
let browser: Browser

beforeAll(async () => {
  released = await startReleasedShop()
  browser = await chromium.connect(inject('browserShop').browserEndpoint)
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await released?.remove()
})

const phone = { width: 390, height: 844 }
const persianDigits = '۰۱۲۳۴۵۶۷۸۹'
/** A number as a person types it on the page's keyboard. */
const typed = (lang: Language, text: string) =>
  lang === 'FA' ? text.replace(/\d/g, (digit) => persianDigits[Number(digit)] ?? digit) : text

/** Text with the page's digits read as Latin ones. */
const latin = (text: string) =>
  text.replace(/[۰-۹]/g, (digit) => String(persianDigits.indexOf(digit)))

/** A context on a phone whose every page's errors (thrown, or logged) are kept in `problems`. */
async function phoneContext(problems: string[][]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: phone })
  context.on('page', (page) => {
    problems.push(collectPageErrors(page, { console: ['error'], withAddress: true }))
  })
  return context
}

/** Logs in through the login screen the back office sends a visitor to. */
async function logInToBackOffice(page: Page, lang: Language, email: string, password: string) {
  const say = (id: Parameters<typeof message>[1]) => message(lang, id)
  await page.goto(`${released.origin}/admin?lang=${lang.toLowerCase()}`)
  await page.waitForURL(/\/account\/login\?redirect=%2Fadmin/)
  await hydrated(page)
  await page.getByLabel(say('account.field.userName')).fill(email)
  await page.getByLabel(say('account.field.password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: say('account.login.submit') }).click()
  await page.waitForURL(/\/admin(\?|$)/)
  await page.getByRole('navigation', { name: say('backOffice.nav') }).waitFor()
}

/** An order placed over the API, as another buyer's: its number. */
async function anotherOrder(): Promise<string> {
  const session = `s-${randomUUID()}`
  const { pro: product } = await answerOverHttp(released.origin, productSingleCall, {
    unique: 'iron-2',
  })
  await answerOverHttp(released.origin, addToCartCall, { session, pid: product.id })
  const { order } = await answerOverHttp(released.origin, placeOrderCall, {
    session,
    name: 'Ali Rezaei',
    phone: '09121112233',
    address: '5 Enghelab Street, Tehran',
    postal_code: '1234567890',
    payment: 'cod',
  })
  return order.number
}

describe.each(['EN', 'FA'] as const)('a day of the shop as it ships, in %s on a phone', (lang) => {
  const say = (id: Parameters<typeof message>[1]) => message(lang, id)
  const query = `lang=${lang.toLowerCase()}`
  // Each language's buyer is an account of its own, with a phone of its own.
  const buyerPhone = lang === 'EN' ? '0912 345 6789' : '0912 345 6790'

  it('a new buyer orders; the owner finds, confirms, ships, prints, exports, cancels, makes a page and a clerk', async () => {
    const { origin } = released
    const problems: string[][] = []

    // The buyer registers, then orders.
    const buyerContext = await phoneContext(problems)
    const buyer = await buyerContext.newPage()
    const buyerEmail = `buyer-${randomUUID()}@example.com`
    await buyer.goto(`${origin}/account/login?${query}`)
    await hydrated(buyer)
    await buyer.getByRole('button', { name: say('account.login.toRegister') }).click()
    await sendRegisterForm(
      buyer,
      {
        fname: 'Sara',
        lname: 'Ahmadi',
        email: buyerEmail,
        phone: typed(lang, buyerPhone),
        password: 'a-good-password',
      },
      lang,
    )
    await buyer.waitForURL(/\/account(\?|$)/)

    await buyer.goto(`${origin}/product/single/iron-2?${query}`)
    await hydrated(buyer)
    await buyer.getByRole('button', { name: say('cart.add') }).click()
    await buyer.waitForURL(/\/checkout\/cart/)
    await buyer.getByRole('link', { name: say('cart.checkout') }).click()
    await buyer.waitForURL(/\/checkout\/transfer/)
    const form = buyer.getByRole('form', { name: say('checkout.delivery.intro') })
    await form
      .getByRole('textbox', { name: say('checkout.field.name'), exact: true })
      .fill('Sara Ahmadi')
    await form
      .getByRole('textbox', { name: say('checkout.field.phone') })
      .fill(typed(lang, buyerPhone))
    await form
      .getByRole('textbox', { name: say('checkout.field.address') })
      .fill('No. 12, Azadi Street, Tehran')
    await form
      .getByRole('textbox', { name: say('checkout.field.postalCode') })
      .fill(typed(lang, '1314567891'))
    await form.getByRole('button', { name: say('checkout.toPayment') }).click()
    await buyer.waitForURL(/\/checkout\/payment/)
    await buyer.getByRole('button', { name: say('checkout.place') }).click()
    await buyer.waitForURL(/\/checkout\/status\?number=/)
    await buyer.getByText(say('checkout.status.placed')).waitFor()
    const number = new URL(buyer.url()).searchParams.get('number')
    expect(number).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)

    // The owner finds it by the buyer's phone, confirms it and ships it with its tracking number.
    const ownerContext = await phoneContext(problems)
    const owner = await ownerContext.newPage()
    await logInToBackOffice(owner, lang, releaseAdmin.email, releaseAdmin.password)
    await owner
      .getByRole('navigation', { name: say('backOffice.nav') })
      .getByRole('link', { name: say('backOffice.orders') })
      .click()
    await owner.waitForURL(/\/admin\/orders/)
    await owner.getByRole('searchbox', { name: say('orders.search') }).fill(typed(lang, buyerPhone))
    await owner.getByRole('button', { name: say('orders.show') }).click()
    await owner.waitForURL(/q=/)
    const row = owner.locator(`[data-order="${String(number)}"]`)
    await row.getByRole('link').first().click()
    await owner.waitForURL(new RegExp(`/admin/orders/${String(number)}`))
    await owner.getByRole('button', { name: say('orders.move.confirmed') }).click()
    await owner.locator('[data-order] [data-order-status="confirmed"]').waitFor()
    await owner.getByRole('button', { name: say('orders.move.shipped') }).click()
    const ship = owner.locator('[data-asking="shipped"]')
    await ship
      .getByRole('textbox', { name: say('orders.ship.tracking') })
      .fill(typed(lang, 'RR123456789IR'))
    await ship.getByRole('textbox', { name: say('orders.ship.carrier') }).fill('Iran Post')
    await ship.getByRole('button', { name: say('orders.ship.confirm') }).click()
    await owner.locator('[data-order] [data-order-status="shipped"]').waitFor()

    // The buyer's status page shows the parcel's tracking number.
    await buyer.reload()
    await buyer.getByText(say('checkout.status.shipped')).waitFor()
    expect(latin(await buyer.locator('[data-tracking]').innerText())).toContain('RR123456789IR')

    // Its packing slip, in a tab of its own.
    const [slip] = await Promise.all([
      ownerContext.waitForEvent('page'),
      owner.locator('[data-paper-link="slip"]').click(),
    ])
    await slip.locator('[data-order-paper="slip"] [data-paper-lines]').waitFor()
    await slip.close()

    // The orders as a spreadsheet.
    await owner.goto(`${origin}/admin/orders?${query}`)
    await owner.locator(`[data-order="${String(number)}"]`).waitFor()
    const [file] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: say('orders.export') }).click(),
    ])
    const bytes = Buffer.concat(await (await file.createReadStream()).toArray())
    expect(bytes.toString('utf8')).toContain(String(number))

    // Another order, cancelled with a reason.
    const other = await anotherOrder()
    await owner.goto(`${origin}/admin/orders/${other}?${query}`)
    await owner.getByRole('button', { name: say('orders.move.cancelled') }).click()
    const asking = owner.locator('[data-asking="cancelled"]')
    await asking
      .getByRole('textbox', { name: say('orders.cancel.reason') })
      .fill('Sold out at the supplier.')
    await asking.getByRole('button', { name: say('orders.cancel.confirm') }).click()
    await owner.locator('[data-order] [data-order-status="cancelled"]').waitFor()
    await owner.locator('[data-history]').first().getByText('Sold out at the supplier.').waitFor()

    // A new page, which the shop then answers at its address.
    const slug = `opening-hours-${lang.toLowerCase()}`
    await owner.goto(`${origin}/admin/pages?${query}`)
    const newPage = owner.locator('[data-new-page]')
    await newPage.getByLabel(say('editor.pages.slug')).fill(slug)
    await newPage.getByLabel(say('editor.pages.title')).fill('Opening hours')
    await newPage.getByRole('button', { name: say('editor.pages.create') }).click()
    await owner.locator(`[data-page-editor="${slug}"]`).waitFor()
    expect((await buyer.goto(`${origin}/${slug}?${query}`))?.status()).toBe(200)
    // The page's title comes with its render (or, from the app's shell, once it has loaded).
    await expect.poll(() => buyer.title()).toContain('Opening hours')

    // A clerk of the orders area only.
    const clerk = { email: `clerk-${randomUUID()}@example.com`, password: 'a-clerk-password-1' }
    await answerOverHttp(origin, registerAccountCall, {
      fname: 'Reza',
      lname: 'Karimi',
      email: clerk.email,
      phone: lang === 'EN' ? '09351234567' : '09351234568',
      password: clerk.password,
      curent_password: clerk.password,
    })
    await owner.goto(`${origin}/admin/staff?${query}`)
    await owner.getByLabel(say('staff.email')).fill(clerk.email)
    await owner.getByLabel(say('staff.role'), { exact: true }).selectOption('staff')
    await owner.getByRole('button', { name: say('staff.save') }).click()
    const clerkRow = owner.locator(`[data-staff="${clerk.email}"]`)
    for (const area of ['catalogue', 'content', 'feedback'] as const) {
      await clerkRow.getByRole('checkbox', { name: say(`staff.area.${area}`) }).uncheck()
    }
    await clerkRow.getByRole('button', { name: say('staff.saveAreas') }).click()
    await clerkRow.getByText(say('staff.areasSaved')).waitFor()

    const clerkContext = await phoneContext(problems)
    const clerkPage = await clerkContext.newPage()
    await logInToBackOffice(clerkPage, lang, clerk.email, clerk.password)
    const nav = clerkPage.getByRole('navigation', { name: say('backOffice.nav') })
    const areas = await nav.locator('[data-area-name]').allTextContents()
    expect(areas).toContain(say('backOffice.orders'))
    expect(areas).not.toContain(say('backOffice.products'))
    await clerkPage.locator('[data-todo="toConfirm"]').waitFor()
    // Nothing on the home leads where the clerk may not go.
    expect(await clerkPage.locator('[data-todo="lowStock"]').count()).toBe(0)
    // A screen of another area says which area it needs.
    await clerkPage.goto(`${origin}/admin/products?${query}`)
    await clerkPage
      .getByText(say('backOffice.refusedArea').replace('{area}', say('staff.area.catalogue')))
      .waitFor()

    expect(problems.flat()).toEqual([])
    await Promise.all([buyerContext.close(), ownerContext.close(), clerkContext.close()])
  }, 240_000)
})
