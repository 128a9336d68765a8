import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homeProductDefaultLimit } from '../../src/contract/content'
import { startShopInBrowser, type ShopInBrowser } from './shop-in-browser'

let shop: ShopInBrowser
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.browser.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })
  await page.goto(`${shop.origin}/`)
})
afterAll(async () => {
  await shop?.close()
})

describe('home page in Chromium', () => {
  it('shows the home page title from the database', async () => {
    const home = await shop.db
      .selectFrom('pages')
      .select('title')
      .where('lang', '=', 'EN')
      .where('slug', '=', 'home')
      .executeTakeFirstOrThrow()
    const heading = page.getByRole('heading', { level: 1 })
    await heading.waitFor()
    expect(await heading.textContent()).toBe(home.title)
  })

  it('shows the showcase products by their English names', async () => {
    const names = await page.getByRole('heading', { level: 2 }).allTextContents()
    const productCount = await shop.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    expect(names).toHaveLength(Math.min(homeProductDefaultLimit, Number(productCount.count)))
    const known = await shop.db
      .selectFrom('product_texts')
      .select('title')
      .where('lang', '=', 'EN')
      .where('title', 'in', names)
      .execute()
    expect(new Set(known.map((row) => row.title))).toEqual(new Set(names))
  })

  it('loads without script errors under the strict CSP', () => {
    expect(pageErrors).toEqual([])
  })

  it('installs the offline service worker', async () => {
    const state = await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active
      if (worker && worker.state !== 'activated') {
        await new Promise((done) => worker.addEventListener('statechange', done, { once: true }))
      }
      return { state: worker?.state, script: worker?.scriptURL }
    })
    expect(state).toEqual({ state: 'activated', script: `${shop.origin}/sw.js` })
  })

  it('opens a client route straight from the address bar', async () => {
    const other = await shop.browser.newPage()
    const response = await other.goto(`${shop.origin}/no-such-page/here`)
    expect(response?.status()).toBe(200)
    await other.getByText('404').waitFor()
    await other.close()
  })
})
