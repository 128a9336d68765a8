import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticityCall } from '../../src/contract/authenticity'
import { showAllBlocks, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'
import { message } from './shop-data'

let shop: ShopInBrowser
let page: Page
let inquiry: Locator
/** Authenticity calls the page made. */
const calls: unknown[] = []

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.newVisitor()
  page.on('request', (request) => {
    if (request.url().endsWith(authenticityCall.path)) calls.push(request.postDataJSON())
  })
  await page.goto(`${shop.origin}/`)
  await showAllBlocks(page)
  // The footer's inquiry: the one every page shows.
  inquiry = page.locator('footer [data-block-type="enter_serial"]').first()
  await inquiry.scrollIntoViewIfNeeded()
})
afterAll(async () => {
  await shop?.close()
})

async function check(serial: string, type: string) {
  await inquiry.getByRole('textbox', { name: message('EN', 'authenticity.label') }).fill(serial)
  await inquiry
    .getByRole('combobox', { name: message('EN', 'authenticity.type') })
    .selectOption(type)
  await inquiry.getByRole('button', { name: message('EN', 'authenticity.check') }).click()
}

describe('the authenticity inquiry', () => {
  it('finds a registered serial and shows its product', async () => {
    const registration = await shop.db
      .selectFrom('serials')
      .innerJoin('products', 'products.id', 'serials.product_id')
      .innerJoin('product_texts as t', 't.product_id', 'products.id')
      .select(['serials.seller', 'products.unique_id', 't.title'])
      .where('serials.serial', '=', 'IR-10001')
      .where('serials.product_type', '=', 'iron')
      .where('t.lang', '=', 'EN')
      .executeTakeFirstOrThrow()
    await check('IR-10001', 'iron')
    await inquiry.getByText(message('EN', 'authenticity.found')).waitFor()
    const product = inquiry.getByRole('link', { name: registration.title, exact: true })
    expect(await product.getAttribute('href')).toBe(`/product/single/${registration.unique_id}`)
    await inquiry.getByText(registration.seller, { exact: true }).waitFor()
    expect(calls.at(-1)).toEqual({ serial: 'IR-10001', type: 'iron' })
  })

  it('says so when no product has the serial', async () => {
    const known = await shop.db
      .selectFrom('serials')
      .select('serial')
      .where('serial', '=', 'IR-99999')
      .execute()
    expect(known).toEqual([])
    await check('IR-99999', 'iron')
    await inquiry.getByText(message('EN', 'authenticity.notFound')).waitFor()
    expect(await inquiry.getByText(message('EN', 'authenticity.found')).count()).toBe(0)
    expect(calls.at(-1)).toEqual({ serial: 'IR-99999', type: 'iron' })
  })

  it('does not take a serial of one product type for another', async () => {
    await check('IR-10001', 'hairdryer')
    await inquiry.getByText(message('EN', 'authenticity.notFound')).waitFor()
    expect(calls.at(-1)).toEqual({ serial: 'IR-10001', type: 'hairdryer' })
  })

  it('answers a serial under five characters without asking the server', async () => {
    const before = calls.length
    await check('IR-1', 'iron')
    await inquiry.getByText(message('EN', 'authenticity.notFound')).waitFor()
    // The next serial checked is asked of the server: its call is the first since the short one.
    const next = page.waitForRequest((request) => request.url().endsWith(authenticityCall.path))
    await check('IR-55555', 'iron')
    await next
    expect(calls.slice(before)).toEqual([{ serial: 'IR-55555', type: 'iron' }])
  })
})
