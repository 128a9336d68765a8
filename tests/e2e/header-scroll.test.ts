import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneViewport, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'

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
    // Give the scroll handler its animation frame before checking nothing changed.
    await page.waitForTimeout(200)
    expect(await headerLook()).toEqual(plain)
  })

  it('takes its active look past 700 px', async () => {
    await scrollTo(900)
    await expect.poll(headerLook).toEqual(active)
  })

  it('keeps it while scrolled further down', async () => {
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.waitForTimeout(200)
    expect(await headerLook()).toEqual(active)
  })

  it('loses it back at the top', async () => {
    await scrollTo(0)
    await expect.poll(headerLook).toEqual(plain)
  })
})
