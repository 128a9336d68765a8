import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { startShopInBrowser, type ShopInBrowser } from './shop-in-browser'

let shop: ShopInBrowser
let network: CuttableNetwork
let page: Page
const pageErrors: string[] = []

/** Each request reaches the shop this much later: a slow mobile network. */
const slowNetworkMs = 4000

/** Until the service worker is in charge of the page and its saved data holds the shop's frame. */
async function offlineCopyInstalled(visitor: Page) {
  await visitor.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      )
    }
  })
}

beforeAll(async () => {
  shop = await startShopInBrowser()
  // The visitor reaches the shop through a network the tests slow down and cut: the service
  // worker's own fetches go through it too.
  network = await cuttableNetwork(shop.origin)
  page = await shop.newVisitor({ serviceWorkers: 'allow' })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(`${network.origin}/`)
  await offlineCopyInstalled(page)
  await page.goto(`${network.origin}/product/all`)
  await page.locator('main h1').first().waitFor()
  // What the pages read is saved within a second or so.
  await page.waitForTimeout(1500)
})
afterAll(async () => {
  await shop?.close()
  await network?.close()
})

describe('a slow network', () => {
  it("opens the server's page when it comes quickly", async () => {
    await page.goto(`${network.origin}/product/single/iron-2`)
    await page.locator('main h1').first().waitFor()
    // The server's page carries its state; the shell does not.
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)
  })

  it('shows the header and the page skeleton within a second of opening a page never seen', async () => {
    network.slowDown(slowNetworkMs)
    await page.goto(`${network.origin}/product/single/iron-3`, { waitUntil: 'commit' })
    const shownAt = await page.waitForFunction(
      () => {
        const visible = (selector: string) => {
          const box = document.querySelector(selector)?.getBoundingClientRect()
          return box !== undefined && box.width > 0 && box.height > 0
        }
        return visible('header') && visible('[data-page-skeleton]') ? performance.now() : 0
      },
      undefined,
      { polling: 'raf', timeout: 10_000 },
    )
    expect(Number(await shownAt.jsonValue())).toBeLessThan(1000)
    // The page's content follows once its data arrives.
    await page.locator('main h1').first().waitFor({ timeout: 20_000 })
    expect(await page.locator('[data-page-skeleton]').count()).toBe(0)
    network.restore()
  }, 60_000)
})
