import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../src/contract/common'
import { startShopInBrowser, type ShopInBrowser } from './shop-in-browser'
import {
  homeProducts,
  message,
  payablePrice,
  storedBlocks,
  writtenAmount,
  type StoredBlock,
} from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

function documentLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }))
}

/** Waits for the home page in a language: its first block's stored title. */
async function homeIn(page: Page, lang: Language) {
  const [hero] = await storedBlocks(shop.db, lang, 'home')
  await page.getByRole('heading', { name: hero?.title }).first().waitFor()
}

async function switchLanguage(page: Page, from: Language, name: string) {
  await page
    .getByRole('button', { name: message(from, 'layout.openMenu') })
    .first()
    .click()
  await page.getByRole('dialog').getByRole('button', { name }).click()
}

/**
 * The showcase lists the language's products with their prices in the language's own digits
 * (`digits` matches a written amount), and no Latin digit anywhere.
 */
async function expectShowcasePrices(showcase: Locator, lang: Language, digits: RegExp) {
  const products = await homeProducts(shop.db, lang)
  await showcase.getByRole('link', { name: products[0]!.title, exact: true }).waitFor()
  const text = await showcase.innerText()
  for (const product of products) {
    const amount = writtenAmount(lang, payablePrice(product.price))
    expect(amount).toMatch(digits)
    expect(text).toContain(`${amount} ${product.price.vahed.price}`)
  }
  expect(text).not.toMatch(/[0-9]/)
}

describe('switching the language', () => {
  it('flips direction, digits and texts, and keeps the choice', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/`)
    await homeIn(page, 'EN')
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' })
    const englishProducts = await homeProducts(shop.db, 'EN')
    const showcase = page.locator('main [data-block-type="product"]')
    await expect
      .poll(() => showcase.innerText())
      .toContain(writtenAmount('EN', payablePrice(englishProducts[0]!.price)))

    await switchLanguage(page, 'EN', 'فارسی')
    await homeIn(page, 'FA')
    expect(await documentLanguage(page)).toEqual({ lang: 'fa', dir: 'rtl' })
    await page
      .getByRole('button', { name: message('FA', 'layout.openMenu') })
      .first()
      .waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await expectShowcasePrices(showcase, 'FA', /^[۰-۹٬]+$/)

    await page.reload()
    await homeIn(page, 'FA')
    expect(await documentLanguage(page)).toEqual({ lang: 'fa', dir: 'rtl' })

    await switchLanguage(page, 'FA', 'العربية')
    await homeIn(page, 'AR')
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    await page
      .getByRole('button', { name: message('AR', 'layout.openMenu') })
      .first()
      .waitFor()
    await expectShowcasePrices(showcase, 'AR', /^[٠-٩٬]+$/)

    await switchLanguage(page, 'AR', 'English')
    await homeIn(page, 'EN')
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' })
    await page.close()
  })

  it('names every language in itself', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/`)
    await page
      .getByRole('button', { name: message('EN', 'layout.openMenu') })
      .first()
      .click()
    const section = page
      .getByRole('dialog')
      .getByRole('region', { name: message('EN', 'layout.language') })
    const choices = section.getByRole('button', { pressed: false })
    const current = section.getByRole('button', { pressed: true })
    // A press made before the app runs opens the menu once it does.
    await current.waitFor()
    expect(await current.allTextContents()).toEqual(['English'])
    expect(await choices.allTextContents()).toEqual(['فارسی', 'العربية'])
    await page.close()
  })

  it('keeps the chosen language in every address, and the canonical address names it', async () => {
    const page = await shop.newVisitor()
    const canonical = () =>
      page.evaluate(() => {
        const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
        return href ? new URL(href).pathname + new URL(href).search : null
      })
    const [persianAbout] = await storedBlocks(shop.db, 'FA', 'about')
    const [englishAbout] = await storedBlocks(shop.db, 'EN', 'about')
    const aboutIn = (block?: StoredBlock) =>
      page.getByRole('heading', { name: block?.title }).first().waitFor()

    // An address without the language, opened by a visitor who chose one, is given it.
    await page.goto(`${shop.origin}/about?lang=fa`)
    await aboutIn(persianAbout)
    await page.goto(`${shop.origin}/about`)
    await aboutIn(persianAbout)
    expect(new URL(page.url()).search).toBe('?lang=fa')
    await expect.poll(canonical).toBe('/about?lang=fa')

    // Links inside the shop keep the language: the logo (a route link) to the home page...
    const logo = page.getByRole('banner').getByRole('link').first()
    expect(await logo.getAttribute('href')).toBe('/?lang=fa')
    await logo.click()
    await page.waitForURL(`${shop.origin}/?lang=fa`)
    await homeIn(page, 'FA')
    await expect.poll(canonical).toBe('/?lang=fa')

    // ... and the menu's links (addresses from the shop's content) back to the page.
    await page
      .getByRole('button', { name: message('FA', 'layout.openMenu') })
      .first()
      .click()
    const aboutLink = page.getByRole('dialog').locator('a[href^="/about"]').first()
    expect(await aboutLink.getAttribute('href')).toBe('/about?lang=fa')
    await aboutLink.click()
    await page.waitForURL(`${shop.origin}/about?lang=fa`)
    await aboutIn(persianAbout)

    // A switch keeps the page and its scroll position; the address names the new language.
    await logo.click()
    await page.waitForURL(`${shop.origin}/?lang=fa`)
    await homeIn(page, 'FA')
    await page.evaluate(() => window.scrollTo(0, 600))
    await switchLanguage(page, 'FA', 'English')
    await page.waitForURL(`${shop.origin}/?lang=en`)
    await homeIn(page, 'EN')
    await expect.poll(canonical).toBe('/?lang=en')
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

    // Back to a page seen before the switch: it shows, and its address names, English.
    await page.goBack()
    await page.waitForURL(`${shop.origin}/about?lang=en`)
    await aboutIn(englishAbout)
    await expect.poll(canonical).toBe('/about?lang=en')
    await page.close()
  })

  it('selects and stores the language a ?lang= address names', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/about?lang=ar`)
    const [arabicBlock] = await storedBlocks(shop.db, 'AR', 'about')
    await page.getByRole('heading', { name: arabicBlock?.title }).first().waitFor()
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    await page.goto(`${shop.origin}/`)
    await homeIn(page, 'AR')
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' })
    await page.close()
  })

  it('in Persian, separates facts with a mark no one reads as a digit, numbers start on the right', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/iron-2?lang=fa`)
    const stock = page.locator('p', { hasText: 'در انبار' }).first()
    await stock.waitFor()
    const line = await stock.innerText()
    expect(line).toContain('، ')
    expect(line).not.toContain('·')

    // The footer's phone and email: left to right inside, on the right (start) edge of their cell.
    const contact = page.getByRole('contentinfo').locator('[data-block-type="contact"]')
    for (const href of ['tel:', 'mailto:']) {
      const link = contact.locator(`a[href^="${href}"]`).first()
      await link.scrollIntoViewIfNeeded()
      expect(await link.getAttribute('dir')).toBe('ltr')
      const edges = await link.evaluate((el) => ({
        cell: Math.round(el.closest('dd')!.getBoundingClientRect().right),
        value: Math.round(el.getBoundingClientRect().right),
      }))
      expect(edges.value, href).toBe(edges.cell)
    }
    await page.close()
  })
})
