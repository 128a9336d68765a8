import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questionCreateCall } from '../../src/contract/reviews'
import { message, productId } from './shop-data'
import {
  hydrated,
  newAccount,
  startShopInBrowser,
  type ShopInBrowser,
  staffVisitor,
} from './shop-in-browser'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

/** A shopper asks about a product through the shop's API; the question's id. */
async function asked(unique: string, comment: string) {
  const shopper = await newAccount(shop)
  const res = await shop.call(
    questionCreateCall,
    { pid: await productId(shop.db, unique), comment },
    { lang: 'EN', token: shopper.token },
  )
  return res.id
}

const setHidden = (table: 'questions' | 'reviews', id: number, hidden: 0 | 1) =>
  shop.db.updateTable(table).set({ hidden }).where('id', '=', id).execute()

const answerField = (question: Locator) =>
  question.getByLabel(message('EN', 'feedback.answer.label'))

describe('questions in the back office', () => {
  it('staff answer a waiting question, and the shopper reads the answer on the product page', async () => {
    const question = 'Can the water tank be filled while the iron is hot?'
    const id = await asked('iron-2', question)
    const page = await staffVisitor(shop, '/admin/questions')
    const item = page.locator(`[data-queued-question="${String(id)}"]`)
    await item.getByText(question).waitFor()

    // An empty answer is refused in the page, before the shop is asked.
    await item.getByRole('button', { name: message('EN', 'feedback.answer.submit') }).click()
    await item.getByText(message('EN', 'feedback.answer.empty')).waitFor()

    // Refused by the shop (the question was hidden meanwhile): why, and the answer kept.
    const answer = 'Yes: unplug it first and let the steam out.'
    await answerField(item).fill(answer)
    await setHidden('questions', id, 1)
    await item.getByRole('button', { name: message('EN', 'feedback.answer.submit') }).click()
    await item
      .getByRole('alert')
      .filter({ hasText: message('EN', 'refusal.hidden') })
      .waitFor()
    expect(await answerField(item).inputValue()).toBe(answer)

    await setHidden('questions', id, 0)
    await item.getByRole('button', { name: message('EN', 'feedback.answer.submit') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: message('EN', 'feedback.answer.sent') })
      .waitFor()
    await item.waitFor({ state: 'detached' })
    await page.context().close()

    const shopper = await shop.newVisitor()
    await shopper.goto(`${shop.origin}/product/single/iron-2`)
    await hydrated(shopper)
    await shopper.getByRole('tab', { name: 'Questions' }).click()
    const entry = shopper.getByRole('tabpanel').getByRole('listitem').filter({ hasText: question })
    await entry.getByText(answer).waitFor()
    expect(await entry.textContent()).toContain('Appliance Shop')
    await shopper.context().close()
  })

  it('hides a review from the shop in Persian, right to left, and shows it again', async () => {
    const page = await staffVisitor(shop, '/admin/reviews?lang=fa')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const newest = await shop.db
      .selectFrom('reviews')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const row = page.locator(`[data-staff-review="${String(newest.id)}"]`)
    await row.getByRole('button', { name: message('FA', 'feedback.hide') }).click()
    await row.getByText(message('FA', 'feedback.list.hiddenBadge')).waitFor()
    const stored = () =>
      shop.db
        .selectFrom('reviews')
        .select('hidden')
        .where('id', '=', newest.id)
        .executeTakeFirstOrThrow()
    expect((await stored()).hidden).toBe(1)

    // Only the hidden ones, chosen into the address: a reload shows the same.
    await page
      .getByLabel(message('FA', 'feedback.list.show'))
      .selectOption({ label: message('FA', 'feedback.list.visibility.hidden') })
    await page.waitForURL((url) => url.searchParams.get('show') === 'hidden')
    await page.reload()
    await row.getByText(message('FA', 'feedback.list.hiddenBadge')).waitFor()
    expect(await page.getByLabel(message('FA', 'feedback.list.show')).inputValue()).toBe('hidden')
    expect(await page.locator('[data-staff-review]').count()).toBe(
      Number(
        (
          await shop.db
            .selectFrom('reviews')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('hidden', '=', 1)
            .executeTakeFirstOrThrow()
        ).count,
      ),
    )
    // Shown again, it leaves the list of hidden ones.
    await row.getByRole('button', { name: message('FA', 'feedback.unhide') }).click()
    await row.waitFor({ state: 'detached' })
    expect((await stored()).hidden).toBe(0)
    await page.context().close()
  })
})
