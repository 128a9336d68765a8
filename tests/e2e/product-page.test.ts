import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CallResponse } from '../../src/contract/call'
import { productSingleCall } from '../../src/contract/catalogue'
import { reviewListCall } from '../../src/contract/reviews'
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
let product: CallResponse<typeof productSingleCall>

/** A product of the demo shop sold in options, with a discount and several pictures. */
const unique = 'iron-1'

beforeAll(async () => {
  shop = await startShopInBrowser()
  product = await answerOf(shop.rawCall, productSingleCall, { unique })
  page = await shop.newVisitor({ viewport: { width: 1200, height: 900 } })
  pageErrors = collectPageErrors(page)
  await page.goto(`${shop.origin}/product/single/${unique}`)
  await hydrated(page)
})
afterAll(async () => {
  await shop?.close()
})

describe('the product page', () => {
  it('shows the product, its breadcrumbs and its facts', async () => {
    await page.getByRole('heading', { level: 1, name: product.pro.title }).waitFor()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(await crumbs.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Store',
      product.ex.cat.title,
    ])
    expect(
      await page.getByRole('link', { name: product.ex.brand!.title }).getAttribute('href'),
    ).toBe(`/brand/${product.ex.brand!.uniqueId}`)
    await page.getByText(product.pro.model).waitFor()
    await page.getByText(`${product.info.review} reviews`).waitFor()
  })

  it('carries structured data and preloads its first picture', async () => {
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(data['@type']).toBe('Product')
    expect(data.name).toBe(product.pro.title)
    expect(data.offers.availability).toBe('https://schema.org/InStock')
    expect(data.aggregateRating.reviewCount).toBe(product.info.review)
    // React preloads the gallery's first picture (fetchpriority high) from the HTML's head.
    const preloads = await page
      .locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? ''))
    expect(preloads.some((set) => set.includes(product.gallery[0]!.url))).toBe(true)
  })

  it('goes through the pictures, wrapping around, and opens them full screen', async () => {
    const gallery = page.getByRole('region', { name: product.pro.title })
    const count = product.gallery.length
    expect(count).toBeGreaterThan(1)
    await gallery.getByRole('button', { name: 'Previous picture' }).first().click()
    await gallery.getByText(`Picture ${count} of ${count}`).waitFor()
    await gallery.getByRole('button', { name: 'Next picture' }).first().click()
    await gallery.getByText(`Picture 1 of ${count}`).waitFor()
    await gallery.getByRole('button', { name: /^Open full screen/ }).click()
    const viewer = page.getByRole('dialog', { name: product.pro.title })
    await viewer.waitFor()
    await page.keyboard.press('ArrowRight')
    await gallery.getByText(`Picture 2 of ${count}`).waitFor()
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'hidden' })
  })

  it('changes price and stock with the chosen option, and keeps it in the address', async () => {
    const [first, second] = product.dynamic
    expect(second).toBeDefined()
    expect(second!.name).not.toBe('')
    await page.getByText(second!.name, { exact: true }).click()
    await page.waitForURL(new RegExp(`variant=${second!.uniqueId}`))
    await page.getByText(`${second!.depo} in stock`).waitFor()
    await page.reload()
    expect(await page.getByRole('radio', { name: second!.name }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: first!.name }).isChecked()).toBe(false)
  })

  it('shows the review, the attributes, and the reviews page by page', async () => {
    await page.getByRole('tabpanel').getByText(product.pro.noghat.ghovat[0]!).first().waitFor()
    await page.getByRole('tab', { name: 'Specifications' }).click()
    await page.getByText(product.attr[0]!.value, { exact: true }).waitFor()
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await page.getByText('Log in to review this product.').waitFor()
    const second = await answerOf(shop.rawCall, reviewListCall, { pid: product.pro.id, page: 2 })
    await page.getByRole('button', { name: 'Page 2' }).click()
    await page.getByText(second.data[0]!.comment).first().waitFor()
    await page.getByRole('tab', { name: 'Questions' }).click()
    await page.getByText('Log in or register to ask about this product.').waitFor()
  })

  it('shares through a dialog with three networks and the link', async () => {
    await page.getByRole('button', { name: 'Share' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share this page' })
    await dialog.waitFor()
    for (const network of ['Telegram', 'X', 'LinkedIn']) {
      await dialog.getByRole('button', { name: `Share on ${network}` }).waitFor()
    }
    expect(await dialog.getByLabel('Link').inputValue()).toBe(page.url())
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  it('is a 404 for an unknown product, and runs without script errors', async () => {
    const missing = await page.goto(`${shop.origin}/product/single/no-such-product`)
    expect(missing?.status()).toBe(404)
    expect(pageErrors).toEqual([])
  })
})
