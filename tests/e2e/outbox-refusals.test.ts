import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { message } from './shop-data'
import {
  hydrated,
  keepLogin,
  newAccount,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser({ authRateLimit: 1000 })
})
afterAll(async () => {
  await shop?.close()
})

const en = (id: Parameters<typeof message>[1]) => message('EN', id)

/** The outbox's list of what waits, opened from its header button. */
async function openOutbox(page: Page, count: number) {
  await page
    .getByRole('button', {
      name: count === 1 ? '1 item waits to be sent' : `${count} items wait to be sent`,
    })
    .click()
  return page.getByRole('list', { name: en('outbox.title') })
}

describe('a queued write the shop refuses', () => {
  it('for its content (400) is shown with the shop’s message, kept through a reload, until discarded', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/iron-1`)
    await hydrated(page)
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .nth(1)
      .click()
    await page.waitForURL(/variant=/)
    const variant = new URL(page.url()).searchParams.get('variant')!
    const { name: optionName } = await shop.db
      .selectFrom('product_variants as v')
      .innerJoin('product_variant_texts as vt', 'vt.variant_id', 'v.id')
      .select('vt.name')
      .where('v.unique_id', '=', variant)
      .where('vt.lang', '=', 'EN')
      .executeTakeFirstOrThrow()

    await shop.stopServer()
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.getByText(en('cart.queued')).waitFor()
    // Meanwhile the shop stops selling that option.
    await shop.db.deleteFrom('product_variants').where('unique_id', '=', variant).execute()
    await shop.startServer()

    const list = await openOutbox(page, 1)
    const entry = list.getByRole('listitem')
    // The entry names the option added, never by its colour code.
    await entry.getByRole('link', { name: `(${optionName})`, exact: false }).waitFor()
    expect(await entry.innerText()).not.toMatch(/#[0-9a-f]{3,8}\b/i)
    await entry.getByText(/^The shop refused it: .*dynamic is not an option of product/).waitFor({
      timeout: 20_000,
    })
    await page.keyboard.press('Escape')

    await page.reload()
    await hydrated(page)
    await (await openOutbox(page, 1)).getByText(/^The shop refused it: /).waitFor()
    await entry.getByRole('button', { name: /^Discard: / }).click()
    await page.getByText(en('outbox.empty')).waitFor()
    await page.keyboard.press('Escape')
    expect(await page.locator('[data-outbox-count]').count()).toBe(0)
    await page.close()
  })

  it('for a login that ended (401) waits for a new login, then is sent once', async () => {
    const account = await newAccount(shop)
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/iron-6`)
    await keepLogin(page, account.token)
    await page.reload()
    await hydrated(page)
    await page.getByRole('tab', { name: 'Questions' }).click()
    // The tab's form on screen (its code loaded) before the shop stops.
    const questionBox = page.getByRole('textbox', { name: en('reviews.ask.label') })
    await questionBox.waitFor()

    await shop.stopServer()
    const question = 'Asked before my login ended: does it steam vertically?'
    await questionBox.fill(question)
    await page.getByRole('button', { name: en('reviews.ask.submit') }).click()
    await page.locator('[data-waiting]').filter({ hasText: question }).waitFor()
    // Meanwhile the login ends (logged out on another device).
    const user = await shop.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow()
    await shop.db.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute()
    await shop.startServer()

    const list = await openOutbox(page, 1)
    await list.getByText(en('outbox.refused.login')).waitFor({ timeout: 20_000 })
    expect(await questionsWith(question)).toBe(0)
    await list.getByRole('link', { name: en('outbox.login') }).click()
    await page.waitForURL(/\/account\/login/)
    await page.getByRole('textbox', { name: 'Email or phone number' }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${shop.origin}/product/single/iron-6`)

    await expect.poll(() => questionsWith(question), { timeout: 20_000 }).toBe(1)
    await page.getByText('1 item sent').waitFor()
    expect(await page.locator('[data-outbox-count]').count()).toBe(0)
    await page.close()
  })
})

async function questionsWith(comment: string) {
  const rows = await shop.db
    .selectFrom('questions')
    .select('id')
    .where('comment', '=', comment)
    .execute()
  return rows.length
}
