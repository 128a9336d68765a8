import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'
import { message, storedBlocks } from './shop-data'

const lockKey = '24680'
let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser({ siteLockKey: lockKey })
})
afterAll(async () => {
  await shop?.close()
})

describe('a locked shop', () => {
  it('sends a visitor to the lock page, refuses a wrong key and opens with the right one', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/about`)
    await page.waitForURL(`${shop.origin}/luck`)
    await page.getByRole('heading', { level: 1, name: message('EN', 'lock.title') }).waitFor()
    expect(await page.locator('main [data-block-type]').count()).toBe(0)
    expect(await page.locator('header').count()).toBe(0)

    const key = page.getByRole('textbox', { name: message('EN', 'lock.keyLabel') })
    const open = page.getByRole('button', { name: message('EN', 'lock.submit') })
    await key.fill('13579')
    await open.click()
    await page
      .getByRole('alert')
      .filter({ hasText: message('EN', 'lock.wrongKey') })
      .waitFor()
    expect(await key.getAttribute('aria-invalid')).toBe('true')
    expect(page.url()).toBe(`${shop.origin}/luck`)

    await key.fill(lockKey)
    await open.click()
    await page.waitForURL(`${shop.origin}/`)
    const [hero] = await storedBlocks(shop.db, 'EN', 'home')
    await page.getByRole('heading', { name: hero?.title }).first().waitFor()

    // The pass is kept: the shop stays open to this visitor.
    await page.goto(`${shop.origin}/about`)
    const [about] = await storedBlocks(shop.db, 'EN', 'about')
    await page.getByRole('heading', { name: about?.title }).first().waitFor()
    expect(page.url()).toBe(`${shop.origin}/about`)
    await page.close()
  })

  it('opens with the key typed on a Persian keyboard', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/luck?lang=fa`)
    await hydrated(page)
    const key = page.getByRole('textbox', { name: message('FA', 'lock.keyLabel') })
    await key.fill('۲۴۶۸۰')
    expect(await key.inputValue()).toBe(lockKey)
    await page.getByRole('button', { name: message('FA', 'lock.submit') }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.close()
  })

  it('keeps every other visitor at the lock page', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/`)
    await page.waitForURL(`${shop.origin}/luck`)
    await page.getByRole('heading', { level: 1, name: message('EN', 'lock.title') }).waitFor()
    await page.close()
  })
})
