import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../src/contract/common'
import { message } from './shop-data'
import {
  hydrated,
  loggedInVisitor,
  newStaffAccount,
  startShopInBrowser,
  type ShopInBrowser,
} from './shop-in-browser'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

let shop: ShopInBrowser
let page: Page

beforeAll(async () => {
  shop = await startShopInBrowser()
  // One account for the shop and its back office: staff may write reviews as any shopper does.
  const staff = await newStaffAccount(shop)
  page = await loggedInVisitor(shop, staff.token, { viewport: phone })
})
afterAll(async () => {
  await shop?.close()
})

/** The dialog open on the page: the browser's own, or the menu's panel. */
const openDialog = () => page.locator('dialog[open], [role="dialog"][aria-modal="true"]')

/**
 * Opens a dialog on a phone and on a wide screen, and says where it lies when it is not in the
 * middle of the screen (its centre within 2 px of the screen's) and wholly on it.
 */
async function placesOf(name: string, open: () => Promise<void>): Promise<string[]> {
  const misplaced: string[] = []
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size)
    await open()
    const dialog = openDialog()
    await dialog.waitFor()
    const box = await dialog.evaluate((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect()
      return { left, right, top, bottom }
    })
    const offCentre = Math.abs((box.left + box.right) / 2 - size.width / 2)
    const onScreen =
      box.left >= -0.5 &&
      box.top >= -0.5 &&
      box.right <= size.width + 0.5 &&
      box.bottom <= size.height + 0.5
    if (offCentre > 2 || !onScreen) {
      misplaced.push(
        `${name} at ${size.width}x${size.height}: ${JSON.stringify(box)}, ${offCentre.toFixed(1)} px off centre`,
      )
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  }
  return misplaced
}

/** A regular expression for names that begin with this text. */
const beginning = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

describe.for<Language>(['EN', 'FA'])('in %s', (lang) => {
  const say = (id: Parameters<typeof message>[1]) => message(lang, id)
  const query = `?lang=${lang.toLowerCase()}`

  it("centres a product page's dialogs: the pictures, sharing, a review, the menu", async () => {
    await page.setViewportSize(phone)
    await page.goto(`${shop.origin}/product/single/iron-1${query}`)
    await hydrated(page)
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'FA' ? 'rtl' : 'ltr')
    const misplaced = [
      ...(await placesOf('the picture viewer', () =>
        page.getByRole('button', { name: beginning(say('catalogue.gallery.open')) }).click(),
      )),
      ...(await placesOf('the share dialog', () =>
        page.getByRole('button', { name: say('catalogue.share'), exact: true }).click(),
      )),
      ...(await placesOf('the review form', async () => {
        await page.getByRole('tab', { name: say('catalogue.tab.reviews') }).click()
        await page.getByRole('button', { name: say('reviews.write.open') }).click()
      })),
      ...(await placesOf('the menu', () =>
        page
          .getByRole('button', { name: say('layout.openMenu') })
          .first()
          .click(),
      )),
    ]
    expect(misplaced).toEqual([])
  })

  it('centres the list of what waits to be sent', async () => {
    await page.setViewportSize(phone)
    await page.goto(`${shop.origin}/product/single/iron-2${query}`)
    await hydrated(page)
    // Offline, a favourite waits in the outbox, which the header then offers to open.
    await page.context().setOffline(true)
    await page.getByRole('button', { name: say('account.favorite.button') }).click()
    const outbox = page.locator('[data-outbox-count]')
    const misplaced = await placesOf('the outbox', () => outbox.first().click())
    await page.context().setOffline(false)
    await outbox.first().waitFor({ state: 'detached' })
    expect(misplaced).toEqual([])
  })

  it("centres the back office's question before leaving unsaved changes", async () => {
    await page.setViewportSize(phone)
    await page.goto(`${shop.origin}/admin/pages/${lang}/about${query}`)
    await hydrated(page)
    await page
      .locator('[data-block-editor="about-story"]')
      .getByLabel(say('editor.pages.blockTitle'))
      .fill('Changed, not saved')
    const misplaced = await placesOf('the leave question', () =>
      page.getByRole('link', { name: say('editor.pages.back') }).click(),
    )
    expect(misplaced).toEqual([])
  })
})
