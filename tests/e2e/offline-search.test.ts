import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { productSingleCall } from '../../src/contract/catalogue'
import { message } from './shop-data'
import {
  hydrated,
  pageQuiet,
  savedOnDevice,
  serviceWorkerInCharge,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let network: CuttableNetwork
let page: Page

/** The products the visitor reads, in English and then Persian, before the network goes. */
const read = ['iron-1', 'iron-2', 'hairdryer-1']

beforeAll(async () => {
  shop = await startShopInBrowser()
  // The service worker's own fetches go through this relay too: cut, nothing reaches the shop.
  network = await cuttableNetwork(shop.origin)
  page = await shop.newVisitor({ serviceWorkers: 'allow' })
  await page.goto(`${network.origin}/product/single/iron-1?lang=fa`)
  await serviceWorkerInCharge(page)
  for (const lang of ['en', 'fa']) {
    for (const unique of read) {
      await page.goto(`${network.origin}/product/single/${unique}?lang=${lang}`)
      await hydrated(page)
      // Read, not glanced at: the page saves its reads once it is quiet.
      await pageQuiet(page)
    }
  }
  await savedOnDevice(page, {
    reads: ['EN', 'FA'].flatMap((lang) =>
      read.map((unique) => `"catalogue","product","${unique}","${lang}"`),
    ),
  })
  network.cut()
  await page.context().setOffline(true)
})
afterAll(async () => {
  await shop?.close()
  await network?.close()
})

/**
 * The products the listing shows for a search, by unique id, once its heading names that search
 * (the results come with it) and it says they are the saved ones.
 */
async function listed(q: string): Promise<string[]> {
  await page.locator('h1', { hasText: q }).waitFor()
  await page.locator('[data-saved-only]').waitFor()
  const links = await page
    .locator('main a[href*="/product/single/"]')
    .evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/').pop() ?? ''),
    )
  return [...new Set(links)].sort()
}

/** A product's title in a language, as the shop has it. */
async function titleOf(unique: string, lang: 'EN' | 'FA'): Promise<string> {
  return (await shop.call(productSingleCall, { unique }, { lang })).pro.title
}

describe('searching without the network', () => {
  it('finds the saved Persian irons from the menu, typed with Persian or Arabic letters', async () => {
    // An iron the visitor never read: the shop has it, the device does not.
    expect(await titleOf('iron-3', 'FA')).toContain('اتو')

    await page.getByRole('button', { name: message('FA', 'layout.openMenu') }).click()
    const menu = page.getByRole('dialog', { name: message('FA', 'layout.menu') })
    await menu.getByRole('combobox', { name: message('FA', 'layout.searchLabel') }).fill('اتو')
    await menu.getByRole('button', { name: message('FA', 'layout.searchSubmit') }).click()
    await page.waitForURL(/\/product\/all\?/)
    expect(await listed('اتو')).toEqual(['iron-1', 'iron-2'])
    expect(await page.locator('[data-saved-only]').innerText()).toBe(
      message('FA', 'catalogue.savedOnly'),
    )

    // The brand as a Persian reader types it, then with the Arabic kaf and yeh.
    const box = page.getByRole('searchbox', { name: message('FA', 'catalogue.search') })
    await box.fill('کویر')
    await page.waitForURL(/q=%DA%A9/)
    const persian = await listed('کویر')
    expect(persian).toContain('iron-1')
    expect(persian.every((unique) => read.includes(unique))).toBe(true)
    await box.fill('كوير')
    await page.waitForURL(/q=%D9%83/)
    expect(await listed('كوير')).toEqual(persian)
  })

  it('finds the saved English irons, and only those', async () => {
    await page.goto(`${network.origin}/product/all?lang=en&q=iron`)
    expect(await listed('iron')).toEqual(['iron-1', 'iron-2'])
    expect(await page.locator('[data-saved-only]').innerText()).toBe(
      message('EN', 'catalogue.savedOnly'),
    )
  })

  it('finds them too when the phone says it is online but the network carries nothing', async () => {
    // The relay stays cut: a dead mobile network or a captive portal, as the phone does not see it.
    await page.context().setOffline(false)
    await page.goto(`${network.origin}/product/all?lang=en&q=iron`)
    expect(await listed('iron')).toEqual(['iron-1', 'iron-2'])
  })
})
