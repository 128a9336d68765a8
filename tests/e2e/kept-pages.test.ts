import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backOfficeProductEditCall } from '../../src/contract/back-office-catalogue'
import { productSingleCall } from '../../src/contract/catalogue'
import { answerOf } from '../shop-calls'
import {
  collectPageErrors,
  hydrated,
  keepLogin,
  newAccount,
  newStaffAccount,
  serviceWorkerInCharge,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

// Pages are kept by the server as it ships (a copy per address, renewed behind it).
const shop: ShopInBrowser = await startShopInBrowser({ readCacheMs: 5000 })
afterAll(async () => {
  await shop.close()
})

/** The addresses the service worker keeps the HTML of, on this visitor's device. */
function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = []
    for (const name of await caches.keys()) {
      if (!name.startsWith('shop-pages-')) continue
      const kept = await (await caches.open(name)).keys()
      addresses.push(...kept.map((request) => new URL(request.url).pathname))
    }
    return addresses
  })
}

async function keptSoon(page: Page, path: string) {
  await expect.poll(() => keptAddresses(page), { timeout: 15_000 }).toContain(path)
}

/** Warnings and errors the page's console and scripts report. */
const problemsOf = (page: Page) => collectPageErrors(page, { console: ['error', 'warning'] })

/** The HTML kept for an address on this visitor's device ('' if none). */
function keptHtml(page: Page, path: string): Promise<string> {
  return page.evaluate(async (address) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('shop-pages-')) continue
      const kept = await (await caches.open(name)).match(new URL(address, location.href).href)
      if (kept) return kept.text()
    }
    return ''
  }, path)
}

/** Runs `work` with the network cut and the shop stopped, then brings both back. */
async function whileUnreachable(page: Page, work: () => Promise<void>) {
  await shop.stopServer()
  await page.context().setOffline(true)
  try {
    await work()
  } finally {
    await page.context().setOffline(false)
    await shop.startServer()
  }
}

/** Opens an address with no script of the page running: what shows is the HTML itself. */
async function openWithoutScripts(page: Page, path: string, check: () => Promise<void>) {
  const scripts = await page.context().newCDPSession(page)
  await scripts.send('Emulation.setScriptExecutionDisabled', { value: true })
  try {
    await page.goto(`${shop.origin}${path}`)
    await check()
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
  } finally {
    await scripts.send('Emulation.setScriptExecutionDisabled', { value: false })
    await scripts.detach()
  }
}

async function productTitle(unique: string): Promise<string> {
  return (await answerOf(shop.rawCall, productSingleCall, { unique })).pro.title
}

describe('a page read on this device', () => {
  let page: Page
  beforeAll(async () => {
    page = await shop.newVisitor({ serviceWorkers: 'allow' })
    await page.goto(`${shop.origin}/`)
    await serviceWorkerInCharge(page)
  })

  it('is kept as the server sent it, and opens from it offline before any script runs', async () => {
    const title = await productTitle('iron-2')
    await page.goto(`${shop.origin}/product/single/iron-2`)
    await hydrated(page)
    await keptSoon(page, '/product/single/iron-2')

    await whileUnreachable(page, async () => {
      const heading = page.getByRole('heading', { level: 1, name: title })
      await openWithoutScripts(page, '/product/single/iron-2', () => heading.waitFor())

      // With its scripts, it hydrates from the data it carries, with no warning.
      const problems = problemsOf(page)
      await page.reload()
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await heading.waitFor()
      expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([])
    })
  })

  it('is replaced by the page as it is after a write: the new price shows on the next visit, offline too', async () => {
    await page.goto(`${shop.origin}/product/single/iron-5`)
    await hydrated(page)
    await keptSoon(page, '/product/single/iron-5')
    const iron = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'iron-5')
      .executeTakeFirstOrThrow()
    const staff = await newStaffAccount(shop)
    const edit = await shop.rawCall(
      backOfficeProductEditCall.path,
      { id: iron.id, pricing: { price: 4_321_000, discount: 0, depo: 9 } },
      { token: staff.token, headers: { 'idempotency-key': randomUUID() } },
    )
    expect(edit.statusCode, edit.body).toBe(200)

    const newPrice = (on: Page) =>
      on
        .locator('main')
        .getByText(/4,321,000/)
        .first()
    await page.goto(`${shop.origin}/product/single/iron-5`)
    await newPrice(page).waitFor()
    await expect.poll(() => keptHtml(page, '/product/single/iron-5')).toContain('4,321,000')
    await whileUnreachable(page, () =>
      openWithoutScripts(page, '/product/single/iron-5', () => newPrice(page).waitFor()),
    )
  })
})

describe('a visitor’s own pages', () => {
  it('are never kept: not their account, their login or their cart', async () => {
    const page = await shop.newVisitor({ serviceWorkers: 'allow' })
    await page.goto(`${shop.origin}/account/login`)
    await serviceWorkerInCharge(page)
    await keepLogin(page, (await newAccount(shop)).token)
    for (const path of ['/account', '/checkout/cart', '/account/login', '/about']) {
      await page.goto(`${shop.origin}${path}`)
      await hydrated(page)
    }
    // A public page read last is kept: the others had their chance.
    await keptSoon(page, '/about')
    const kept = await keptAddresses(page)
    expect(kept.filter((path) => /^\/(account|checkout)/.test(path))).toEqual([])
  })
})

describe('an unchanged page', () => {
  it('is answered 304 to the browser holding it, which shows and hydrates its own copy', async () => {
    const page = await shop.newVisitor()
    const problems = problemsOf(page)
    await page.goto(`${shop.origin}/blog`)
    await hydrated(page)
    // What the server answered, as the wire carried it (the page sees its stored 200).
    const network = await page.context().newCDPSession(page)
    await network.send('Network.enable')
    const documents = new Set<string>()
    const statuses: number[] = []
    network.on('Network.requestWillBeSent', (sent) => {
      if (sent.type === 'Document') documents.add(sent.requestId)
    })
    network.on('Network.responseReceivedExtraInfo', (received) => {
      if (documents.has(received.requestId)) statuses.push(received.statusCode)
    })
    for (let visit = 0; visit < 3 && !statuses.includes(304); visit++) {
      await page.reload()
      await hydrated(page)
    }
    expect(statuses).toContain(304)
    await page.locator('main h1').first().waitFor()
    // Its scripts and styles ran under the policy stored with it (no nonce refused), and it
    // hydrated over what it showed.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(
      problems.filter((problem) => /Content Security Policy|Refused to|hydrat/i.test(problem)),
    ).toEqual([])
  })
})
