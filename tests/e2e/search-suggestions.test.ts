import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { productSuggestCall, productSuggestionsShown } from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import { axeViolations } from './axe'
import { message, writtenAmount } from './shop-data'
import {
  collectPageErrors,
  hydrated,
  savedOnDevice,
  savedQueryCache,
  serviceWorkerInCharge,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let network: CuttableNetwork

beforeAll(async () => {
  shop = await startShopInBrowser()
  network = await cuttableNetwork(shop.origin)
})
afterAll(async () => {
  await shop?.close()
  await network?.close()
})

/** A visitor on the home page in a language, the menu open: its search box. */
async function searchBox(page: Page, lang: Language, address = '/') {
  await page.goto(`${network.origin}${address}${lang === 'FA' ? '?lang=fa' : ''}`)
  await hydrated(page)
  await page
    .locator('header')
    .getByRole('button', { name: message(lang, 'layout.openMenu') })
    .click()
  const menu = page.getByRole('dialog', { name: message(lang, 'layout.menu') })
  return menu.getByRole('combobox', { name: message(lang, 'layout.searchLabel') })
}

/** The options the box lists, by their titles. */
async function shownTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('listbox')
  await list.getByRole('option').first().waitFor()
  return list
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => option.querySelector('div > div')?.textContent ?? ''),
    )
}

/** The active option's title, as the box names it (`aria-activedescendant`). */
function activeTitle(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const box = document.querySelector('[role="combobox"]')
    const id = box?.getAttribute('aria-activedescendant')
    return id ? document.getElementById(id)?.querySelector('div > div')?.textContent : undefined
  })
}

describe.each([
  ['EN', 'iron'],
  ['FA', 'اتو'],
] as const)('suggestions in %s', (lang, text) => {
  it('come as the shopper types, the arrows pick one and Enter opens it', async () => {
    const page = await shop.newVisitor()
    const errors = collectPageErrors(page, { console: ['hydration'] })
    const expected = (await shop.call(productSuggestCall, { query: text }, { lang })).products
    expect(expected).toHaveLength(productSuggestionsShown)

    const box = await searchBox(page, lang)
    await box.pressSequentially(text, { delay: 30 })
    await expect.poll(() => shownTitles(page)).toEqual(expected.map((p) => p.title))
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    expect(await box.getAttribute('aria-autocomplete')).toBe('list')
    const status = page.getByRole('dialog').getByRole('status')
    await expect
      .poll(() => status.textContent())
      .toContain(writtenAmount(lang, productSuggestionsShown))
    expect(await axeViolations(page)).toEqual([])
    // No thumbnail is read at its picture's widest stored width, the product page's (the
    // browser takes the smallest, or a wider one it already holds from the page behind).
    const thumbnails = page.getByRole('listbox').locator('img')
    const widest = expected.map(({ picture }) => `-${Math.max(...(picture?.widths ?? []))}.webp`)
    const read = () =>
      thumbnails.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).currentSrc))
    await expect.poll(async () => (await read()).filter(Boolean).length).toBe(expected.length)
    expect((await read()).filter((src, at) => src.endsWith(widest[at]!))).toEqual([])

    await box.press('ArrowDown')
    expect(await activeTitle(page)).toBe(expected[0]!.title)
    await box.press('ArrowUp')
    // Up from the first goes round to the last.
    expect(await activeTitle(page)).toBe(expected.at(-1)!.title)
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    expect(await activeTitle(page)).toBe(expected[1]!.title)
    await box.press('Enter')
    await page.waitForURL(`**/product/single/${expected[1]!.uniqueId}**`)
    await page.locator('h1', { hasText: expected[1]!.title }).waitFor()
    expect(errors).toEqual([])
  })

  it('close on Escape, and Enter without a pick searches as before', async () => {
    const page = await shop.newVisitor()
    const box = await searchBox(page, lang)
    await box.pressSequentially(text, { delay: 30 })
    await shownTitles(page)
    await box.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('dialog').count()).toBe(1)
    await box.press('Enter')
    await page.waitForURL(/\/product\/all\?/)
    expect(new URL(page.url()).searchParams.get('q')).toBe(text)
  })
})

describe('suggestions without the network', () => {
  it('come from the products the device saved', async () => {
    const online = (await shop.call(productSuggestCall, { query: 'iron' }, { lang: 'EN' })).products
    const read = [...online].reverse().find((product) => /\biron/i.test(product.title))!
    expect(read).toBeDefined()
    const page = await shop.newVisitor({ serviceWorkers: 'allow' })
    const errors = collectPageErrors(page)
    await page.goto(`${network.origin}/`)
    await serviceWorkerInCharge(page)
    // One iron read: the device holds its page (and the cards it shows), not the others.
    await page.goto(`${network.origin}/product/single/${read.uniqueId}`)
    await hydrated(page)
    await savedOnDevice(page, { reads: [`"catalogue","product","${read.uniqueId}","EN"`] })

    network.cut()
    await page.context().setOffline(true)
    await page
      .locator('header')
      .getByRole('button', { name: message('EN', 'layout.openMenu') })
      .click()
    const box = page.getByRole('combobox', { name: message('EN', 'layout.searchLabel') })
    await box.pressSequentially('iron', { delay: 30 })
    const shown = await shownTitles(page)
    expect(shown).toContain(read.title)
    expect(shown.length).toBeLessThanOrEqual(productSuggestionsShown)
    expect(shown).not.toEqual(online.map((product) => product.title))
    const saved = (await savedQueryCache(page)).reads.map(({ data }) => data).join('\n')
    for (const title of shown) expect(saved).toContain(JSON.stringify(title))
    expect(errors).toEqual([])
  })
})
