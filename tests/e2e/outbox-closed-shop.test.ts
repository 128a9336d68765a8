import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { handedOutcomes } from '../../scripts/audit-outbox'
import { cuttableNetwork, type CuttableNetwork } from '../../scripts/network-cut'
import { addToCartCall } from '../../src/contract/cart'
import { outboxSyncTag } from '../../sw/worker-messages'
import { message } from './shop-data'
import {
  fireWorkerSync,
  hydrated,
  keepLogin,
  newAccount,
  savedOnDevice,
  serviceWorkerInCharge,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let network: CuttableNetwork
const en = (id: Parameters<typeof message>[1]) => message('EN', id)

beforeAll(async () => {
  shop = await startShopInBrowser()
  // The service worker's own fetches go through this relay too: cut, it cannot reach the shop.
  network = await cuttableNetwork(shop.origin)
})
afterEach(() => {
  // A test that failed half-way leaves the network as the next one expects it.
  network.restore()
})
afterAll(async () => {
  await shop?.close()
  await network?.close()
})

/** A logged-in visitor with the service worker in charge, on a product's page through the relay. */
async function visitorOnProduct(token: string): Promise<Page> {
  const page = await shop.newVisitor({ serviceWorkers: 'allow' })
  await page.goto(`${network.origin}/about`)
  await serviceWorkerInCharge(page)
  await keepLogin(page, token)
  await page.goto(`${network.origin}/product/single/iron-3`)
  await hydrated(page)
  return page
}

/** Offline (the relay cut too): a review and a cart add, which wait in the outbox. */
async function writeOffline(page: Page, review: string) {
  network.cut()
  await page.context().setOffline(true)
  await page.getByRole('tab', { name: 'Reviews' }).click()
  await page.getByRole('button', { name: en('reviews.write.open') }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: en('reviews.write.text') }).fill(review)
  await dialog.getByRole('button', { name: en('reviews.write.submit') }).click()
  await page.getByText(en('reviews.queued')).waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: en('cart.add') }).click()
  await page.locator('[data-outbox-count="2"]').waitFor()
}

const handedCount = async (page: Page) => (await handedOutcomes(page)).length

/** Handed writes the worker has this outcome for, read from a page of the shop's origin that runs no app. */
async function handedWithOutcome(
  context: BrowserContext,
  kind: 'sent' | 'refused',
): Promise<number> {
  const page = await context.newPage()
  try {
    await page.goto(`${network.origin}/robots.txt`)
    return (await handedOutcomes(page)).filter((outcome) => outcome === kind).length
  } finally {
    await page.close()
  }
}

/** The network is back: the relay passes again, the context is online, and the sync fires. */
async function networkBack(context: BrowserContext) {
  network.restore()
  await context.setOffline(false)
  await fireWorkerSync(context, network.origin, { tag: outboxSyncTag })
}

/** The shop opened again with the network cut (page and worker), once its app runs. */
async function reopenOffline(context: BrowserContext): Promise<Page> {
  network.cut()
  await context.setOffline(true)
  const page = await context.newPage()
  await page.goto(`${network.origin}/product/single/iron-3`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return page
}

async function storedReviews(comment: string) {
  const rows = await shop.db
    .selectFrom('reviews')
    .select('id')
    .where('comment', '=', comment)
    .execute()
  return rows.length
}

async function cartQuantity(userId: number) {
  const rows = await shop.db
    .selectFrom('cart_items')
    .select('quantity')
    .where('user_id', '=', userId)
    .execute()
  return rows.reduce((sum, row) => sum + row.quantity, 0)
}

async function userIdOf(email: string) {
  const user = await shop.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return user.id
}

describe('writes made offline, the shop closed', () => {
  it('are sent by the service worker once the network is back, with no page of the shop open, and the shop opened again shows them sent', async () => {
    const account = await newAccount(shop)
    const userId = await userIdOf(account.email)
    const page = await visitorOnProduct(account.token)
    const context = page.context()
    const review = 'Written on the train, sent with the shop closed.'
    await writeOffline(page, review)

    // The outbox says the writes leave even if the shop is closed.
    await page.locator('[data-outbox-count]').click()
    await page.locator('[data-sent-while-closed]').waitFor()
    expect(await page.locator('[data-sent-while-closed]').innerText()).toBe(
      en('outbox.sentWhileClosed'),
    )
    await page.keyboard.press('Escape')
    await expect.poll(() => handedCount(page)).toBe(2)
    // Saved on the device as the page left it.
    await savedOnDevice(page, { writes: 2 })
    await page.close()
    expect(context.pages()).toHaveLength(0)

    await networkBack(context)
    await expect.poll(() => storedReviews(review)).toBe(1)
    await expect.poll(() => cartQuantity(userId)).toBe(1)
    // The worker has kept both answers for the page, still with no page of the shop open.
    await expect.poll(() => handedWithOutcome(context, 'sent')).toBe(2)

    // Opened again with the network cut: what the worker sent is not waiting.
    const again = await reopenOffline(context)
    await again.getByRole('status').getByText('2 items sent').waitFor()
    expect(await again.locator('[data-outbox-count]').count()).toBe(0)
    await expect.poll(() => handedCount(again)).toBe(0)
    network.restore()
    await context.setOffline(false)
    expect(await storedReviews(review)).toBe(1)
    expect(await cartQuantity(userId)).toBe(1)
    await context.close()
  })

  it('shows both writes sent when the worker kept one answer and lost the other, once the page opened again has sent that one, and stores each once', async () => {
    const account = await newAccount(shop)
    const userId = await userIdOf(account.email)
    const page = await visitorOnProduct(account.token)
    const context = page.context()
    const review = 'Sent by the worker before the train entered a tunnel.'
    await writeOffline(page, review)
    await expect.poll(() => handedCount(page)).toBe(2)
    await savedOnDevice(page, { writes: 2 })
    await page.close()

    // The worker sends both; the cart's answer never comes back, so the sync fails there.
    network.loseAnswers(addToCartCall.path)
    await context.setOffline(false)
    await fireWorkerSync(context, network.origin, { tag: outboxSyncTag })
    await expect.poll(() => cartQuantity(userId)).toBe(1)
    expect(await storedReviews(review)).toBe(1)
    await expect.poll(() => handedWithOutcome(context, 'sent')).toBe(1)

    // Opened again meanwhile: the review is taken over as sent, the cart add still waits.
    const again = await reopenOffline(context)
    await again.locator('[data-outbox-count="1"]').waitFor()

    // The network is back: the page sends the cart add, which the shop answers with its first answer.
    network.restore()
    await context.setOffline(false)
    await again.getByRole('status').getByText('2 items sent').waitFor()
    expect(await again.locator('[data-outbox-count]').count()).toBe(0)
    await expect.poll(() => handedCount(again)).toBe(0)
    expect(await storedReviews(review)).toBe(1)
    expect(await cartQuantity(userId)).toBe(1)
    await context.close()
  })

  it('stores a write once when the worker and the page send it at the same time', async () => {
    const account = await newAccount(shop)
    const userId = await userIdOf(account.email)
    const page = await visitorOnProduct(account.token)
    const context = page.context()
    const review = 'Sent by the page and by its service worker at once.'
    await writeOffline(page, review)
    await expect.poll(() => handedCount(page)).toBe(2)

    await networkBack(context)
    await page.locator('[data-outbox-count]').waitFor({ state: 'detached' })
    await expect.poll(() => handedCount(page)).toBe(0)
    expect(await storedReviews(review)).toBe(1)
    expect(await cartQuantity(userId)).toBe(1)
    await context.close()
  })

  it('keeps a write whose login ended meanwhile, refused, until the next login', async () => {
    const account = await newAccount(shop)
    const page = await visitorOnProduct(account.token)
    const context = page.context()
    const review = 'Written before the login ended.'
    await writeOffline(page, review)
    await expect.poll(() => handedCount(page)).toBe(2)
    await savedOnDevice(page, { writes: 2 })
    await page.close()

    // The login ends elsewhere (logged out on another device).
    const userId = await userIdOf(account.email)
    await shop.db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute()
    await networkBack(context)

    // Answered 401 to the worker: opened again, the review waits, refused for its login.
    await expect.poll(() => handedWithOutcome(context, 'refused')).toBeGreaterThan(0)
    const again = await reopenOffline(context)
    await again.locator('[data-outbox-count]').click()
    await again.getByText(en('outbox.refused.login')).first().waitFor()
    expect(await storedReviews(review)).toBe(0)
    network.restore()
    await context.setOffline(false)
    await context.close()
  })
})
