import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { reviewCreateCall } from '../../src/contract/reviews'
import { message } from './shop-data'
import {
  hydrated,
  newLoginToken,
  serviceWorkerInCharge,
  startShopInBrowser,
  type ShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let network: CuttableNetwork
let page: Page
const pageErrors: string[] = []
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
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(`${network.origin}/`)
  await serviceWorkerInCharge(page)
  await page.evaluate((token) => localStorage.setItem('token', token), await newLoginToken(shop))
  await page.goto(`${network.origin}/product/single/iron-1`)
  ironTitle = (await page.locator('main h1').first().textContent()) ?? ''
  await hydrated(page)
  // What the page read is saved within a second or so of its load.
  await page.waitForTimeout(1500)
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

    await page.goto(`${network.origin}/product/single/iron-1`)
    await page.getByRole('heading', { level: 1, name: ironTitle }).waitFor()
    // The shell renders it from what the device saved; the server's page carries its state.
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(false)
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
