import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { productSingleCall } from '../../src/contract/catalogue'
import { reviewCreateCall } from '../../src/contract/reviews'
import { answerOf } from '../shop-calls'
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
/** The English title of `iron-1`, a page the visitor has read. */
let ironTitle: string

const en = (id: Parameters<typeof message>[1]) => message('EN', id)

/** Seconds the busy shop asks its visitors to wait. */
const retryAfterSeconds = 2

beforeAll(async () => {
  shop = await startShopInBrowser()
  // The visitor reaches the shop through a relay that can answer as a restarting shop does: the
  // service worker's own fetches go through it too.
  network = await cuttableNetwork(shop.origin)
  page = await shop.newVisitor({ serviceWorkers: 'allow' })
  pageErrors = collectPageErrors(page)
  await page.goto(`${network.origin}/`)
  await serviceWorkerInCharge(page)
  await keepLogin(page, await newLoginToken(shop))
  await page.goto(`${network.origin}/product/single/iron-1`)
  ironTitle = (await page.locator('main h1').first().textContent()) ?? ''
  await hydrated(page)
  await savedOnDevice(page, { reads: ['"catalogue","product","iron-1","EN"'] })
})
afterAll(async () => {
  await shop?.close()
  await network?.close()
})

describe('a shop answering 503 for a while', () => {
  it('opens a page read before from the device, not the 503', async () => {
    network.answerBusy(retryAfterSeconds)
    // Without the service worker, the visitor would see the shop's 503.
    const direct = await fetch(`${network.origin}/product/single/iron-1`)
    expect(direct.status).toBe(503)

    const opened = await page.goto(`${network.origin}/product/single/iron-1`)
    await page.getByRole('heading', { level: 1, name: ironTitle }).waitFor()
    // It is the server's page as the device kept it when it was read: it carries its state.
    const html = (await opened?.text()) ?? ''
    expect(html).toContain('$_TSR')
    expect(html).toContain(ironTitle)
    expect(network.busyAnswers()).toBeGreaterThan(1)
    network.restore()
  })

  it('keeps a review waiting while the shop asks to wait, and sends it once when it answers', async () => {
    await page.goto(`${network.origin}/product/single/iron-1`)
    await hydrated(page)
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await page.getByRole('button', { name: en('reviews.write.open') }).click()
    const dialog = page.getByRole('dialog')
    const review = 'Written while the shop was restarting.'
    await dialog.getByRole('textbox', { name: en('reviews.write.text') }).fill(review)

    network.answerBusy(retryAfterSeconds)
    await dialog.getByRole('button', { name: en('reviews.write.submit') }).click()
    const note = page.getByText(en('reviews.queued'))
    await note.waitFor()
    await page.locator('[data-outbox-count="1"]').waitFor()
    // Asked again at the pace the shop asks for, beyond the tries a failing shop gets.
    await expect
      .poll(() => network.busyAnswers(reviewCreateCall.path), { timeout: 25_000, interval: 500 })
      .toBeGreaterThanOrEqual(6)
    await page.locator('[data-outbox-count="1"]').waitFor()
    expect(await page.getByText(/could not take it/).count()).toBe(0)

    network.restore()
    await note.waitFor({ state: 'detached', timeout: 30_000 })
    await page.locator('[data-outbox-count]').waitFor({ state: 'detached' })
    const stored = await shop.db
      .selectFrom('reviews')
      .select('id')
      .where('comment', '=', review)
      .execute()
    expect(stored).toHaveLength(1)
    expect(pageErrors).toEqual([])
  }, 60_000)
})

describe('a shop answering every API call 503 while the visitor moves to another page', () => {
  for (const lang of ['EN', 'FA'] as const) {
    it(`says the shop is busy in ${lang}, tries again by itself, and opens the page once it answers`, async () => {
      const visitor = await shop.newVisitor()
      const errors = collectPageErrors(visitor)
      // Every heading the page ever shows, to prove no error screen came between.
      await visitor.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { headingsSeen: seen })
        new MutationObserver(() => {
          for (const heading of document.querySelectorAll('h1')) {
            const text = heading.textContent ?? ''
            if (!seen.includes(text)) seen.push(text)
          }
        }).observe(document, { childList: true, subtree: true, characterData: true })
      })
      const query = lang === 'FA' ? '?lang=fa' : ''
      // A product page read first: the app has its code, as it would after any visit.
      await visitor.goto(`${network.origin}/product/single/iron-2${query}`)
      await hydrated(visitor)
      await visitor.locator(`header a[href="/${query}"]`).first().click()
      await visitor.waitForURL(`${network.origin}/${query}`)
      const next = visitor.locator('main a[href^="/product/single/"]:not([href*="iron-2"])').first()
      await next.waitFor()
      const href = new URL((await next.getAttribute('href')) ?? '', network.origin)
      const unique = href.pathname.split('/').pop() ?? ''
      const { pro } = await answerOf(shop.rawCall, productSingleCall, { unique }, { lang })

      network.answerApiBusy(1)
      await next.click()
      const busy = visitor.locator('[data-busy-screen]')
      await busy
        .getByRole('heading', { level: 1, name: message(lang, 'shell.busyTitle') })
        .waitFor({ timeout: 20_000 })
      expect(await busy.textContent()).toContain(message(lang, 'shell.busyText'))
      // It asks again by itself, at the pace the shop asks for, and stays on its notice.
      const asked = network.busyAnswers(productSingleCall.path)
      await expect
        .poll(() => network.busyAnswers(productSingleCall.path), { timeout: 20_000 })
        .toBeGreaterThan(asked)
      expect(await busy.count()).toBe(1)

      network.restore()
      await visitor.getByRole('heading', { level: 1, name: pro.title }).waitFor({ timeout: 20_000 })
      expect(await visitor.locator('[data-busy-screen]').count()).toBe(0)
      const headings = await visitor.evaluate(
        () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
      )
      expect(headings).toContain(message(lang, 'shell.busyTitle'))
      expect(headings).not.toContain(message(lang, 'shell.errorTitle'))
      expect(headings).not.toContain('Unexpected Application Error!')
      expect(errors).toEqual([])
      await visitor.context().close()
    }, 60_000)
  }
})
