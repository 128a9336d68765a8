import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loginCall } from '../../src/contract/accounts'
import { moveOrderCall } from '../../src/contract/back-office-orders'
import { shopIntl } from '../../src/i18n/intl'
import {
  answerOverHttp,
  releaseAdmin,
  startReleasedShop,
  type ReleasedShop,
} from '../released-shop'
import { message } from './shop-data'
import { hydrated, phoneViewport } from './shop-in-browser'

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

const fa = (id: Parameters<typeof message>[1]) => message('FA', id)

describe('the shop as it ships, in the browser', () => {
  it('takes an order through its pages in Persian, and shows its tracking once shipped', async () => {
    const { origin } = released
    const context = await browser.newContext({ viewport: phoneViewport })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))

    await page.goto(`${origin}/product/single/iron-2?lang=fa`)
    await hydrated(page)
    await page.getByRole('button', { name: fa('cart.add') }).click()
    await page.waitForURL(/\/checkout\/cart/)
    await page.getByRole('link', { name: fa('cart.checkout') }).click()
    await page.waitForURL(/\/checkout\/transfer/)
    const form = page.getByRole('form', { name: fa('checkout.delivery.intro') })
    await form.getByRole('textbox', { name: fa('checkout.field.name') }).fill('سارا احمدی')
    await form.getByRole('textbox', { name: fa('checkout.field.phone') }).fill('۰۹۱۲ ۳۴۵ ۶۷۸۹')
    await form
      .getByRole('textbox', { name: fa('checkout.field.address') })
      .fill('تهران، خیابان آزادی، پلاک ۱۲')
    await form.getByRole('textbox', { name: fa('checkout.field.postalCode') }).fill('۱۳۱۴۵۶۷۸۹۱')
    await form.getByRole('button', { name: fa('checkout.toPayment') }).click()
    await page.waitForURL(/\/checkout\/payment/)
    await page.getByRole('button', { name: fa('checkout.place') }).click()
    await page.waitForURL(/\/checkout\/status\?number=/)
    await page.getByText(fa('checkout.status.placed')).waitFor()
    const number = new URL(page.url()).searchParams.get('number') ?? ''
    expect(number).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    // Shown in Persian digits on the Persian page, its phone and postal code too.
    expect(await page.locator('[data-order-number]').innerText()).toBe(shopIntl('fa').code(number))
    expect(await page.locator('[data-delivery]').innerText()).toContain('۰۹۱۲۳۴۵۶۷۸۹')
    expect(await page.locator('[data-delivery]').innerText()).toContain('۱۳۱۴۵۶۷۸۹۱')

    // Staff ship it; the buyer's page shows the parcel's tracking number.
    const { authorisation } = await answerOverHttp(origin, loginCall, {
      userName: releaseAdmin.email,
      password: releaseAdmin.password,
    })
    for (const move of [
      { to: 'confirmed' },
      { to: 'shipped', tracking: { number: 'RR123456789IR', carrier: 'Iran Post' } },
    ]) {
      await answerOverHttp(
        origin,
        moveOrderCall,
        { number, ...move },
        { token: authorisation.token },
      )
    }
    await page.reload()
    await page.getByText(fa('checkout.status.shipped')).waitFor()
    expect(await page.locator('[data-tracking]').innerText()).toContain('RR۱۲۳۴۵۶۷۸۹IR')
    expect(problems).toEqual([])
    await context.close()
  })
})
