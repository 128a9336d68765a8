import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShopInBrowser, type ShopInBrowser } from './shop-in-browser'
import { message } from './shop-data'

let shop: ShopInBrowser
let page: Page

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.newVisitor()
  await page.goto(`${shop.origin}/`)
  await page.locator('main [data-block-type]').first().waitFor()
})
afterAll(async () => {
  await shop?.close()
})

const menuToggle = () =>
  page.locator('header').getByRole('button', { name: message('EN', 'layout.openMenu') })

/** Where keyboard focus is: inside the open menu, on the toggle, or elsewhere. */
function focusPlace() {
  return page.evaluate(() => {
    const active = document.activeElement
    if (active?.closest('[role="dialog"]')) return 'menu'
    if (active?.closest('header') && active.getAttribute('aria-haspopup') === 'dialog') {
      return 'toggle'
    }
    return `elsewhere: ${active?.outerHTML.slice(0, 80) ?? 'nothing'}`
  })
}

async function menuItems(menu: 'main_menu' | 'footer') {
  const row = await shop.db
    .selectFrom('menus')
    .select('items')
    .where('lang', '=', 'EN')
    .where('menu', '=', menu)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.items) as { title: string; link: string }[]
}

describe('the menu overlay with the keyboard', () => {
  it('opens from the header toggle with Enter, focus inside, as a modal dialog', async () => {
    await menuToggle().focus()
    expect(await menuToggle().getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: message('EN', 'layout.menu') })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await menuToggle().getAttribute('aria-expanded')).toBe('true')
    expect(await focusPlace()).toBe('menu')
  })

  it('lists the main and footer menus and the product search', async () => {
    const dialog = page.getByRole('dialog')
    for (const [menu, label] of [
      ['main_menu', message('EN', 'layout.mainMenu')],
      ['footer', message('EN', 'layout.footerMenu')],
    ] as const) {
      const nav = dialog.getByRole('navigation', { name: label })
      const links = nav.getByRole('link')
      const items = await menuItems(menu)
      await expect.poll(() => links.allTextContents()).toEqual(items.map((i) => i.title))
      expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
        items.map((i) => i.link),
      )
    }
    await dialog.getByRole('combobox', { name: message('EN', 'layout.searchLabel') }).waitFor()
  })

  it('keeps a search too short for the listing, says why and goes nowhere', async () => {
    const dialog = page.getByRole('dialog')
    const field = dialog.getByRole('combobox', { name: message('EN', 'layout.searchLabel') })
    await field.fill('s')
    await field.press('Enter')
    await dialog.getByText('Type at least 2 characters to search.').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/')
    await field.fill('')
    expect(await dialog.getByText('Type at least 2 characters to search.').count()).toBe(0)
  })

  it('keeps Tab and Shift+Tab inside the menu', async () => {
    const stops = await page
      .getByRole('dialog')
      .locator('a[href], button:not([disabled]), input:not([disabled])')
      .count()
    expect(stops).toBeGreaterThan(3)
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab')
      expect(await focusPlace(), `after ${i + 1} Tab`).toBe('menu')
    }
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusPlace(), `after ${i + 1} Shift+Tab`).toBe('menu')
    }
  })

  it('closes with Escape and gives focus back to the toggle', async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await focusPlace()).toBe('toggle')
    expect(await menuToggle().getAttribute('aria-expanded')).toBe('false')
  })
})
