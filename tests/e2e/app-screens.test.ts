import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '../../src/contract/errors'
import { pageSelectCall } from '../../src/contract/content'
import { hydrated, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'
import { message, pageRow, storedBlocks } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

/** What tells a crawler whether and under which address to index the page. */
function indexingTags(page: Page) {
  return page.evaluate(() => ({
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    canonical: document.querySelectorAll('link[rel="canonical"], meta[property="og:url"]').length,
    alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
  }))
}

describe('the 404 screen', () => {
  for (const path of ['/no-such-page', '/no/such/route', '/product/single/no-such-product']) {
    it(`shows 404 with a way home for ${path}`, async () => {
      const page = await shop.newVisitor()
      const response = await page.goto(`${shop.origin}${path}`)
      expect(response?.status()).toBe(404)
      await page
        .getByRole('heading', { level: 1, name: message('EN', 'shell.notFoundTitle') })
        .waitFor()
      await page.getByText(message('EN', 'shell.notFoundText')).waitFor()
      // The app keeps the server's 404 head: not indexed, and no address claims the page.
      await expect
        .poll(() => indexingTags(page))
        .toEqual({ robots: 'noindex', canonical: 0, alternates: 0 })
      await page.getByRole('link', { name: message('EN', 'shell.backHome') }).click()
      await page.waitForURL(`${shop.origin}/`)
      const [hero] = await storedBlocks(shop.db, 'EN', 'home')
      await page.getByRole('heading', { name: hero?.title }).first().waitFor()
      expect(await page.getByText(message('EN', 'shell.notFoundText')).count()).toBe(0)
      await expect
        .poll(() => indexingTags(page))
        .toEqual({ robots: null, canonical: 2, alternates: 4 })
      await page.close()
    })
  }
})

describe('going to another page', () => {
  it("puts focus on the new page's main content, not on the link followed", async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/`)
    // Before the app runs, the link opens the page as a plain link (a full load) would.
    await hydrated(page)
    const about = page
      .getByRole('contentinfo')
      .getByRole('navigation')
      .getByRole('link', { name: 'About us' })
    await about.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${shop.origin}/about`)
    const [aboutBlock] = await storedBlocks(shop.db, 'EN', 'about')
    await page.getByRole('heading', { name: aboutBlock?.title }).first().waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })
})

describe('the error screen', () => {
  it('shows when opening a page fails, and opens it on retry', async () => {
    const page = await shop.newVisitor()
    let failing = true
    await page.route(`**${pageSelectCall.path}`, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              status: false,
              error: { code: errorCodes.internal, message: 'The database is not answering.' },
            }),
          })
        : route.continue(),
    )
    // The home page comes from the server; the visitor then opens /about in the app, whose read
    // of the page fails.
    await page.goto(`${shop.origin}/`)
    // Before hydration the link is the browser's own, and the server renders the page.
    await hydrated(page)
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' })
    await about.click()
    const alert = page.getByRole('alert').filter({ hasText: message('EN', 'shell.errorTitle') })
    await alert.getByRole('heading', { name: message('EN', 'shell.errorTitle') }).waitFor()
    expect(await page.locator('main [data-block-type]').count()).toBe(0)

    failing = false
    await alert.getByRole('button', { name: message('EN', 'shell.retry') }).click()
    await page.locator('main [data-block-type]').first().waitFor()
    expect(await alert.count()).toBe(0)
    await expect.poll(() => page.title()).toBe((await pageRow(shop.db, 'EN', 'about')).title)
    await page.close()
  })
})
