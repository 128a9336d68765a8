import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../src/contract/common'
import { framesDrawn, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'
import { message, storedBlocks } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

interface FontResponse {
  url: string
  status: number
  contentType: string | undefined
}

/** A new visitor, with every font file the page fetches from now on. */
async function visitorWatchingFonts(): Promise<{ page: Page; fonts: FontResponse[] }> {
  const page = await shop.newVisitor()
  const fonts: FontResponse[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return
    fonts.push({
      url: new URL(response.url()).pathname,
      status: response.status(),
      contentType: response.headers()['content-type'],
    })
  })
  return { page, fonts }
}

/** Sums the layout shifts of the page so far (Cumulative Layout Shift without session windows). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const recorded = window as unknown as { layoutShifts: number[] }
    recorded.layoutShifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        recorded.layoutShifts.push((entry as unknown as { value: number }).value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0),
    )
}

/** Waits for the home page in a language: its first block's stored title. */
async function homeIn(page: Page, lang: Language) {
  const [hero] = await storedBlocks(shop.db, lang, 'home')
  await page.getByRole('heading', { name: hero?.title }).first().waitFor()
}

function fontFamilies(page: Page) {
  return page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
  }))
}

describe('the Persian/Arabic web font', () => {
  it.each([
    ['fa', 'FA', 'سلام، ۱۲۳ پچژگ'],
    ['ar', 'AR', 'مرحبا ١٢٣ ةيك'],
  ] as const)('is used and fetched once on /?lang=%s', async (locale, lang, sample) => {
    const { page, fonts } = await visitorWatchingFonts()
    const layoutShift = await watchLayoutShifts(page)
    await page.goto(`${shop.origin}/?lang=${locale}`)
    await homeIn(page, lang)

    const families = await fontFamilies(page)
    expect(families.body).toMatch(/^Vazirmatn, system-ui/)
    expect(families.heading).toMatch(/^Vazirmatn, system-ui/)
    await expect
      .poll(() => page.evaluate((text) => document.fonts.check('16px Vazirmatn', text), sample))
      .toBe(true)
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family === 'Vazirmatn')
          .map((face) => face.status),
      ),
    ).toEqual(['loaded'])

    // Preloaded by the page's HTML: the server's text may paint before the font arrives, and its
    // swap moves the page by less than the shop's layout-shift budget.
    expect(await layoutShift()).toBeLessThan(0.02)
    expect(fonts).toEqual([
      {
        url: expect.stringMatching(/^\/assets\/vazirmatn-arabic-[\w-]+\.woff2$/),
        status: 200,
        contentType: 'font/woff2',
      },
    ])
  })

  it('is never fetched on English pages, not even for the Persian and Arabic language names', async () => {
    const { page, fonts } = await visitorWatchingFonts()
    await page.goto(`${shop.origin}/`)
    await homeIn(page, 'EN')
    expect((await fontFamilies(page)).body).not.toContain('Vazirmatn')

    await page
      .getByRole('button', { name: message('EN', 'layout.openMenu') })
      .first()
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'فارسی' }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'العربية' }).waitFor()
    // Font loads start as soon as text is laid out: once laid out, every load it started is done.
    await framesDrawn(page)
    await page.evaluate(() => document.fonts.ready)

    expect(fonts).toEqual([])
    expect(
      await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family),
      ),
    ).toEqual([])
  })
})
