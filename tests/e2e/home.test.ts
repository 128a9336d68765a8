import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectPageErrors, type ShopInBrowser, startShopInBrowser } from './shop-in-browser'

let shop: ShopInBrowser
let page: Page
let pageErrors: string[] = []

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.browser.newPage()
  pageErrors = collectPageErrors(page, { console: ['error'] })
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

  it('opens a client route straight from the address bar, with its head tags', async () => {
    const about = await shop.db
      .selectFrom('pages')
      .select(['title', 'meta_description'])
      .where('lang', '=', 'EN')
      .where('slug', '=', 'about')
      .executeTakeFirstOrThrow()
    const other = await shop.browser.newPage()
    const response = await other.goto(`${shop.origin}/about`)
    expect(response?.status()).toBe(200)
    // Link previews read the server's HTML, before any script runs.
    const html = (await response?.text()) ?? ''
    expect(html).toContain(`<title>${about.title}</title>`)
    expect(html).toContain(`<meta property="og:title" content="${about.title}"`)
    await other.locator('main [data-block-type]').first().waitFor()
    // The app takes those tags over: one of each, none twice.
    const counts = await other.evaluate(() =>
      [
        'title',
        'meta[name="description"]',
        'meta[property="og:title"]',
        'link[rel="canonical"]',
        'link[rel="alternate"][hreflang="x-default"]',
      ].map((selector) => document.head.querySelectorAll(selector).length),
    )
    expect(counts).toEqual([1, 1, 1, 1, 1])
    expect(await other.title()).toBe(about.title)
    await other.close()
  })

  it("gives a phone's product cards the picture files their size needs, not the largest", async () => {
    const phone = await shop.newVisitor({ deviceScaleFactor: 1.75 })
    await phone.goto(`${shop.origin}/`)
    const pictures = phone.locator('main [data-block-type="product"] img')
    const chosenFiles = () =>
      pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.currentSrc))
    await pictures.first().scrollIntoViewIfNeeded()
    await expect
      .poll(chosenFiles)
      .toSatisfy((sources: string[]) => sources.length === 3 && sources.every(Boolean))
    // A card is the page's width less its padding: 364 CSS pixels, 637 device pixels.
    for (const source of await chosenFiles()) expect(source).toMatch(/-640\.webp$/)
    await phone.context().close()
  })

  it('shows the page from its HTML, asking the API only for the cart, after the first paint', async () => {
    const fresh = await shop.browser.newPage()
    const cartAsked = fresh.waitForResponse((response) =>
      response.url().endsWith('/wsd/v1/checkout/get_cart'),
    )
    const reads: string[] = []
    fresh.on('request', (request) => {
      if (request.url().includes('/wsd/')) reads.push(new URL(request.url()).pathname)
    })
    const media: string[] = []
    fresh.on('request', (request) => {
      if (request.url().includes('/uploads/')) media.push(new URL(request.url()).pathname)
    })
    await fresh.goto(`${shop.origin}/`)
    await fresh.locator('main [data-block-type="slider"] img').first().waitFor()
    await fresh.locator('main [data-block-type="product"] a').first().waitFor()
    await fresh.locator('footer').waitFor()
    await cartAsked
    // The cart belongs to the visitor's session, which the server cannot know.
    expect(reads).toEqual(['/wsd/v1/checkout/get_cart'])
    // Its count comes after the page has been painted (its timing entry is in once its body is).
    await fresh.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.endsWith('/wsd/v1/checkout/get_cart')),
    )
    const [painted, cartStart] = await fresh.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/wsd/v1/checkout/get_cart'))?.startTime ?? 0,
    ])
    expect(cartStart).toBeGreaterThan(painted)
    // The hero picture was asked for once, the desktop one on this wide screen.
    const hero = media.filter((path) => path.startsWith('/uploads/content/slide-'))
    expect(hero, media.join(' ')).toHaveLength(1)
    expect(hero[0]).toMatch(/^\/uploads\/content\/slide-desktop-/)
    await fresh.close()
  })
})
