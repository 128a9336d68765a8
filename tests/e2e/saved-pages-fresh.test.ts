import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { backOfficeProductEditCall } from '../../src/contract/back-office-catalogue'
import { savedAtHeader } from '../../sw/saved-copy-names'
import { savedPagesSyncTag } from '../../sw/worker-messages'
import {
  fireWorkerSync,
  hydrated,
  newStaffAccount,
  serviceWorkerInCharge,
  type ShopInBrowser,
  startShopInBrowser,
  withinTime,
} from './shop-in-browser'

let shop: ShopInBrowser
let network: CuttableNetwork
let context: BrowserContext
/** The product read, by unique id: the listing's first. */
let unique: string

const day = 24 * 60 * 60 * 1000
const newPriceText = /4,321,000/

beforeAll(async () => {
  shop = await startShopInBrowser()
  // The service worker's own fetches go through this relay too: cut, nothing reaches the shop.
  network = await cuttableNetwork(shop.origin)
  const page = await shop.newVisitor({ serviceWorkers: 'allow' })
  context = page.context()
  await page.goto(`${network.origin}/about`)
  await serviceWorkerInCharge(page)
  // The listing, then a product from it (its read saved by the worker), then its own page.
  await page.goto(`${network.origin}/product/all`)
  await hydrated(page)
  const card = page.locator('main a[href*="/product/single/"]').first()
  unique = new URL(await card.evaluate((a) => (a as HTMLAnchorElement).href)).pathname
    .split('/')
    .pop()!
  await card.click()
  await page.waitForURL(`**/product/single/${unique}`)
  await page.locator('main h1').waitFor()
  // The heading may come from the listing's card before the read is answered: leaving the page
  // sooner would cut the read before the worker saves it.
  await vi.waitFor(
    async () => expect((await productCopies(context)).map((copy) => copy.kind)).toContain('read'),
    { timeout: 15_000, interval: 250 },
  )
  await page.goto(`${network.origin}/product/single/${unique}`)
  await hydrated(page)
  await page.close()
})
afterEach(async () => {
  // A test that failed leaves no page behind to read the shop when the next one has the network.
  await Promise.all(context.pages().map((page) => page.close()))
})
afterAll(async () => {
  await shop?.close()
  await network?.close()
})

/** A copy of the product the worker saved: its page, or its API read. */
interface ProductCopy {
  kind: 'page' | 'read'
  savedAt: number
  text: string
}

/**
 * The product's copies the worker saved, read from a page of the shop's origin that runs no app;
 * with `restamp`, those of its kind are first made to look saved at another time.
 */
async function productCopies(
  on: BrowserContext,
  restamp?: { kind: ProductCopy['kind']; savedAt: number },
): Promise<ProductCopy[]> {
  const page = await on.newPage()
  try {
    await page.goto(`${network.origin}/robots.txt`, { timeout: 10_000 })
    const reading = page.evaluate(
      async ({ unique, header, restamp }) => {
        const copies: ProductCopy[] = []
        for (const name of await caches.keys()) {
          if (!name.startsWith('shop-pages-') && name !== 'shop-api-reads') continue
          const cache = await caches.open(name)
          for (const request of await cache.keys()) {
            const url = new URL(request.url)
            const kind =
              url.pathname === `/product/single/${unique}`
                ? 'page'
                : url.pathname === '/wsd/v1/product/single' &&
                    url.searchParams.get('body')?.includes(`"${unique}"`)
                  ? 'read'
                  : undefined
            let copy = kind && (await cache.match(request))
            if (!kind || !copy) continue
            if (restamp?.kind === kind) {
              const headers = new Headers(copy.headers)
              headers.set(header, String(restamp.savedAt))
              await cache.put(request, new Response(await copy.blob(), { headers }))
              copy = (await cache.match(request))!
            }
            copies.push({
              kind,
              savedAt: Number(copy.headers.get(header)),
              text: await copy.text(),
            })
          }
        }
        return copies
      },
      { unique, header: savedAtHeader, restamp },
    )
    return await withinTime(10_000, 'the worker’s saved copies are read', reading)
  } finally {
    await page.close()
  }
}

const savedTimes = async (on: BrowserContext) =>
  (await productCopies(on)).map((copy) => copy.savedAt)

/** Staff give the product a new price. */
async function changePrice(price: number) {
  const product = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', unique)
    .executeTakeFirstOrThrow()
  const staff = await newStaffAccount(shop)
  const edit = await shop.rawCall(
    backOfficeProductEditCall.path,
    { id: product.id, pricing: { price, discount: 0, depo: 9 } },
    { token: staff.token, headers: { 'idempotency-key': randomUUID() } },
  )
  expect(edit.statusCode, edit.body).toBe(200)
}

/**
 * A kept page saved two days ago and read a moment ago for an address of the shop, as the worker
 * keeps one, written from a page of the shop's origin that runs no app; or, without `html`,
 * whether one is kept for it.
 */
async function keptCopyOf(on: BrowserContext, path: string, html?: string): Promise<boolean> {
  const page = await on.newPage()
  try {
    await page.goto(`${network.origin}/robots.txt`, { timeout: 10_000 })
    const keeping = page.evaluate(
      async ({ address, header, html, savedAt }) => {
        const name = (await caches.keys()).find((n) => n.startsWith('shop-pages-'))
        if (!name) return false
        const cache = await caches.open(name)
        if (html === undefined) return (await cache.match(address)) !== undefined
        const headers = { 'content-type': 'text/html', [header]: String(savedAt) }
        await cache.put(address, new Response(html, { headers }))
        // The worker's note of when the shopper read it (idb-keyval's store).
        const opening = indexedDB.open('shop-saved-copies')
        const db = await new Promise<IDBDatabase>((done, fail) => {
          opening.onsuccess = () => done(opening.result)
          opening.onerror = () => fail(opening.error)
        })
        const writing = db.transaction('read', 'readwrite')
        writing.objectStore('read').put(Date.now(), address)
        await new Promise((done) => (writing.oncomplete = done))
        db.close()
        return true
      },
      {
        address: `${network.origin}${path}`,
        header: savedAtHeader,
        html,
        savedAt: Date.now() - 2 * day,
      },
    )
    return await withinTime(10_000, `the kept copy of ${path} is read or written`, keeping)
  } finally {
    await page.close()
  }
}

/** A page of the shop, its clock three days on (the device's copies are three days old to it). */
async function threeDaysLater(): Promise<Page> {
  const page = await context.newPage()
  await page.addInitScript((shift) => {
    const now = Date.now.bind(Date)
    Date.now = () => now() + shift
  }, 3 * day)
  return page
}

describe('the pages saved on the device', () => {
  it('are refreshed in the background with no page open: offline, the product shows its new price and how old its copy is', async () => {
    await expect.poll(() => savedTimes(context), { timeout: 15_000 }).toHaveLength(2)
    const before = Math.max(...(await savedTimes(context)))
    await changePrice(4_321_000)

    await fireWorkerSync(context, network.origin, { tag: savedPagesSyncTag, periodic: true })
    await expect
      .poll(async () => (await savedTimes(context)).every((savedAt) => savedAt > before), {
        timeout: 15_000,
      })
      .toBe(true)

    // The read's copy made two days older than it is: the page tells the age of what it shows,
    // not when it reached the page.
    await productCopies(context, { kind: 'read', savedAt: Date.now() - 2 * day })

    network.cut()
    await withinTime(10_000, 'the context goes offline', context.setOffline(true))
    // Opened offline at the listing, the product followed from it: its data is the worker's
    // refreshed read (the device's own saved cache still has the old price).
    const page = await threeDaysLater()
    const savedAgo = page.locator('[data-saved-at]')
    await page.goto(`${network.origin}/product/all`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.locator(`main a[href$="/product/single/${unique}"]`).first().click()
    await page.waitForURL(`**/product/single/${unique}`)
    await page.locator('main').getByText(newPriceText).first().waitFor()
    await expect
      .poll(() => savedAgo.innerText({ timeout: 5_000 }))
      .toBe('This page was saved 5 days ago.')

    // Its own page, kept by the worker, opens with the new price too; the phone now says it is
    // online, but the network carries nothing: the worker's copies tell the page it is offline.
    await withinTime(10_000, 'the context goes online', context.setOffline(false))
    await page.goto(`${network.origin}/product/single/${unique}`)
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)
    await page.locator('main').getByText(newPriceText).first().waitFor()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect
      .poll(() => savedAgo.innerText({ timeout: 5_000 }))
      .toMatch(/^This page was saved [35] days ago\.$/)
    await page.close()
  })

  it('are refreshed when the shop starts with the network: those saved over a day ago, the others left', async () => {
    network.restore()
    await withinTime(10_000, 'the context goes online', context.setOffline(false))
    const aMinuteAgo = Date.now() - 60_000
    await productCopies(context, { kind: 'read', savedAt: aMinuteAgo })
    await productCopies(context, { kind: 'page', savedAt: Date.now() - 2 * day })
    await changePrice(4_567_000)
    // A product the shop no longer has: its copy is dropped, not kept showing.
    const gone = '/product/single/no-longer-sold'
    expect(await keptCopyOf(context, gone, '<!doctype html><title>Gone</title>')).toBe(true)

    const page = await context.newPage()
    await page.goto(`${network.origin}/about`)
    await hydrated(page)
    const keptPage = async () => (await productCopies(context)).find((copy) => copy.kind === 'page')
    await expect
      .poll(async () => (await keptPage())?.text, { timeout: 20_000 })
      .toMatch(/4,567,000/)
    expect((await keptPage())?.savedAt).toBeGreaterThan(aMinuteAgo)
    // The product's API read was saved a minute ago: it waits for its day.
    const read = (await productCopies(context)).find((copy) => copy.kind === 'read')
    expect(read?.savedAt).toBe(aMinuteAgo)
    await expect.poll(() => keptCopyOf(context, gone), { timeout: 20_000 }).toBe(false)
    await page.close()
  })
})
