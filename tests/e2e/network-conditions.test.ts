import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { message } from './shop-data'
import {
  collectPageErrors,
  hydrated,
  keepLogin,
  newLoginToken,
  savedOnDevice,
  serviceWorkerInCharge,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let network: CuttableNetwork
let page: Page
let pageErrors: string[] = []

/** Each request reaches the shop this much later: a slow mobile network. */
const slowNetworkMs = 4000

const en = (id: Parameters<typeof message>[1]) => message('EN', id)

/** Neither the page nor its service worker can reach the shop. */
async function goOffline() {
  network.cut()
  await page.context().setOffline(true)
}

async function goOnline() {
  network.restore()
  await page.context().setOffline(false)
}

/**
 * The WCAG contrast ratio of an element's text on its own background, as the browser computed
 * them; 0 when the background is not solid (the page behind it would decide).
 */
function textContrast(selector: string): Promise<number> {
  return page.evaluate((target) => {
    const element = document.querySelector(target)
    if (!element) return -1
    const style = getComputedStyle(element)
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number)
    const [r = 0, g = 0, b = 0, alpha = 1] = channels(style.backgroundColor)
    if (alpha < 1) return 0
    const luminance = ([red = 0, green = 0, blue = 0]: number[]) => {
      const linear = (c: number) => {
        const v = c / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
    const text = luminance(channels(style.color))
    const background = luminance([r, g, b])
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05)
  }, selector)
}

beforeAll(async () => {
  // The server keeps what it read and rendered for 5 s, as it does by default in production.
  shop = await startShopInBrowser({ readCacheMs: 5000 })
  // The visitor reaches the shop through a network the tests slow down and cut: the service
  // worker's own fetches go through it too.
  network = await cuttableNetwork(shop.origin)
  page = await shop.newVisitor({ serviceWorkers: 'allow' })
  pageErrors = collectPageErrors(page)
  await page.goto(`${network.origin}/`)
  await serviceWorkerInCharge(page)
  await keepLogin(page, await newLoginToken(shop))
  // Pages read online, saved on the device (their pictures below the fold never loaded).
  const pages = {
    '/blog': ['"readable-page","en","/blog"'],
    // The account is the visitor's own: it is saved, not offered on the offline screen.
    '/account': [
      '"account","user"',
      '"orders","own"',
      '"account","favorites"',
      '"reviews","own-reviews"',
      '"reviews","own-questions"',
    ],
    '/product/all': ['"readable-page","en","/product/all"'],
  }
  for (const [path, reads] of Object.entries(pages)) {
    await page.goto(`${network.origin}${path}`)
    await page.locator('main h1').first().waitFor()
    await hydrated(page)
    await savedOnDevice(page, { reads })
  }
})
afterAll(async () => {
  await shop?.close()
  await network?.close()
})

describe('a slow network', () => {
  it("opens the server's page when it comes quickly", async () => {
    const product = `${network.origin}/product/single/iron-2`
    // The server keeps a page it rendered for a few seconds, and answers it again at once; a busy
    // test machine may still miss the head start now and then, so the page is opened thrice.
    const fromServer: boolean[] = []
    for (let visit = 0; visit < 3; visit++) {
      const answered = await page.goto(product)
      await page.locator('main h1').first().waitFor()
      // The server's page carries its state in its HTML; the shell does not. (The router's own
      // global goes once the page has hydrated, which a quick page may have done already.)
      fromServer.push(((await answered?.text()) ?? '').includes('$_TSR'))
    }
    expect(fromServer).toContain(true)
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

  it('shows a progress bar over the old page, dimmed and usable, while the next one loads', async () => {
    await page.goto(`${network.origin}/product/all`)
    await hydrated(page)
    const listingTitle = await page.locator('main h1').first().textContent()
    network.slowDown(slowNetworkMs)
    const started = Date.now()
    await page.locator('main a[href^="/product/single/"]').nth(5).click()
    await page.locator('[data-route-progress]').waitFor({ timeout: 1000 })
    expect(Date.now() - started).toBeLessThan(1000)
    // The listing is still there, dimmed, while the product's data is on its way.
    expect(await page.locator('main h1').first().textContent()).toBe(listingTitle)
    await expect
      .poll(() => page.locator('main').evaluate((main) => Number(getComputedStyle(main).opacity)))
      .toBeLessThan(1)
    expect(
      await page.locator('main').evaluate((main) => getComputedStyle(main).pointerEvents),
    ).toBe('auto')
    await page
      .locator('main h1')
      .filter({ hasNotText: listingTitle ?? '' })
      .waitFor({ timeout: 20_000 })
    await page.locator('[data-route-progress]').waitFor({ state: 'detached' })
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).opacity)).toBe('1')
    network.restore()
  }, 60_000)
})

describe('offline', () => {
  it('shows a placeholder, not a broken picture, for a picture not saved on the device', async () => {
    // The blog's pictures are no longer kept (the device keeps a bounded number of them).
    await page.evaluate(async () => {
      const media = await caches.open('shop-media')
      for (const request of await media.keys()) {
        if (new URL(request.url).pathname.startsWith('/uploads/blog/')) await media.delete(request)
      }
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    await goOffline()
    await page.goto(`${network.origin}/blog`)
    await page.locator('main h1').first().waitFor()
    // Every picture of the page is asked for.
    for (let step = 0; step < 20; step++) {
      await page.mouse.wheel(0, 800)
      // A visitor's scroll, a step at a time: a picture not asked for has no signal to wait on.
      await page.waitForTimeout(50)
    }
    await expect.poll(() => page.locator('main img[data-missing]').count()).toBeGreaterThan(0)
    const broken = await page
      .locator('main img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.alt),
      )
    expect(broken).toEqual([])
  })

  it('says so in a notice readable on the page, and explains what the account can show', async () => {
    await page.goto(`${network.origin}/account`)
    await page.locator('[data-account-offline]').waitFor()
    expect(await page.locator('[data-account-offline]').textContent()).toBe(en('account.offline'))
    expect(await page.getByText(en('common.loading'), { exact: true }).count()).toBe(0)

    const status = page.locator('[data-connection="offline"]')
    await status.getByText(en('shell.nowOffline')).waitFor()
    expect(await status.getAttribute('aria-live')).toBe('polite')
    expect(await textContrast('[data-connection] > *')).toBeGreaterThanOrEqual(4.5)
  })

  it('says when the shop is back, as readable', async () => {
    await goOnline()
    const status = page.locator('[data-connection="back-online"]')
    await status.getByText(en('shell.backOnline')).waitFor()
    expect(await textContrast('[data-connection] > *')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('a flaky network', () => {
  it('keeps a review with its tags while the shop cannot be reached, and clears the note once sent', async () => {
    await page.goto(`${network.origin}/product/single/iron-1`)
    await hydrated(page)
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await page.getByRole('button', { name: en('reviews.write.open') }).click()
    const dialog = page.getByRole('dialog')
    const weakness = dialog.getByRole('textbox', { name: en('reviews.write.weaknesses') })
    await weakness.fill('Short cord')
    await weakness.press('Enter')
    const strength = dialog.getByRole('textbox', { name: en('reviews.write.strengths') })
    await strength.fill('Glides well')
    await strength.press('Enter')
    const review = 'Written where the signal comes and goes.'
    await dialog.getByRole('textbox', { name: en('reviews.write.text') }).fill(review)

    // The browser still says online; the requests find no shop.
    network.cut()
    await dialog.getByRole('button', { name: en('reviews.write.submit') }).click()
    const note = page.getByText(en('reviews.queued'))
    await note.waitFor()
    const waiting = page.locator('[data-waiting]').filter({ hasText: review })
    await waiting.getByText('Glides well').waitFor()
    await waiting.getByText('Short cord').waitFor()

    network.restore()
    await note.waitFor({ state: 'detached', timeout: 30_000 })
    const stored = await shop.db
      .selectFrom('reviews')
      .select('id')
      .where('comment', '=', review)
      .execute()
    expect(stored).toHaveLength(1)
    expect(pageErrors).toEqual([])
  }, 60_000)
})
