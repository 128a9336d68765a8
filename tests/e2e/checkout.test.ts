import type { Page } from 'playwright-core'
import type { Language } from '../../src/contract/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCartCall } from '../../src/contract/cart'
import { placeOrderCall } from '../../src/contract/orders'
import { registerAccount } from '../shop-calls'
import { sendRegisterForm } from './register-form'
import { message } from './shop-data'
import {
  hydrated,
  keepLogin,
  newLoginToken,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser

const bank = {
  bank: 'Bank Melli',
  holder: 'Appliance Shop Ltd',
  iban: 'IR820540102680020817909002',
}

beforeAll(async () => {
  shop = await startShopInBrowser({ authRateLimit: 1000, bankAccount: bank })
})
afterAll(async () => {
  await shop?.close()
})

const en = (id: Parameters<typeof message>[1]) => message('EN', id)
const fa = (id: Parameters<typeof message>[1]) => message('FA', id)

/** The shop's IBAN as the page writes it: in groups of four. */
const groupedIban = 'IR82 0540 1026 8002 0817 9090 02'
/** An amount in toman as each language writes it. */
const tomanAmount = { EN: /^[\d,]+ Toman$/, FA: /^[۰-۹٬]+ تومان$/ }

/** A visitor logged in with `token` who put a product in the cart: on the cart's page. */
async function withProductInCart(page: Page, unique: string, token: string) {
  await page.goto(`${shop.origin}/product/single/${unique}`)
  await keepLogin(page, token)
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: en('cart.add') }).click()
  await page.waitForURL(`${shop.origin}/checkout/cart`)
  await page
    .getByRole('list', { name: en('cart.lines') })
    .getByRole('listitem')
    .first()
    .waitFor()
}

/** Fills the delivery form and goes on to the payment step. */
async function enterDelivery(page: Page) {
  await page.getByRole('link', { name: en('cart.checkout') }).click()
  await page.waitForURL(`${shop.origin}/checkout/transfer`)
  const form = page.getByRole('form', { name: en('checkout.delivery.intro') })
  // A new account's first delivery starts with its name: emptied, the page checks it.
  const name = form.getByRole('textbox', { name: en('checkout.field.name') })
  await expect.poll(() => name.inputValue()).toMatch(/^Reza Karimi \d+$/)
  await name.fill('')
  // Checked in the page, by the shop's own rules: nothing leaves it.
  await form.getByRole('button', { name: en('checkout.toPayment') }).click()
  await form.getByText(en('checkout.check.name')).waitFor()
  expect(
    await form
      .getByRole('textbox', { name: en('checkout.field.name') })
      .evaluate((field) => field === document.activeElement),
  ).toBe(true)
  await form.getByRole('textbox', { name: en('checkout.field.name') }).fill('Sara Ahmadi')
  await form.getByRole('textbox', { name: en('checkout.field.phone') }).fill('0912 345 6789')
  await form.getByRole('textbox', { name: en('checkout.field.address') }).fill('Tehran')
  await form.getByRole('textbox', { name: en('checkout.field.postalCode') }).fill('1314567891')
  await form.getByRole('button', { name: en('checkout.toPayment') }).click()
  await form.getByText('Write the street, number and city: at least 10 characters.').waitFor()
  await form
    .getByRole('textbox', { name: en('checkout.field.address') })
    .fill('No. 12, Azadi Street, Tehran')
  // Typed details stay through a reload.
  await page.reload()
  await hydrated(page)
  expect(await form.getByRole('textbox', { name: en('checkout.field.address') }).inputValue()).toBe(
    'No. 12, Azadi Street, Tehran',
  )
  await form.getByRole('button', { name: en('checkout.toPayment') }).click()
  await page.waitForURL(`${shop.origin}/checkout/payment`)
}

async function stockOf(unique: string) {
  const product = await shop.db
    .selectFrom('products')
    .select(['id', 'depo'])
    .where('unique_id', '=', unique)
    .executeTakeFirstOrThrow()
  const variant = await shop.db
    .selectFrom('product_variants')
    .select('depo')
    .where('product_id', '=', product.id)
    .orderBy('id')
    .executeTakeFirst()
  return variant?.depo ?? product.depo
}

async function ordersOf(session: string) {
  return shop.db.selectFrom('orders').selectAll().where('session', '=', session).execute()
}

const sessionOf = (page: Page) => page.evaluate(() => localStorage.getItem('session') ?? '')

/** Colour codes, which no shopper should read. */
const colourCode = /#[0-9a-f]{3,8}\b/i

/** The options of a product with their names in a language, from the database. */
async function optionNames(unique: string, lang: Language) {
  return shop.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('product_variant_texts as vt', 'vt.variant_id', 'v.id')
    .select(['v.unique_id', 'v.value', 'vt.name'])
    .where('p.unique_id', '=', unique)
    .where('vt.lang', '=', lang)
    .orderBy('v.id')
    .execute()
}

/** The page's visible text holds no colour code, and the option's words. */
async function expectOptionShown(page: Page, words: string) {
  await page.getByText(words, { exact: true }).first().waitFor()
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(colourCode)
}

describe('a product’s options', () => {
  for (const lang of ['EN', 'FA'] as const) {
    it(`are named, never a colour code, from the product page to the order’s status (${lang})`, async () => {
      const t = (id: Parameters<typeof message>[1]) => message(lang, id)
      const options = await optionNames('iron-1', lang)
      const chosen = options[1]
      if (!chosen) throw new Error('iron-1 has fewer than two options')
      expect(chosen.value).toMatch(colourCode)
      const withKind = `${t('option.kind.color')}: ${chosen.name}`
      const page = await shop.newVisitor()

      await page.goto(`${shop.origin}/product/single/iron-1?lang=${lang.toLowerCase()}`)
      await hydrated(page)
      for (const option of options) await expectOptionShown(page, option.name)
      await page.getByText(t('option.kind.color'), { exact: true }).waitFor()
      await page.getByText(chosen.name, { exact: true }).click()
      await page.waitForURL(new RegExp(`variant=${chosen.unique_id}`))
      await page.getByRole('button', { name: t('cart.add') }).click()
      await page.waitForURL(/\/checkout\/cart/)
      await expectOptionShown(page, withKind)

      await page.getByRole('link', { name: t('cart.checkout') }).click()
      await page.waitForURL(/\/checkout\/transfer/)
      const form = page.getByRole('form', { name: t('checkout.delivery.intro') })
      await form.getByRole('textbox', { name: t('checkout.field.name') }).fill('Sara Ahmadi')
      await form.getByRole('textbox', { name: t('checkout.field.phone') }).fill('09123456789')
      await form
        .getByRole('textbox', { name: t('checkout.field.address') })
        .fill('No. 12, Azadi Street, Tehran')
      await form.getByRole('textbox', { name: t('checkout.field.postalCode') }).fill('1314567891')
      await form.getByRole('button', { name: t('checkout.toPayment') }).click()
      await page.waitForURL(/\/checkout\/payment/)
      await page.getByRole('button', { name: t('checkout.place') }).waitFor()
      expect(await page.evaluate(() => document.body.innerText)).not.toMatch(colourCode)

      await page.getByRole('button', { name: t('checkout.place') }).click()
      await page.waitForURL(/\/checkout\/status\?number=/)
      await page.locator('[data-order-line="iron-1"]').waitFor()
      await expectOptionShown(page, withKind)
      await page.close()
    })
  }
})

describe('placing an order', () => {
  it('by cash on delivery: delivery, payment, the status, and the account lists it', async () => {
    const token = await newLoginToken(shop)
    const page = await shop.newVisitor()
    await withProductInCart(page, 'iron-2', token)
    const stockBefore = await stockOf('iron-2')
    // Every amount of the cart names the shop's currency.
    const cartLine = page.locator('[data-cart-line="iron-2"]')
    const title = await cartLine.getByRole('link').first().innerText()
    const lineTotal = /Line total: (.+)$/m.exec(await cartLine.innerText())?.[1] ?? ''
    expect(lineTotal).toMatch(tomanAmount.EN)
    expect(await page.locator('[data-total]').innerText()).toBe(lineTotal)
    await enterDelivery(page)

    await page.locator('[data-delivery]').getByText('No. 12, Azadi Street, Tehran').waitFor()
    // The payment step lists what is ordered: title, quantity, price and line total.
    const item = page
      .getByRole('region', { name: en('checkout.summary') })
      .locator('[data-ordered-item="iron-2"]')
    await item.waitFor()
    expect(await item.innerText()).toContain(title)
    expect(await item.innerText()).toContain(`1 × ${lineTotal}`)
    expect(await item.locator('[data-line-total]').innerText()).toBe(lineTotal)
    expect(await page.locator('[data-total]').innerText()).toMatch(tomanAmount.EN)
    // Shipping from the shop, in the total to pay.
    await page.getByText(en('checkout.shipping')).waitFor()
    expect(await page.getByRole('radio', { name: en('checkout.payment.cod') }).isChecked()).toBe(
      true,
    )
    await page.getByRole('button', { name: en('checkout.place') }).click()
    await page.waitForURL(/\/checkout\/status\?number=/)
    await page.getByText(en('checkout.status.placed')).waitFor()
    const number = await page.locator('[data-order-number]').innerText()
    expect(number).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    await page.locator('[data-order-line="iron-2"]').getByText(lineTotal).first().waitFor()
    expect(await page.locator('[data-total]').innerText()).toMatch(tomanAmount.EN)

    const session = await sessionOf(page)
    const [order] = await ordersOf(session)
    expect(order).toMatchObject({
      number,
      payment: 'cod',
      name: 'Sara Ahmadi',
      phone: '09123456789',
    })
    expect(order!.user_id).toBeGreaterThan(0)
    expect(await stockOf('iron-2')).toBe(stockBefore - 1)
    // The cart is empty now; the basket says so.
    await page.goto(`${shop.origin}/checkout/cart`)
    await page.getByText(en('cart.empty')).waitFor()

    // The status page can be opened again, and from the account page.
    await page.goto(`${shop.origin}/account`)
    const listed = page.locator(`[data-own-order="${number}"]`)
    await listed.waitFor()
    await listed.getByRole('link').click()
    await page.waitForURL(/\/checkout\/status\?number=/)
    await page.locator('[data-order-line="iron-2"]').waitFor()
    await page.close()
  })

  it('by bank transfer: the shop’s account is shown before and after placing', async () => {
    const token = await newLoginToken(shop)
    const page = await shop.newVisitor()
    await withProductInCart(page, 'hairdryer-3', token)
    await enterDelivery(page)
    await page.getByText(en('checkout.payment.transfer')).click()
    // The IBAN in groups of four, each character as wide as the others, and a copy button.
    const iban = page.locator('[data-bank-account] [data-iban]')
    expect(await iban.innerText()).toBe(groupedIban)
    expect(await iban.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace/)
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.origin })
    const copied = page.locator('[data-bank-account]').getByRole('status')
    expect(await copied.innerText()).toBe('')
    await page.getByRole('button', { name: en('checkout.bank.copyIban') }).click()
    await copied.getByText(en('checkout.bank.copied')).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bank.iban)

    await page.getByRole('button', { name: en('checkout.place') }).click()
    await page.getByText(en('checkout.status.awaiting_payment')).waitFor()
    expect(await page.locator('[data-bank-account] [data-iban]').innerText()).toBe(groupedIban)
    // Where to pay what: the total to transfer, with its currency.
    const total = await page.locator('[data-total]').innerText()
    expect(total).toMatch(tomanAmount.EN)
    await page.getByText(`Transfer ${total} to this account`).waitFor()
    const [order] = await ordersOf(await sessionOf(page))
    expect(order).toMatchObject({ payment: 'transfer', status: 'awaiting_payment' })
    await page.close()
  })

  it('in Persian: the toman on the cart, the payment step and the status, the IBAN left to right', async () => {
    const token = await newLoginToken(shop)
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/hairdryer-4?lang=fa`)
    await keepLogin(page, token)
    await page.reload()
    await hydrated(page)
    await page.getByRole('button', { name: fa('cart.add') }).click()
    await page.waitForURL(/\/checkout\/cart/)
    const lineTotal = /جمع: (.+)$/m.exec(
      await page.locator('[data-cart-line="hairdryer-4"]').innerText(),
    )?.[1]
    expect(lineTotal).toMatch(tomanAmount.FA)
    expect(await page.locator('[data-total]').innerText()).toBe(lineTotal)

    const delivery = {
      name: 'سارا احمدی',
      phone: '09123456789',
      address: 'تهران، خیابان آزادی، پلاک ۱۲',
      postal_code: '1314567891',
    }
    await page.evaluate(
      (details) => localStorage.setItem('delivery', details),
      JSON.stringify(delivery),
    )
    await page.goto(`${shop.origin}/checkout/payment?lang=fa`)
    await hydrated(page)
    const item = page
      .getByRole('region', { name: fa('checkout.summary') })
      .locator('[data-ordered-item="hairdryer-4"]')
    expect(await item.locator('[data-line-total]').innerText()).toBe(lineTotal)
    expect(await page.locator('[data-total]').innerText()).toMatch(tomanAmount.FA)

    await page.getByText(fa('checkout.payment.transfer')).click()
    const iban = page.locator('[data-bank-account] [data-iban]')
    expect(await iban.innerText()).toBe(groupedIban)
    expect(await iban.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')

    await page.getByRole('button', { name: fa('checkout.place') }).click()
    await page.getByText(fa('checkout.status.awaiting_payment')).waitFor()
    const total = await page.locator('[data-total]').innerText()
    expect(total).toMatch(tomanAmount.FA)
    await page.getByText(`مبلغ ${total} را به این حساب واریز کنید`).waitFor()
    expect(await page.locator('[data-order-line="hairdryer-4"]').innerText()).toContain(lineTotal)
    await page.close()
  })

  it('needs the network: offline, the button says so and nothing is queued or ordered', async () => {
    const token = await newLoginToken(shop)
    const page = await shop.newVisitor()
    await withProductInCart(page, 'hairdryer-2', token)
    await enterDelivery(page)
    const place = page.getByRole('button', { name: en('checkout.place') })
    await place.waitFor()

    await shop.stopServer()
    try {
      await page.context().setOffline(true)
      await page.getByRole('button', { name: en('checkout.needsNetwork') }).waitFor()
      expect(
        await page.getByRole('button', { name: en('checkout.needsNetwork') }).isDisabled(),
      ).toBe(true)
      await page.getByText(en('checkout.offline')).waitFor()
      expect(await page.locator('[data-outbox-count]').count()).toBe(0)
    } finally {
      await page.context().setOffline(false)
      await shop.startServer()
    }
    await place.waitFor()
    expect(await ordersOf(await sessionOf(page))).toEqual([])
    await page.close()
  })
})

/** The delivery form's fields as they stand, once the delivery step shows it. */
async function deliveryForm(page: Page) {
  const form = page.getByRole('form', { name: en('checkout.delivery.intro') })
  const field = (id: Parameters<typeof message>[1]) => form.getByRole('textbox', { name: en(id) })
  const fields = {
    name: field('checkout.field.name'),
    phone: field('checkout.field.phone'),
    address: field('checkout.field.address'),
    postal_code: field('checkout.field.postalCode'),
  }
  await fields.name.waitFor()
  const values = async () => ({
    name: await fields.name.inputValue(),
    phone: await fields.phone.inputValue(),
    address: await fields.address.inputValue(),
    postal_code: await fields.postal_code.inputValue(),
  })
  return { form, fields, values }
}

describe('a buyer’s delivery details', () => {
  it('start the second checkout with the first order’s, on any device, and can all be changed', async () => {
    const buyer = await registerAccount(shop.rawCall)
    const dryer = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'hairdryer-6')
      .executeTakeFirstOrThrow()
    const variant = await shop.db
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', dryer.id)
      .orderBy('id')
      .executeTakeFirst()
    const first = {
      name: 'Mina Rahimi',
      phone: '09351234567',
      address: 'No. 4, Hafez Avenue, Shiraz',
      postal_code: '7134567890',
    }
    const session = `first-order-${String(buyer.id)}`
    const added = await shop.rawCall(
      addToCartCall.path,
      { session, pid: dryer.id, quantity: 1, dynamic: variant?.id },
      { token: buyer.token },
    )
    expect(added.statusCode, added.body).toBe(200)
    const placed = await shop.rawCall(
      placeOrderCall.path,
      { session, ...first, payment: 'cod' },
      { token: buyer.token },
    )
    expect(placed.statusCode, placed.body).toBe(200)

    // Another device, nothing typed on it: the form starts where the last order went.
    const page = await shop.newVisitor()
    await withProductInCart(page, 'iron-6', buyer.token)
    await page.getByRole('link', { name: en('cart.checkout') }).click()
    await page.waitForURL(`${shop.origin}/checkout/transfer`)
    const { form, fields, values } = await deliveryForm(page)
    await expect.poll(values).toEqual(first)
    expect(await page.locator('[data-login-prompt]').count()).toBe(0)

    await fields.name.fill('Mina Rahimi-Karimi')
    await fields.address.fill('No. 9, Saadi Street, Shiraz')
    await form.getByRole('button', { name: en('checkout.toPayment') }).click()
    await page.waitForURL(`${shop.origin}/checkout/payment`)
    await page.locator('[data-delivery]').getByText('No. 9, Saadi Street, Shiraz').waitFor()
    await page.locator('[data-delivery]').getByText('Mina Rahimi-Karimi').waitFor()
    await page.close()
  })

  it('start a first order with the account’s name and phone, never over what the shopper typed', async () => {
    const buyer = await registerAccount(shop.rawCall, { fname: 'Leila', lname: 'Moradi' })
    const page = await shop.newVisitor()
    await withProductInCart(page, 'iron-7', buyer.token)
    await page.getByRole('link', { name: en('cart.checkout') }).click()
    const { values } = await deliveryForm(page)
    await expect
      .poll(values)
      .toEqual({ name: 'Leila Moradi', phone: buyer.phone, address: '', postal_code: '' })
    await page.close()

    // The shop answers late, after the shopper has begun to type: what they typed stays.
    const late = await shop.newVisitor()
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    await late.route('**/wsd/v1/send/my_delivery', async (route) => {
      await held
      await route.continue()
    })
    await withProductInCart(late, 'iron-7', buyer.token)
    await late.getByRole('link', { name: en('cart.checkout') }).click()
    const typing = await deliveryForm(late)
    await typing.fields.name.fill('Someone Else')
    const answered = late.waitForResponse('**/wsd/v1/send/my_delivery')
    answer()
    await answered
    await typing.form.getByRole('button', { name: en('checkout.toPayment') }).click()
    await typing.form.getByText(en('checkout.check.phone')).waitFor()
    expect(await typing.values()).toEqual({
      name: 'Someone Else',
      phone: '',
      address: '',
      postal_code: '',
    })
    await late.close()
  })
})

describe('logging in from the checkout', () => {
  it('registers from the delivery step and comes back to it with the cart, its form filled', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/iron-8`)
    await hydrated(page)
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    await page.locator('[data-cart-line="iron-8"]').waitFor()
    await page.getByRole('link', { name: en('cart.checkout') }).click()
    await page.waitForURL(`${shop.origin}/checkout/transfer`)
    await deliveryForm(page)

    await page
      .locator('[data-login-prompt]')
      .getByRole('link', { name: en('cart.account.register') })
      .click()
    await page.waitForURL(/\/account\/login\?/)
    const phone = `0937${String(Date.now()).slice(-7)}`
    await sendRegisterForm(page, {
      fname: 'Nima',
      lname: 'Sadeghi',
      email: `nima.${phone}@example.com`,
      phone,
      password: 'a-good-password',
    })

    await page.waitForURL(`${shop.origin}/checkout/transfer`)
    const { values } = await deliveryForm(page)
    await expect.poll(values).toEqual({ name: 'Nima Sadeghi', phone, address: '', postal_code: '' })
    expect(await page.locator('[data-login-prompt]').count()).toBe(0)
    await page.getByRole('link', { name: en('checkout.backToCart') }).click()
    await page.locator('[data-cart-line="iron-8"]').waitFor()
    await page.close()
  })

  it('takes a shopper who registers from the header with a full cart back to the cart', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/iron-7`)
    await hydrated(page)
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    await page.locator('[data-cart-line="iron-7"]').waitFor()
    // The account's own link: no address to come back to.
    await page.goto(`${shop.origin}/account/login`)
    await hydrated(page)
    await page.getByRole('button', { name: en('account.login.toRegister') }).click()
    const phone = `0938${String(Date.now()).slice(-7)}`
    await sendRegisterForm(page, {
      fname: 'Leila',
      lname: 'Moradi',
      email: `leila.${phone}@example.com`,
      phone,
      password: 'a-good-password',
    })
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    await page.locator('[data-cart-line="iron-7"]').waitFor()
    await page.close()
  })

  it('logs in from the cart and comes back to the cart with its lines', async () => {
    const buyer = await registerAccount(shop.rawCall)
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/iron-9`)
    await hydrated(page)
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    await page
      .locator('[data-login-prompt]')
      .getByRole('link', { name: en('cart.account.login') })
      .click()
    await page.getByRole('textbox', { name: en('account.field.userName') }).fill(buyer.email)
    await page.getByLabel(en('account.field.password'), { exact: true }).fill(buyer.password)
    await page.getByRole('button', { name: en('account.login.submit') }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    await page.locator('[data-cart-line="iron-9"]').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()
    await page.close()
  })
})
