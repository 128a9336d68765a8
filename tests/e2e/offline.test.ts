import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectPageErrors,
  savedQueryCache,
  serviceWorkerInCharge,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'
import { productSingleCall } from '../../src/contract/catalogue'
import { answerOf } from '../shop-calls'

let shop: ShopInBrowser
let page: Page
let pageErrors: string[] = []
/** The English title of `iron-1`, a page the visitor reads. */
let ironTitle: string

const listing = `/product/all?sort=${encodeURIComponent('price ASC')}&page=2`

/** Pages a visitor reads while online, and a part of the key their data is saved under. */
const visited = [
  { path: '/', savedKey: '"cms","home","EN"' },
  { path: listing, savedKey: '"category","all","price ASC",2,"EN"' },
  { path: '/product/single/iron-1', savedKey: '"product","iron-1","EN"' },
  { path: '/blog/detail/steam-iron-basics', savedKey: '"steam-iron-basics","EN"' },
  // The visitor's language choice is kept (a cookie): later addresses name theirs.
  { path: '/product/single/hairdryer-2?lang=fa', savedKey: '"product","hairdryer-2","FA"' },
]

async function productTitle(unique: string, lang: 'EN' | 'FA'): Promise<string> {
  return (await answerOf(shop.rawCall, productSingleCall, { unique }, { lang })).pro.title
}

/** The saved query cache's keys, as IndexedDB holds them. */
async function savedQueryKeys(): Promise<string[]> {
  return (await savedQueryCache(page)).reads.map((read) => read.key)
}

/** Waits until the cache saved on the device holds a query whose key mentions `text`. */
async function savedQueryWith(text: string) {
  await expect
    .poll(async () => (await savedQueryKeys()).filter((key) => key.includes(text)), {
      // A busy machine loads a page and its pictures slowly; the cache is saved after that.
      timeout: 30_000,
      message: `a saved query with ${text}`,
    })
    .not.toEqual([])
}

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.newVisitor({ serviceWorkers: 'allow' })
  pageErrors = collectPageErrors(page)
  await page.goto(`${shop.origin}/`)
  // The offline copy of the app is installed and in charge of the page.
  await serviceWorkerInCharge(page)
})
afterAll(async () => {
  await shop?.close()
})

describe('reading offline', () => {
  it('saves what the visitor reads on the device', async () => {
    for (const { path, savedKey } of visited) {
      await page.goto(`${shop.origin}${path}`)
      await page.locator('main h1').first().waitFor()
      await savedQueryWith(savedKey)
      // The page itself is noted for the offline screen (its data may have been read ahead).
      const language = path.includes('lang=fa') ? 'fa' : 'en'
      await savedQueryWith(`"readable-page","${language}","${path.split('?')[0]}`)
    }
  })

  it('opens every page seen, with its content, after a reload without the network', async () => {
    ironTitle = await productTitle('iron-1', 'EN')
    const hairdryerFa = await productTitle('hairdryer-2', 'FA')
    await shop.stopServer()
    await page.context().setOffline(true)

    await page.goto(`${shop.origin}/?lang=en`)
    await page.locator('main [data-block-type]').first().waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('en')

    await page.goto(`${shop.origin}${listing}&lang=en`)
    await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor()
    expect(await page.locator('main a[href^="/product/single/"]').count()).toBeGreaterThan(0)
    const pages = page.getByRole('navigation', { name: 'Pages' })
    expect(await pages.getByLabel('Page 2').getAttribute('aria-current')).toBe('page')
    expect(await page.getByRole('combobox').first().inputValue()).toBe('price ASC')

    await page.goto(`${shop.origin}/product/single/iron-1?lang=en`)
    await page.getByRole('heading', { level: 1, name: ironTitle }).waitFor()

    await page.goto(`${shop.origin}/product/single/hairdryer-2?lang=fa`)
    await page.getByRole('heading', { level: 1, name: hairdryerFa }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')

    await page.goto(`${shop.origin}/blog/detail/steam-iron-basics?lang=en`)
    await page.locator('main h1').first().waitFor()
    expect(await page.locator('main article').count()).toBeGreaterThan(0)

    await page.getByRole('status').getByText('You are offline').waitFor()
  })

  it('says which pages can be read when a page was never seen', async () => {
    await page.goto(`${shop.origin}/product/single/iron-3?lang=en`)
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor()
    const saved = page.locator('[data-offline-screen] li a')
    const titles = await saved.allTextContents()
    expect(titles.length, titles.join(' | ')).toBeGreaterThanOrEqual(4)
    expect(titles.some((title) => title.includes(ironTitle))).toBe(true)
    // Pages seen in another language are offered in that language only.
    expect(titles.some((title) => /[\u0600-\u06ff]/.test(title))).toBe(false)
    // A saved page opens from the list.
    await saved.filter({ hasText: ironTitle }).first().click()
    await page.getByRole('heading', { level: 1, name: ironTitle }).waitFor()
  })

  it('refreshes the data when the network is back', async () => {
    const iron = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'iron-1')
      .executeTakeFirstOrThrow()
    await shop.db
      .updateTable('product_texts')
      .set({ title: 'Steam iron, renamed while you were away' })
      .where('product_id', '=', iron.id)
      .where('lang', '=', 'EN')
      .execute()
    await shop.startServer()
    await page.context().setOffline(false)
    await page.getByRole('status').getByText('Back online').waitFor()
    await page
      .getByRole('heading', { level: 1, name: 'Steam iron, renamed while you were away' })
      .waitFor()
    expect(pageErrors).toEqual([])
  })
})
