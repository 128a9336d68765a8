import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCall } from '../../src/contract/accounts'
import { metricsOf, valueOf } from '../metrics-text'
import { collectPageErrors, type ShopInBrowser, startShopInBrowser } from './shop-in-browser'

let shop: ShopInBrowser

beforeAll(async () => {
  // Pages are kept a minute: a second visit is served from the page cache.
  shop = await startShopInBrowser({ readCacheMs: 60_000 })
})
afterAll(async () => {
  await shop?.close()
})

describe('the API reference page', () => {
  it('shows every call from the document, under the shop’s CSP, with nothing in the console', async () => {
    const page = await shop.newVisitor({ viewport: { width: 1280, height: 900 } })
    const problems = collectPageErrors(page, { console: ['error', 'warning'] })

    const answer = await page.goto(`${shop.origin}/wsd/docs`)
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'")
    await page.getByRole('heading', { name: /Storefront API/ }).waitFor()
    // Each call is listed by its path; a group opens to show its calls.
    await page.getByRole('heading', { name: 'auth' }).click()
    await page.getByText(loginCall.path, { exact: true }).first().waitFor()
    await page.getByText(loginCall.path, { exact: true }).first().click()
    await page.getByRole('heading', { name: 'Responses' }).first().waitFor()
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('the metrics', () => {
  it('count pages rendered and pages served from the page cache', async () => {
    const pagesCounted = async () => {
      const samples = await metricsOf(shop.origin)
      const count = (answer: string) => valueOf(samples, 'shop_pages_total', { answer })
      return { rendered: count('rendered'), kept: count('kept') }
    }
    const before = await pagesCounted()
    const address = `${shop.origin}/about?metrics=${String(Date.now())}`
    expect((await fetch(address)).status).toBe(200)
    expect((await fetch(address)).status).toBe(200)
    const after = await pagesCounted()
    expect(after.rendered - before.rendered).toBe(1)
    expect(after.kept - before.kept).toBe(1)
  })
})
