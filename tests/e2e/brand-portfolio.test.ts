import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productBrandCall } from '../../src/contract/brands'
import { productSingleCall } from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import { answerOf } from '../shop-calls'
import {
  collectPageErrors,
  hydrated,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let page: Page
let pageErrors: string[] = []

/** The services or projects of a language as the shop stores them, latest first. */
function stored(table: 'services' | 'projects', lang: Language) {
  return shop.db
    .selectFrom(table)
    .select(['title', 'des', 'img'])
    .where('lang', '=', lang)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.newVisitor()
  pageErrors = collectPageErrors(page, { console: ['error'] })
})
afterAll(async () => {
  await shop?.close()
})

describe('a brand’s page', () => {
  it('opens from a product’s maker and shows the brand with its products', async () => {
    const product = await answerOf(shop.rawCall, productSingleCall, { unique: 'iron-1' })
    const brand = product.ex.brand!
    const expected = await answerOf(shop.rawCall, productBrandCall, { brand: brand.uniqueId })
    expect(expected.products.total).toBeGreaterThan(1)

    await page.goto(`${shop.origin}/product/single/iron-1`)
    await hydrated(page)
    await page.getByRole('link', { name: brand.title, exact: true }).click()
    await page.waitForURL(new RegExp(`/brand/${brand.uniqueId}$`))
    await page.getByRole('heading', { level: 1, name: brand.title }).waitFor()
    await page.getByText(expected.seo.meta_description).waitFor()
    await page.getByText(`${expected.products.total} products`).waitFor()
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article')
    expect(await cards.getByRole('heading').allTextContents()).toEqual(
      expected.products.data.map((item) => item.title),
    )
    expect(
      await cards
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(expected.products.data.map((item) => `/product/single/${item.uniqueId}`))
    // One page holds them all: no pages to go through.
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0)
    expect(await page.title()).toBe(expected.seo.title)
  })

  it('opens a product from its card', async () => {
    const first = page.getByRole('list', { name: 'Products' }).getByRole('article').first()
    const title = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('link').click()
    await page.waitForURL(/\/product\/single\//)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
  })

  it('is rendered by the server with its head tags, and answers an unknown brand with 404', async () => {
    const expected = await answerOf(shop.rawCall, productBrandCall, { brand: 'kavir' })
    const context = await shop.browser.newContext({ javaScriptEnabled: false })
    const bare = await context.newPage()
    const response = await bare.goto(`${shop.origin}/brand/kavir`)
    expect(response?.status()).toBe(200)
    expect(await bare.title()).toBe(expected.seo.title)
    expect(await bare.locator('meta[name="description"]').getAttribute('content')).toBe(
      expected.seo.meta_description,
    )
    expect(await bare.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.origin}/brand/kavir`,
    )
    expect(
      await bare.getByRole('list', { name: 'Products' }).getByRole('heading').allInnerTexts(),
    ).toEqual(expected.products.data.map((item) => item.title))
    const missing = await bare.goto(`${shop.origin}/brand/no-such-brand`)
    expect(missing?.status()).toBe(404)
    await context.close()
  })
})

describe('the services and projects', () => {
  for (const [path, table, title] of [
    ['/service', 'services', 'Services'],
    ['/project', 'projects', 'Projects'],
  ] as const) {
    it(`${path} lists every one with its picture, title and description`, async () => {
      const items = await stored(table, 'EN')
      expect(items.length).toBeGreaterThan(3)
      const response = await page.goto(`${shop.origin}${path}`)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      const list = page.getByRole('list', { name: title })
      expect(await list.getByRole('heading').allTextContents()).toEqual(items.map((i) => i.title))
      for (const item of items) await list.getByText(item.des).waitFor()
      const pictures = await list.locator('img').evaluateAll((images) =>
        images.map((img) => ({
          src: img.getAttribute('src'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
        })),
      )
      expect(pictures.map((p) => p.src)).toEqual(items.map((i) => `/uploads/${i.img}`))
      expect(pictures.every((p) => p.width === '800' && p.height === '400')).toBe(true)
      // The first row shows at once; what is further down waits until it is near.
      expect(pictures[0]?.loading).toBe('eager')
      expect(pictures.at(-1)?.loading).toBe('lazy')
      await expect
        .poll(() =>
          list
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete),
        )
        .toBe(true)
      expect(await page.title()).toBe(`${title} | Appliance Shop`)
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
        `${shop.origin}/uploads/${items[0]!.img}`,
      )
    })
  }

  it('reads right to left in Arabic', async () => {
    const items = await stored('projects', 'AR')
    const visitor = await shop.newVisitor()
    await visitor.goto(`${shop.origin}/project?lang=ar`)
    expect(await visitor.locator('html').getAttribute('dir')).toBe('rtl')
    await visitor.getByRole('heading', { level: 1, name: 'المشاريع' }).waitFor()
    expect(
      await visitor.getByRole('list', { name: 'المشاريع' }).getByRole('heading').allTextContents(),
    ).toEqual(items.map((i) => i.title))
    await visitor.context().close()
  })
})

describe('the brand, services and projects pages', () => {
  it('load without script errors', () => {
    const expected = /status of 404|offline service worker could not be installed/
    expect(pageErrors.filter((error) => !expected.test(error))).toEqual([])
  })
})
