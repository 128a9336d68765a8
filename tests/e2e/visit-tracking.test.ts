import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

interface StoredVisit {
  entry: string
  exit: string
  url: string
}

/** The visits the shop has recorded for one browser, as its database holds them. */
async function recordedVisits(session: string): Promise<StoredVisit[]> {
  const rows = await shop.db
    .selectFrom('session_history')
    .select('history')
    .where('session', '=', session)
    .orderBy('id')
    .execute()
  return rows.map((row) => JSON.parse(row.history) as StoredVisit)
}

/** Opens the about page and waits until it shows, then gives the browser's stored visit id. */
async function openAboutPage(page: Page): Promise<string> {
  await page.goto(`${shop.origin}/about`)
  await page.locator('main [data-block-type]').first().waitFor()
  // The server's page shows at once; the visit is tracked once the app has taken it over.
  await hydrated(page)
  const session = await page.evaluate(() => localStorage.getItem('session'))
  expect(session).toMatch(/^[\w-]{8,64}$/)
  return session!
}

/** The visit was recorded once, and lasted within the time the test spent on the page. */
async function expectOneVisit(session: string, url: string, openedAt: number) {
  await expect
    .poll(async () => (await recordedVisits(session)).filter((visit) => visit.url === url), {
      // A beacon sent as a tab closes may wait for a busy machine.
      timeout: 15_000,
    })
    .toHaveLength(1)
  const recordedBy = Date.now()
  const visit = (await recordedVisits(session)).find((v) => v.url === url)!
  const entry = Date.parse(visit.entry)
  const exit = Date.parse(visit.exit)
  expect(entry).toBeGreaterThanOrEqual(openedAt)
  expect(exit).toBeGreaterThanOrEqual(entry)
  expect(exit).toBeLessThanOrEqual(recordedBy)
}

describe('a tracked page records the visit when the visitor leaves it', () => {
  it('on going to another page of the shop', async () => {
    const page = await shop.newVisitor()
    const openedAt = Date.now()
    const session = await openAboutPage(page)
    expect(await recordedVisits(session)).toEqual([])

    await page.locator('header a[href="/"]').click()
    await page.waitForURL(`${shop.origin}/`)
    await expectOneVisit(session, '/about', openedAt)
    await page.context().close()
  })

  it('on closing the tab', async () => {
    const page = await shop.newVisitor()
    const openedAt = Date.now()
    const session = await openAboutPage(page)
    expect(await recordedVisits(session)).toEqual([])

    await page.close({ runBeforeUnload: true })
    await expectOneVisit(session, '/about', openedAt)
    await page.context().close()
  })
})
