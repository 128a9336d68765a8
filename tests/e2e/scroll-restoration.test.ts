import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  framesDrawn,
  holdAppStart,
  hydrated,
  showAllBlocks,
  startShopInBrowser,
  type ShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let page: Page

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.newVisitor()
  await page.goto(`${shop.origin}/`)
  await showAllBlocks(page)
  await hydrated(page)
})
afterAll(async () => {
  await shop?.close()
})

async function scrollTo(y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

/** The window's places the router kept for this tab as the page was left. */
function keptPlaces(): Promise<number[]> {
  return page.evaluate(() => {
    const kept = JSON.parse(
      sessionStorage.getItem('tsr-scroll-restoration-v1_3') ?? '{}',
    ) as Record<string, { window?: { scrollY: number } }>
    return Object.values(kept).flatMap((entry) => (entry.window ? [entry.window.scrollY] : []))
  })
}

/** Reloads the page and waits until the app has taken it over and placed it. */
async function reload() {
  await page.reload()
  await hydrated(page)
}

describe('the place on a page survives reloading it', () => {
  it('when the visitor had stopped scrolling a while before', async () => {
    await scrollTo(900)
    // The visitor's pause is the case itself: the router notes the place in memory only (the tab
    // keeps it as the page is left), so nothing on the page shows the pause is over.
    await page.waitForTimeout(500)
    await reload()
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900)
    expect(await keptPlaces()).toContain(900)
  })

  it('when the page is left right after a scroll', async () => {
    await scrollTo(600)
    await reload()
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600)
    expect(await keptPlaces()).toContain(600)
  })
})

describe('a scroll made before the app takes the page over', () => {
  it('is kept as the app hydrates the page', async () => {
    const visitor = await shop.newVisitor()
    // The page is on screen from its HTML, its buttons not live yet.
    const release = await holdAppStart(visitor)
    await visitor.goto(`${shop.origin}/`)
    await visitor.evaluate(() => window.scrollTo({ top: 690, behavior: 'instant' }))
    release()
    await hydrated(visitor)
    await framesDrawn(visitor)
    expect(await visitor.evaluate(() => Math.round(window.scrollY))).toBe(690)
    await visitor.close()
  })
})
