import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccount } from '../../server/seed/accounts'
import { cartListCall } from '../../src/contract/cart'
import { favoriteListCall } from '../../src/contract/favorites'
import { message, productId } from './shop-data'
import {
  hydrated,
  keepLogin,
  newLoginToken,
  savedOnDevice,
  savedQueryCache,
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

/** The writes the page sends from now on (each carries its Idempotency-Key), by path. */
function writesSent(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.headers()['idempotency-key']) sent.push(new URL(request.url()).pathname)
  })
  return sent
}

/** When the app last noted a page of this path as read, as the device's saved cache holds it. */
async function lastSeenOnDevice(page: Page, path: string): Promise<number> {
  const { reads } = await savedQueryCache(page)
  const seen = reads
    .filter(({ key }) => key.includes(`"readable-page","en","${path}`))
    .map(({ data }) => (JSON.parse(data) as { seenAt: number }).seenAt)
  return Math.max(0, ...seen)
}

/** A visitor logged in with `token`, on a product's page once the app has taken it over. */
async function onProduct(page: Page, unique: string, token?: string) {
  await page.goto(`${shop.origin}/product/single/${unique}`)
  if (token) {
    await keepLogin(page, token)
    await page.reload()
  }
  await hydrated(page)
}

/** The products in the favourites of the visitor logged in with `token`, by id. */
async function favouritesOf(token: string): Promise<number[]> {
  const res = await shop.call(favoriteListCall, { page: 1 }, { lang: 'EN', token })
  return res.data.map((product) => product.id)
}

/** The cart lines the shop holds for a browser session (and an account): product, option, quantity. */
async function cartLines(session: string, token?: string) {
  const res = await shop.call(
    cartListCall,
    { session },
    { lang: 'EN', ...(token ? { token } : {}) },
  )
  return res.data.map(
    (line) => `${line.uniqueId}/${line.dynamic?.uniqueId ?? '-'} x${line.quantity}`,
  )
}

/** The browser's cart session (made on its first visit). */
const sessionOf = (page: Page) => page.evaluate(() => localStorage.getItem('session') ?? '')

/** How many reviews or questions with this text the shop holds. */
async function stored(table: 'reviews' | 'questions', comment: string) {
  const rows = await shop.db.selectFrom(table).select('id').where('comment', '=', comment).execute()
  return rows.length
}

/** Fails the test on any browser alert: the forms say what is wrong in the page. */
function noAlerts(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`an alert: ${dialog.message()}`)
  })
}

describe('writing a review', () => {
  it('is offered with a link to log in to a visitor without an account', async () => {
    const page = await shop.newVisitor()
    await onProduct(page, 'iron-3')
    await page.getByRole('tab', { name: 'Reviews' }).click()
    const login = page.getByRole('tabpanel').getByRole('link', { name: en('reviews.login') })
    expect(await login.getAttribute('href')).toBe(
      `/account/login?redirect=${encodeURIComponent('/product/single/iron-3')}`,
    )
    expect(await page.getByRole('button', { name: en('reviews.write.open') }).count()).toBe(0)
    await page.getByRole('tab', { name: 'Questions' }).click()
    await page.getByText(en('reviews.questionLogin')).waitFor()
    expect(await page.getByRole('textbox', { name: en('reviews.ask.label') }).count()).toBe(0)
    await page.close()
  })

  it('sends a vote, strengths, weaknesses and text; the review leads page 1', async () => {
    const page = await shop.newVisitor()
    noAlerts(page)
    await onProduct(page, 'iron-3', await newLoginToken(shop))
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await page.getByRole('button', { name: en('reviews.write.open') }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()

    await dialog.getByRole('radio', { name: en('reviews.vote.4') }).check()
    const weakness = dialog.getByRole('textbox', { name: en('reviews.write.weaknesses') })
    await weakness.fill('Heavy')
    await weakness.press('Enter')
    // An empty point is not added.
    await weakness.press('Enter')
    const strength = dialog.getByRole('textbox', { name: en('reviews.write.strengths') })
    await strength.fill('Heats fast')
    await dialog.getByRole('button', { name: en('reviews.write.addStrength') }).click()
    await strength.fill('Oops')
    await strength.press('Enter')
    await dialog.getByRole('button', { name: 'Remove Oops' }).click()
    const weaknesses = dialog.getByRole('list', { name: en('reviews.write.weaknesses') })
    expect(await weaknesses.getByRole('listitem').allTextContents()).toEqual(['−Heavy'])

    // The text is required: said beside it, nothing sent.
    await dialog.getByRole('button', { name: en('reviews.write.submit') }).click()
    await dialog.getByText('Write your review (at least 3 characters).').waitFor()
    const text = 'Smooth on cotton, a little heavy for long sessions.'
    await dialog.getByRole('textbox', { name: en('reviews.write.text') }).fill(text)
    await dialog.getByRole('button', { name: en('reviews.write.submit') }).click()

    await page.getByText(en('reviews.write.sent')).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const first = page.getByRole('tabpanel').getByRole('listitem').first()
    await first.getByText(text).waitFor()
    expect(await first.textContent()).toContain(en('reviews.vote.4'))
    expect(await first.textContent()).toContain('Heats fast')
    const row = await shop.db
      .selectFrom('reviews')
      .select(['vote', 'zaf', 'ghovat'])
      .where('comment', '=', text)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ vote: 4, zaf: '["Heavy"]', ghovat: '["Heats fast"]' })

    // The form starts empty again.
    await page.getByRole('button', { name: en('reviews.write.open') }).click()
    expect(await dialog.getByRole('textbox', { name: en('reviews.write.text') }).inputValue()).toBe(
      '',
    )
    expect(await dialog.getByRole('radio', { name: en('reviews.vote.5') }).isChecked()).toBe(true)
    await page.close()
  })

  it("shows the shop's refusal in the dialog, with its field message, and keeps the text", async () => {
    const page = await shop.newVisitor()
    await onProduct(page, 'iron-3', await newLoginToken(shop))
    // The shop refuses this review (as it would a product withdrawn meanwhile).
    await page.route('**/wsd/v1/send/set_review', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          error: {
            code: 'validation_failed',
            message: 'The review is not valid.',
            fields: { comment: 'must be at most 2000 characters' },
            refusals: { comment: { reason: 'tooLong', limit: 2000 } },
          },
        }),
      }),
    )
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await page.getByRole('button', { name: en('reviews.write.open') }).click()
    const dialog = page.getByRole('dialog')
    const text = 'A review the shop refuses.'
    await dialog.getByRole('textbox', { name: en('reviews.write.text') }).fill(text)
    await dialog.getByRole('button', { name: en('reviews.write.submit') }).click()
    await dialog.getByRole('alert').getByText('The review is not valid.').waitFor()
    // Why, beside the field, in the page's words.
    await dialog.getByText('Write at most 2,000 characters.').waitFor()
    expect(await dialog.getByRole('textbox', { name: en('reviews.write.text') }).inputValue()).toBe(
      text,
    )
    expect(await stored('reviews', text)).toBe(0)
    await page.close()
  })
})

describe('asking a question', () => {
  it('refuses an empty question in the page, then sends one that leads page 1', async () => {
    const page = await shop.newVisitor()
    noAlerts(page)
    await onProduct(page, 'hairdryer-3', await newLoginToken(shop))
    await page.getByRole('tab', { name: 'Questions' }).click()
    await page.getByRole('button', { name: en('reviews.ask.submit') }).click()
    await page.getByText('Write your question (at least 3 characters).').waitFor()
    const question = 'Does it come with a diffuser?'
    const field = page.getByRole('textbox', { name: en('reviews.ask.label') })
    await field.fill(question)
    await page.getByRole('button', { name: en('reviews.ask.submit') }).click()
    await page.getByText(en('reviews.ask.sent')).waitFor()
    expect(await field.inputValue()).toBe('')
    await page.getByRole('tabpanel').getByRole('listitem').first().getByText(question).waitFor()
    expect(await stored('questions', question)).toBe(1)
    await page.close()
  })
})

describe('favourites', () => {
  it('tells a visitor without an account how to keep favourites', async () => {
    const page = await shop.newVisitor()
    await onProduct(page, 'iron-4')
    const favourite = page.getByRole('button', { name: en('account.favorite.button') })
    expect(await favourite.getAttribute('aria-pressed')).toBe('false')
    await favourite.click()
    await page.getByText(en('account.favorite.login')).waitFor()
    const login = page.getByRole('link', { name: en('account.favorite.loginLink') })
    expect(await login.getAttribute('href')).toBe(
      `/account/login?redirect=${encodeURIComponent('/product/single/iron-4')}`,
    )
    expect(await favourite.getAttribute('aria-pressed')).toBe('false')
    await page.close()
  })

  it('adds, says when it was there already, and removes', async () => {
    const token = await newLoginToken(shop)
    const pid = await productId(shop.db, 'iron-4')
    const page = await shop.newVisitor()
    await onProduct(page, 'iron-4', token)
    const favourite = page.getByRole('button', { name: en('account.favorite.button') })
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('false')
    await favourite.click()
    await page.getByText(en('account.favorite.added')).waitFor()
    expect(await favourite.getAttribute('aria-pressed')).toBe('true')
    expect(await favouritesOf(token)).toEqual([pid])

    // Kept by the shop: pressed after a reload too.
    await page.reload()
    await hydrated(page)
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true')
    await favourite.click()
    await page.getByText(en('account.favorite.removed')).waitFor()
    expect(await favourite.getAttribute('aria-pressed')).toBe('false')
    expect(await favouritesOf(token)).toEqual([])

    // Added meanwhile in another tab: the shop says it is there already.
    await shop.rawCall('/wsd/v1/send/favorite', { pid }, { lang: 'EN', token })
    await favourite.click()
    await page.getByText(en('account.favorite.already')).waitFor()
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('true')
    expect(await favouritesOf(token)).toEqual([pid])
    await page.close()
  })
})

describe('the cart', () => {
  it('takes two options of a product, changes a quantity, removes a line and empties', async () => {
    const page = await shop.newVisitor()
    await onProduct(page, 'iron-1')
    const session = await sessionOf(page)
    // The options are labelled radios: a label takes the click.
    const options = page.locator('label').filter({ has: page.getByRole('radio') })
    expect(await options.count()).toBeGreaterThan(1)
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    const lines = page.getByRole('list', { name: en('cart.lines') })
    await lines.getByRole('listitem').first().waitFor()

    await page.goBack()
    await hydrated(page)
    await options.nth(1).click()
    await page.waitForURL(/variant=/)
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2)
    expect(await cartLines(session)).toHaveLength(2)
    await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor()

    // A quantity within the stock; the line total and the count follow.
    const firstLine = lines.getByRole('listitem').first()
    const quantity = firstLine.getByRole('combobox')
    await quantity.selectOption('2')
    await page.getByRole('link', { name: 'Cart, 3 items' }).first().waitFor()
    await expect
      .poll(async () => (await cartLines(session)).some((l) => l.endsWith('x2')))
      .toBe(true)

    await lines
      .getByRole('button', { name: /^Remove / })
      .last()
      .click()
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1)
    await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor()
    expect(await cartLines(session)).toHaveLength(1)

    // Emptying asks first: the first press removes nothing, "keep" keeps everything.
    await page.getByRole('button', { name: en('cart.clear') }).click()
    const question = page.getByRole('group', { name: en('cart.clearConfirm') })
    const keep = question.getByRole('button', { name: en('cart.clearNo') })
    await keep.waitFor()
    expect(await keep.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await cartLines(session)).toHaveLength(1)
    await keep.click()
    await page.getByRole('button', { name: en('cart.clear') }).waitFor()
    expect(await lines.getByRole('listitem').count()).toBe(1)
    await page.getByRole('button', { name: en('cart.clear') }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: en('cart.clear') }).waitFor()
    expect(await cartLines(session)).toHaveLength(1)

    await page.getByRole('button', { name: en('cart.clear') }).click()
    await question.getByRole('button', { name: en('cart.clearYes') }).click()
    await page.getByText(en('cart.empty')).waitFor()
    expect(await cartLines(session)).toEqual([])
    await page.close()
  })

  it('keeps what a visitor put in the cart before logging in, in the account', async () => {
    const page = await shop.newVisitor()
    await onProduct(page, 'hairdryer-2')
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    const lines = page.getByRole('list', { name: en('cart.lines') })
    await lines.getByRole('listitem').first().waitFor()

    await page.goto(`${shop.origin}/account/login?redirect=/checkout/cart`)
    await page.getByRole('textbox', { name: 'Email or phone number' }).fill(demoAccount.email)
    await page.getByLabel('Password', { exact: true }).fill(demoAccount.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${shop.origin}/checkout/cart`)
    await lines.getByRole('listitem').first().waitFor()
    // The line is the account's now: another browser logged in to it sees it.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!
    expect(await cartLines('s-another-browser', token)).toHaveLength(1)
    expect(await cartLines(await sessionOf(page))).toEqual([])
    await page.close()
  })
})

describe('writing offline', () => {
  it('queues a review and a question, keeps them through a reload, and sends each once', async () => {
    const page = await shop.newVisitor({ serviceWorkers: 'allow' })
    noAlerts(page)
    const token = await newLoginToken(shop)
    await onProduct(page, 'iron-6', token)
    // The offline copy of the app is in charge, and the product's reads are saved.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await hydrated(page)
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await page.getByRole('button', { name: en('reviews.write.open') }).waitFor()
    await page.getByRole('tab', { name: 'Questions' }).click()
    await page.getByRole('textbox', { name: en('reviews.ask.label') }).waitFor()

    // No network at all: the page and its service worker are offline, and the shop is down.
    await shop.stopServer()
    await page.context().setOffline(true)
    const review = 'Written on the train, sent later.'
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await page.getByRole('button', { name: en('reviews.write.open') }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: en('reviews.write.text') }).fill(review)
    await dialog.getByRole('button', { name: en('reviews.write.submit') }).click()
    await page.getByText(en('reviews.queued')).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const waitingReview = page.locator('[data-waiting]').filter({ hasText: review })
    await waitingReview.getByText(en('reviews.waiting')).waitFor()

    const question = 'Asked offline: is the cord long?'
    await page.getByRole('tab', { name: 'Questions' }).click()
    await page.getByRole('textbox', { name: en('reviews.ask.label') }).fill(question)
    await page.getByRole('button', { name: en('reviews.ask.submit') }).click()
    await page.locator('[data-waiting]').filter({ hasText: question }).waitFor()
    const favourite = page.getByRole('button', { name: en('account.favorite.button') })
    await favourite.click()
    expect(await favourite.getAttribute('aria-pressed')).toBe('true')
    await page.getByText(en('account.favorite.queued')).waitFor()
    const basketBefore = await page
      .getByRole('link', { name: /^Cart/ })
      .first()
      .getAttribute('aria-label')
    await page.getByRole('button', { name: en('cart.add') }).click()
    await page.getByText(en('cart.queued')).waitFor()
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor()
    expect(basketBefore).toBe('Cart, empty')
    const outbox = page.getByRole('button', { name: '4 items wait to be sent' })
    await outbox.waitFor()

    // A reload offline: both still wait, and are shown.
    await savedOnDevice(page, { writes: 4 })
    await page.reload()
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await waitingReview.getByText(en('reviews.waiting')).waitFor()
    await page.getByRole('tab', { name: 'Questions' }).click()
    await page.locator('[data-waiting]').filter({ hasText: question }).waitFor()
    expect(await favourite.getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor()
    expect(await stored('reviews', review)).toBe(0)
    expect(await stored('questions', question)).toBe(0)
    await outbox.click()
    const list = page.getByRole('list', { name: 'Waiting to be sent' })
    expect(await list.getByRole('listitem').count()).toBe(4)
    await list.getByText('Add ').last().waitFor()
    await list.getByText('Review of ').first().waitFor()
    await page.keyboard.press('Escape')

    // Back online: each reaches the shop once, and shows as sent.
    await shop.startServer()
    await page.context().setOffline(false)
    await expect.poll(() => stored('questions', question), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => stored('reviews', review), { timeout: 20_000 }).toBe(1)
    await page.getByRole('tabpanel').getByRole('listitem').first().getByText(question).waitFor()
    await expect.poll(() => page.locator('[data-waiting]').count()).toBe(0)
    await page.getByText('4 items sent').waitFor()
    expect(await cartLines(await sessionOf(page), token)).toHaveLength(1)
    expect(await favouritesOf(token)).toEqual([await productId(shop.db, 'iron-6')])
    expect(await page.locator('[data-outbox-count]').count()).toBe(0)

    // Once the device's copy holds no waiting write, a further reload sends nothing again: by the
    // time the app notes the page as read, it has read its saved writes back and sent what
    // waited. (Reloaded before that copy is saved, a write is sent again with its key, and the
    // shop answers it as before without making it twice.)
    await savedOnDevice(page, { writes: 0 })
    const sentAgain = writesSent(page)
    const reloadedAt = await page.evaluate(() => Date.now())
    await page.reload()
    await hydrated(page)
    await expect
      .poll(() => lastSeenOnDevice(page, '/product/single/iron-6'))
      .toBeGreaterThan(reloadedAt)
    expect(sentAgain).toEqual([])
    expect(await stored('reviews', review)).toBe(1)
    expect(await stored('questions', question)).toBe(1)
    expect(await favouritesOf(token)).toHaveLength(1)
    expect(await cartLines(await sessionOf(page), token)).toHaveLength(1)
    await page.close()
  })
})
