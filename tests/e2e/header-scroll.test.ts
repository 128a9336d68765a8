import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  framesDrawn,
  phoneViewport,
  startShopInBrowser,
  type ShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let page: Page

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.newVisitor({ viewport: phoneViewport })
  await page.goto(`${shop.origin}/`)
  await page.locator('main [data-block-type]').first().waitFor()
})
afterAll(async () => {
  await shop?.close()
})

const header = () => page.locator('header').first()

/** Whether the header shows its active look: the attribute, and the shadow it brings. */
function headerLook() {
  return header().evaluate((element) => ({
    active: element.hasAttribute('data-active'),
    shadow: getComputedStyle(element).boxShadow !== 'none',
  }))
}

async function scrollTo(y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

const plain = { active: false, shadow: false }
const active = { active: true, shadow: true }

describe('the header on scrolling the home page on a phone', () => {
  it('is plain at the top', async () => {
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await headerLook()).toEqual(plain)
  })

  it('stays plain up to 700 px', async () => {
    await scrollTo(690)
    // The scroll handler has had its animation frame before checking nothing changed.
    await framesDrawn(page)
    expect(await headerLook()).toEqual(plain)
  })

  it('takes its active look past 700 px', async () => {
    await scrollTo(900)
    await expect.poll(headerLook).toEqual(active)
  })

  it('keeps it while scrolled further down', async () => {
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await framesDrawn(page)
    expect(await headerLook()).toEqual(active)
  })

  it('loses it back at the top', async () => {
    await scrollTo(0)
    await expect.poll(headerLook).toEqual(plain)
  })
})

describe('the header as its HTML arrives', () => {
  it('keeps the home link in place whatever part of the header the browser has read', async () => {
    // A loaded phone paints what it has parsed so far: the header may be on screen before its
    // last buttons are. The page's HTML alone, as the browser first paints it (no script).
    const context = await shop.browser.newContext({
      viewport: phoneViewport,
      javaScriptEnabled: false,
    })
    const visitor = await context.newPage()
    const html = await (await fetch(`${shop.origin}/`)).text()
    const homeLinkAt = async (body: string) => {
      await visitor.route(`${shop.origin}/`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body }),
      )
      await visitor.goto(`${shop.origin}/`)
      await visitor.unroute(`${shop.origin}/`)
      return visitor.locator('header a[href="/"]').boundingBox()
    }
    const whole = await homeLinkAt(html)
    // Read up to the home link: the basket and account links have not arrived.
    const homeLinkEnd = html.indexOf('</a>', html.indexOf('<header')) + '</a>'.length
    const upToHomeLink = await homeLinkAt(html.slice(0, homeLinkEnd))
    expect(whole).not.toBeNull()
    expect(upToHomeLink).toEqual(whole)
    await context.close()
  })
})
