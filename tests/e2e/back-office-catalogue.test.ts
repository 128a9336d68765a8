import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hydrated,
  keepLogin,
  newStaffAccount,
  type ShopInBrowser,
  startShopInBrowser,
  staffVisitor,
} from './shop-in-browser'
import { serialsCsvHeader } from '../../src/contract/back-office-catalogue'
import { message } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

describe('the back office’s catalogue', () => {
  it('staff changes a price and the product page shows it at once', async () => {
    const staff = await newStaffAccount(shop, 'staff')
    const page = await shop.newVisitor()
    // The product page is read once first, so the server's page cache holds the old price.
    await page.goto(`${shop.origin}/product/single/iron-5`)
    await hydrated(page)
    expect(await page.locator('main').textContent()).not.toContain('4,321,000')
    await keepLogin(page, staff.token)

    await page.goto(`${shop.origin}/admin/products`)
    await hydrated(page)
    await page.getByLabel(message('EN', 'backOffice.catalogue.search')).fill('iron-5')
    await page.locator('[data-product-row="iron-5"]').getByRole('link').click()
    const price = page.getByLabel(message('EN', 'backOffice.catalogue.price'), { exact: true })
    await price.waitFor()
    await price.fill('4321000')
    await page.getByLabel(message('EN', 'backOffice.catalogue.discount')).fill('0')
    await page.getByRole('button', { name: message('EN', 'backOffice.catalogue.save') }).click()
    await page.getByText(message('EN', 'backOffice.catalogue.saved')).waitFor()

    // A refused value is shown at its field, and what was typed stays.
    await price.fill('12.5')
    await page.getByRole('button', { name: message('EN', 'backOffice.catalogue.save') }).click()
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true')
    expect(await price.inputValue()).toBe('12.5')

    await page.goto(`${shop.origin}/product/single/iron-5`)
    await hydrated(page)
    await expect.poll(() => page.locator('main').textContent()).toContain('4,321,000')
    await page.context().close()
  })

  it('names each option as the shop does, with its swatch, and lists the products with a picture, price and low stock', async () => {
    const dryer = await shop.db
      .selectFrom('products')
      .select(['id', 'depo'])
      .where('unique_id', '=', 'hairdryer-1')
      .executeTakeFirstOrThrow()
    const option = await shop.db
      .selectFrom('product_variants as v')
      .innerJoin('product_variant_texts as n', 'n.variant_id', 'v.id')
      .select(['v.id', 'v.value', 'n.name'])
      .where('v.product_id', '=', dryer.id)
      .where('n.lang', '=', 'FA')
      .orderBy('v.id')
      .executeTakeFirstOrThrow()
    await shop.db
      .updateTable('product_variants')
      .set({ depo: 2 })
      .where('id', '=', option.id)
      .execute()
    const page = await staffVisitor(shop, '/admin/products?lang=fa&low=1')
    const row = page.locator('[data-product-row="hairdryer-1"]')
    await row.waitFor()
    expect(await row.locator('img').count()).toBe(1)
    expect(await row.innerText()).toContain('تومان')
    expect(await row.locator('[data-low-stock]').innerText()).toBe(
      message('FA', 'backOffice.catalogue.lowStock'),
    )
    await row.getByRole('link').click()
    const legend = page.locator('[data-editor-form] [data-option] legend').first()
    await legend.waitFor()
    expect(await legend.innerText()).toContain(option.name)
    expect(await legend.innerText()).not.toContain('#')
    expect(await legend.locator('span[aria-hidden="true"]').count()).toBe(1)

    // A stock typed in Persian digits is saved as the number it is.
    await page
      .locator('[data-editor-form] [data-option]')
      .first()
      .getByLabel(message('FA', 'backOffice.catalogue.depo'), { exact: true })
      .fill('۱۲۳')
    await page.getByRole('button', { name: message('FA', 'backOffice.catalogue.save') }).click()
    await page.getByText(message('FA', 'backOffice.catalogue.saved')).waitFor()
    const saved = await shop.db
      .selectFrom('product_variants')
      .select('depo')
      .where('id', '=', option.id)
      .executeTakeFirstOrThrow()
    expect(saved.depo).toBe(123)
    await page.context().close()
  })

  it('says a refusal at its field in Persian, with the focus on it, and saves nothing', async () => {
    const iron = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'iron-2')
      .executeTakeFirstOrThrow()
    const prices = () =>
      shop.db
        .selectFrom('product_variants')
        .select('price')
        .where('product_id', '=', iron.id)
        .orderBy('id')
        .execute()
    const before = await prices()
    const page = await staffVisitor(shop, `/admin/products/${iron.id}?lang=fa`)
    const form = page.locator('[data-editor-form]')
    await form.waitFor()
    // The first option's price.
    const price = form.getByLabel(message('FA', 'backOffice.catalogue.price')).first()
    // A negative price typed with a Persian keyboard's minus sign and digits.
    await price.fill('−۵')
    await page.getByRole('button', { name: message('FA', 'backOffice.catalogue.save') }).click()
    const notice = page.locator('[data-staff-problem]')
    await notice.waitFor()
    expect(await notice.innerText()).toBe(message('FA', 'backOffice.problem.fields'))
    const problem = page.locator(`[id="${await price.getAttribute('aria-describedby')}"]`)
    expect(await problem.innerText()).toBe('۰ یا بیشتر وارد کنید.')
    expect(await price.getAttribute('aria-invalid')).toBe('true')
    expect(await price.evaluate((input) => input === document.activeElement)).toBe(true)
    // No English, no field path, anywhere on the page.
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/pricing|Invalid|Too small|expected/)
    expect(await prices()).toEqual(before)
    await page.context().close()
  })

  it('hides a product, and changes its category, pictures and options, in Persian', async () => {
    const product = await shop.db
      .selectFrom('products')
      .select(['id', 'category'])
      .where('unique_id', '=', 'hairdryer-4')
      .executeTakeFirstOrThrow()
    const before = await shop.db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute()
    const page = await staffVisitor(shop, `/admin/products/${product.id}?lang=fa`)
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    const form = page.locator('[data-editor-form]')
    await form.waitFor()
    await form.getByLabel(fa('backOffice.catalogue.hidden')).check()
    await form.getByLabel(fa('backOffice.catalogue.category')).selectOption('irons')
    // The first picture taken out, a new one added at the end.
    await form.getByRole('button', { name: 'حذف تصویر ۱' }).click()
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2e8b57' },
    })
      .png()
      .toBuffer()
    await form
      .getByLabel(fa('backOffice.catalogue.picture.add'))
      .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: png })
    // The first option renamed in Persian; a new colour added with its Persian name.
    const firstOption = form.locator('[data-option]').first()
    await firstOption
      .getByLabel(
        message('FA', 'backOffice.catalogue.option.name').replace(
          '{language}',
          fa('backOffice.language.FA'),
        ),
      )
      .fill('آبی نیمه‌شب')
    await form.getByRole('button', { name: fa('backOffice.catalogue.option.add') }).click()
    const added = form.locator('[data-new-option]')
    await added.getByLabel(fa('backOffice.catalogue.option.colour')).fill('#2e8b57')
    await added
      .getByLabel(
        message('FA', 'backOffice.catalogue.option.name').replace(
          '{language}',
          fa('backOffice.language.FA'),
        ),
      )
      .fill('سبز دریایی')
    await added.getByLabel(fa('backOffice.catalogue.price'), { exact: true }).fill('۳٬۱۰۰٬۰۰۰')
    await added.getByLabel(fa('backOffice.catalogue.depo'), { exact: true }).fill('۲')
    await page.getByRole('button', { name: fa('backOffice.catalogue.save') }).click()
    await form
      .getByRole('status')
      .filter({ hasText: fa('backOffice.catalogue.saved') })
      .waitFor()

    const after = await shop.db
      .selectFrom('products')
      .select(['hidden', 'category'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ hidden: 1, category: 'irons' })
    const pictures = await shop.db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute()
    expect(pictures.map((p) => p.url).slice(0, -1)).toEqual(before.slice(1).map((p) => p.url))
    expect(pictures.at(-1)?.url).toMatch(/^products\/hairdryer-4-/)
    const names = await shop.db
      .selectFrom('product_variants as v')
      .innerJoin('product_variant_texts as n', 'n.variant_id', 'v.id')
      .select(['v.value', 'v.price', 'v.depo', 'n.name'])
      .where('v.product_id', '=', product.id)
      .where('n.lang', '=', 'FA')
      .execute()
    expect(names.map((n) => n.name)).toContain('آبی نیمه‌شب')
    expect(names.find((n) => n.name === 'سبز دریایی')).toMatchObject({
      value: '#2e8b57',
      price: 3_100_000,
      depo: 2,
    })
    // Hidden: its page is not found in the shop.
    const visitor = await shop.newVisitor()
    const answer = await visitor.goto(`${shop.origin}/product/single/hairdryer-4`)
    expect(answer?.status()).toBe(404)
    await visitor.context().close()
    await page.context().close()
  })

  it('finds a registered serial typed in Persian digits, on a phone, in Persian digits', async () => {
    const page = await staffVisitor(shop, '/admin/serials?lang=fa', 'staff', {
      viewport: { width: 390, height: 844 },
    })
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    await page
      .getByRole('searchbox', { name: fa('backOffice.catalogue.serials.search') })
      .fill('ir-۱۰۰۰۱')
    await page.getByRole('button', { name: fa('backOffice.catalogue.serials.find') }).click()
    await page.waitForURL(/q=/)
    const row = page.locator('[data-serial="IR-10001"]')
    await row.waitFor()
    expect(await page.locator('[data-serial]').count()).toBe(1)
    expect(await row.innerText()).toContain('IR-۱۰۰۰۱')
    expect(await row.innerText()).toContain(fa('backOffice.catalogue.serials.type.iron'))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.context().close()
  })

  it('registers a serial with its days typed in the Persian calendar, and says a day that is none', async () => {
    const page = await staffVisitor(shop, '/admin/serials?lang=fa')
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    const form = page.locator('form').filter({ hasText: fa('backOffice.catalogue.serials.one') })
    await form.getByLabel(fa('backOffice.catalogue.serials.serial')).fill('IR-۴۴۴۴۱')
    await form.getByLabel(fa('backOffice.catalogue.serials.product')).fill('iron-1')
    await form.getByLabel(fa('backOffice.catalogue.serials.seller')).fill('بازار تبریز')
    const registered = form.getByLabel(fa('backOffice.catalogue.serials.registered'))
    // Not a day: Esfand 1404 has 29 days. Said when the field is left.
    await registered.fill('۱۴۰۴/۱۲/۳۰')
    await registered.blur()
    await form.getByText(fa('refusal.date')).waitFor()
    await registered.fill('۱۴۰۵/۰۹/۰۷')
    await form.getByLabel(fa('backOffice.catalogue.serials.warranty')).fill('1407/9/7')
    await form.getByRole('button', { name: fa('backOffice.catalogue.serials.register') }).click()
    await form.getByRole('status').waitFor()
    const stored = await shop.db
      .selectFrom('serials')
      .select(['registered_at', 'warranty_until'])
      .where('serial', '=', 'IR-44441')
      .executeTakeFirstOrThrow()
    expect(stored.registered_at.slice(0, 10)).toBe('2026-11-28')
    expect(stored.warranty_until.slice(0, 10)).toBe('2028-11-27')
    await page.context().close()
  })

  it('lists the refused lines of a CSV file by number, right to left in Persian, and registers none', async () => {
    const page = await staffVisitor(shop, '/admin/serials?lang=fa')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const csv = [
      serialsCsvHeader,
      'HD-60001,hairdryer,hairdryer-1,Shiraz Mall,2026-01-10,2028-01-10',
      'HD-60002,hairdryer,no-such-product,Shiraz Mall,2026-01-10,2028-01-10',
    ].join('\n')
    await page
      .getByLabel(message('FA', 'backOffice.catalogue.serials.file'))
      .setInputFiles({ name: 'serials.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page
      .getByRole('button', { name: message('FA', 'backOffice.catalogue.serials.upload') })
      .click()
    const bad = page.locator('[data-bad-line="line 3.product"]')
    await bad.waitFor()
    // Its number in Persian digits, its column and why, in Persian.
    expect(await bad.textContent()).toBe(
      `خط ۳ (${message('FA', 'backOffice.catalogue.serials.product')}): ${message('FA', 'refusal.unknown')}`,
    )
    expect(await page.locator('[data-bad-line]').count()).toBe(1)
    const stored = await shop.db
      .selectFrom('serials')
      .select('serial')
      .where('serial', 'in', ['HD-60001', 'HD-60002'])
      .execute()
    expect(stored).toEqual([])
    await page.context().close()
  })
})

describe('one press, one change', () => {
  const auditRows = async (action: string, subject: string) =>
    (
      await shop.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', action)
        .where('subject', '=', subject)
        .execute()
    ).length

  it('saves a product pressed twice once: one audit row', async () => {
    const page = await staffVisitor(shop, '/admin/products')
    const product = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'iron-5')
      .executeTakeFirstOrThrow()
    const before = await auditRows('product.edit', `product:${product.id}`)
    await page.goto(`${shop.origin}/admin/products/${product.id}`)
    await hydrated(page)
    const price = page.getByLabel(message('EN', 'backOffice.catalogue.price'), { exact: true })
    await price.fill('3456000')
    await page.getByLabel(message('EN', 'backOffice.catalogue.discount')).fill('0')
    await page.getByRole('button', { name: message('EN', 'backOffice.catalogue.save') }).dblclick()
    await page.getByText(message('EN', 'backOffice.catalogue.saved')).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await auditRows('product.edit', `product:${product.id}`)).toBe(before + 1)
    await page.context().close()
  })

  it('adds a product pressed twice once, and ends on the new product', async () => {
    const page = await staffVisitor(shop, '/admin/products/new')
    await page.getByLabel(message('EN', 'backOffice.catalogue.uniqueId')).fill('iron-twice')
    await page.getByLabel(message('EN', 'backOffice.catalogue.category')).selectOption('irons')
    await page
      .getByLabel(message('EN', 'backOffice.catalogue.price'), { exact: true })
      .fill('2500000')
    for (const title of await page
      .getByLabel(message('EN', 'backOffice.catalogue.title'), { exact: true })
      .all()) {
      await title.fill('Iron pressed twice')
    }
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#1f6fd1' },
    })
      .png()
      .toBuffer()
    await page
      .getByLabel(message('EN', 'backOffice.catalogue.pictures'))
      .setInputFiles({ name: 'iron.png', mimeType: 'image/png', buffer: png })
    await page
      .getByRole('button', { name: message('EN', 'backOffice.catalogue.create') })
      .dblclick()
    await page
      .getByText(message('EN', 'backOffice.catalogue.created').replace('{uniqueId}', 'iron-twice'))
      .waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.locator('[data-staff-problem], [role="alert"]').count()).toBe(0)
    const made = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'iron-twice')
      .execute()
    expect(made).toHaveLength(1)
    expect(await auditRows('product.create', `product:${made[0]!.id}`)).toBe(1)
    await page.context().close()
  })
})
