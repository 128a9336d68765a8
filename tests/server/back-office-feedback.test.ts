import { describe, expect, it } from 'vitest'
import {
  answerQuestionCall,
  questionQueueCall,
  questionVisibilityCall,
  reviewVisibilityCall,
  staffQuestionListCall,
  staffReviewListCall,
} from '../../src/contract/back-office-feedback'
import { productSingleCall } from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import type { ApiErrorBody } from '../../src/contract/errors'
import {
  ownQuestionListCall,
  ownReviewListCall,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../src/contract/reviews'
import { productId } from '../e2e/shop-data'
import { startTestShop } from './harness'
import { refusalOf } from '../shop-calls'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const staff = await createTestUser(shop.db, { role: 'staff', fname: 'Sara', lname: 'Staff' })
const asStaff = (lang: Language = 'EN') => ({ headers: { ...staff.auth, lang } })

/** A shopper asks a question about a product through the shop; its id. */
async function ask(unique: string, comment: string) {
  const shopper = await createTestUser(shop.db, { fname: 'Asking', lname: 'Shopper' })
  const pid = await productId(shop.db, unique)
  const { id } = await shop.call(questionCreateCall, { pid, comment }, { headers: shopper.auth })
  return { id, pid, shopper }
}

function queue(lang: Language = 'EN') {
  return shop.call(questionQueueCall, { page: 1 }, asStaff(lang))
}

async function countRows(table: 'answers' | 'audit_log') {
  const row = await shop.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow()
  return Number(row.rows)
}

async function auditOf(subject: string) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject', '=', subject)
    .orderBy('id')
    .execute()
}

async function productInfo(unique: string) {
  return (await shop.call(productSingleCall, { unique }, { lang: 'EN' })).info
}

async function productTitle(unique: string, lang: Language) {
  const row = await shop.db
    .selectFrom('products')
    .innerJoin('product_texts', 'product_texts.product_id', 'products.id')
    .select('product_texts.title')
    .where('products.unique_id', '=', unique)
    .where('product_texts.lang', '=', lang)
    .executeTakeFirstOrThrow()
  return row.title
}

async function shopTitle(lang: Language) {
  const row = await shop.db
    .selectFrom('settings')
    .select('conf')
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow()
  return (JSON.parse(row.conf) as { title: string }).title
}

/** The product page's question list, all pages' worth for the product's first page. */
async function productQuestions(pid: number) {
  return shop.call(questionListCall, { pid, page: 1 })
}

describe('the queue of unanswered questions', () => {
  it('lists questions nobody answered, not hidden, oldest first, with their products', async () => {
    const first = await ask('iron-1', 'Does the soleplate scratch easily?')
    const second = await ask('iron-2', 'Can it be used with tap water?')
    const hidden = await ask('iron-1', 'Buy cheap watches at example.com')
    await shop.call(questionVisibilityCall, { question: hidden.id, hidden: true }, asStaff())

    const page = await queue('FA')
    const ids = page.data.map((q) => q.id)
    expect(ids).toContain(first.id)
    expect(ids).toContain(second.id)
    expect(ids).not.toContain(hidden.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    // The seed answered every question it made: the queue holds only what shoppers asked here.
    expect(page.total).toBe(page.data.length)
    const item = page.data.find((q) => q.id === first.id)
    expect(item).toMatchObject({
      name: 'Asking Shopper',
      comment: 'Does the soleplate scratch easily?',
      product: { id: first.pid, uniqueId: 'iron-1', title: await productTitle('iron-1', 'FA') },
    })
    const dates = page.data.map((q) => q.created_at)
    expect(dates).toEqual([...dates].sort())
  })
})

describe('answering a question', () => {
  it("posts the answer in the shop's name under the question on the product page", async () => {
    const asked = await ask('iron-1', 'Is the cord long enough for an ironing board?')
    const before = await productQuestions(asked.pid)
    expect(before.data.find((q) => q.id === asked.id)?.answer).toEqual([])

    const { question: answered } = await shop.call(
      answerQuestionCall,
      { question: asked.id, text: '  Yes: the cord is 2.5 metres long.  ' },
      asStaff(),
    )
    const shopName = await shopTitle('EN')
    expect(shopName).not.toBe('')
    expect(answered).toMatchObject({
      id: asked.id,
      hidden: false,
      product: { uniqueId: 'iron-1', title: await productTitle('iron-1', 'EN') },
      answer: [{ name: shopName, comment: 'Yes: the cord is 2.5 metres long.' }],
    })

    // The shopper sees it at once on the product page and in their own questions.
    const after = await productQuestions(asked.pid)
    expect(after.data.find((q) => q.id === asked.id)?.answer).toEqual([
      {
        name: shopName,
        comment: 'Yes: the cord is 2.5 metres long.',
        created_at: answered.answer[0]?.created_at,
      },
    ])
    const own = await shop.call(ownQuestionListCall, {}, { headers: asked.shopper.auth })
    expect(own.data[0]?.answer.map((a) => a.name)).toEqual([shopName])
    expect((await queue()).data.map((q) => q.id)).not.toContain(asked.id)

    const [entry, ...more] = await auditOf(`question:${asked.id}`)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      user_id: staff.user.id,
      user_email: staff.user.email,
      action: 'question.answer',
    })
    expect(JSON.parse(entry?.before ?? '')).toBeNull()
    expect(JSON.parse(entry?.after ?? '')).toEqual(answered.answer[0])
  })

  it("names the shop in the staff's language, and falls back to a plain name without one", async () => {
    const inPersian = await ask('hairdryer-1', 'Does it have a cold shot button?')
    const fa = await shop.call(
      answerQuestionCall,
      { question: inPersian.id, text: 'بله، دکمهٔ باد سرد دارد.' },
      asStaff('FA'),
    )
    expect(fa.question.answer[0]?.name).toBe(await shopTitle('FA'))

    const untitled = await ask('hairdryer-1', 'Is a diffuser included?')
    const conf = JSON.parse(
      (
        await shop.db
          .selectFrom('settings')
          .select('conf')
          .where('lang', '=', 'AR')
          .executeTakeFirstOrThrow()
      ).conf,
    ) as Record<string, unknown>
    await shop.db
      .updateTable('settings')
      .set({ conf: JSON.stringify({ ...conf, title: ' ' }) })
      .where('lang', '=', 'AR')
      .execute()
    try {
      const ar = await shop.call(
        answerQuestionCall,
        { question: untitled.id, text: 'نعم، يأتي مع ناشر هواء.' },
        asStaff('AR'),
      )
      expect(ar.question.answer[0]?.name).toBe('المتجر')
    } finally {
      await shop.db
        .updateTable('settings')
        .set({ conf: JSON.stringify(conf) })
        .where('lang', '=', 'AR')
        .execute()
    }
  })

  it('takes one of two answers sent at once, and tells the other it was answered', async () => {
    const asked = await ask('iron-3', 'Does it come with a measuring cup?')
    const other = await createTestUser(shop.db, { role: 'staff' })
    const answers = await Promise.all(
      [staff, other].map((by, n) =>
        shop.rawCall(
          answerQuestionCall.path,
          { question: asked.id, text: `Yes (answer ${n + 1}).` },
          { headers: by.auth },
        ),
      ),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(
      (await productQuestions(asked.pid)).data.find((q) => q.id === asked.id)?.answer,
    ).toHaveLength(1)
    expect(await auditOf(`question:${asked.id}`)).toHaveLength(1)
  })

  it('refuses bad input, unknown, hidden and answered questions, changing nothing', async () => {
    const open = await ask('iron-2', 'How heavy is it?')
    const hidden = await ask('iron-2', 'Is this a spam question?')
    await shop.rawCall(
      questionVisibilityCall.path,
      { question: hidden.id, hidden: true },
      asStaff(),
    )
    const answered = await ask('iron-2', 'Does it turn itself off?')
    expect(
      (
        await shop.rawCall(
          answerQuestionCall.path,
          { question: answered.id, text: 'Yes, after eight minutes.' },
          asStaff(),
        )
      ).statusCode,
    ).toBe(200)
    const answers = await countRows('answers')
    const audits = await countRows('audit_log')

    const refused = async (body: unknown, status: number) => {
      const res = await shop.rawCall(answerQuestionCall.path, body, asStaff())
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      return res.json<ApiErrorBody>().error
    }
    expect((await refused({ question: open.id, text: '   ' }, 400)).fields?.text).toBe(
      'must not be empty',
    )
    expect((await refused({ question: open.id, text: 'x'.repeat(2001) }, 400)).fields?.text).toBe(
      'must be at most 2000 characters',
    )
    expect((await refused({ question: open.id }, 400)).fields?.text).toBe('is required')
    expect((await refused({ question: open.id, text: 42 }, 400)).fields?.text).toBe('must be text')
    expect((await refused({ question: 'first', text: 'An answer' }, 400)).fields).toHaveProperty(
      'question',
    )
    expect(
      (await refused({ question: open.id, text: 'An answer', name: 'Me' }, 400)).fields,
    ).toHaveProperty('_')
    expect((await refused({ question: 99_999_999, text: 'An answer' }, 404)).message).toMatch(
      /no question/,
    )
    expect((await refused({ question: hidden.id, text: 'An answer' }, 404)).message).toMatch(
      /hidden/,
    )
    expect((await refused({ question: answered.id, text: 'Again' }, 409)).message).toMatch(
      /already been answered/,
    )

    expect(await countRows('answers')).toBe(answers)
    expect(await countRows('audit_log')).toBe(audits)
    expect((await queue()).data.map((q) => q.id)).toContain(open.id)
  })
})

/** What the shop shows of a product's reviews: the page's counts, its lists, the stored vote. */
async function reviewFigures(unique: string, pid: number) {
  const info = await productInfo(unique)
  const list = await shop.call(reviewListCall, { pid, page: 1 })
  const stored = await shop.db
    .selectFrom('products')
    .select('vote')
    .where('id', '=', pid)
    .executeTakeFirstOrThrow()
  return {
    count: info.review,
    vote: info.vote,
    listed: list.total,
    storedVote: stored.vote,
    ids: list.data.map((r) => r.id),
  }
}

describe('hiding and showing', () => {
  it("takes a review off the product's page, counts and vote, and puts it back", async () => {
    // Its eight seeded reviews average above 1, so a one-star review pulls the vote down.
    const pid = await productId(shop.db, 'hairdryer-2')
    const shopper = await createTestUser(shop.db, { fname: 'Angry', lname: 'Reviewer' })
    const { id: reviewId } = await shop.call(
      reviewCreateCall,
      { pid, vote: 1, comment: 'Stopped working after a week.' },
      { headers: shopper.auth },
    )
    const shown = await reviewFigures('hairdryer-2', pid)
    expect(shown.ids).toContain(reviewId)

    const hide = await shop.call(
      reviewVisibilityCall,
      { review: reviewId, hidden: true },
      asStaff(),
    )
    expect(hide.review).toMatchObject({
      id: reviewId,
      hidden: true,
      vote: 1,
      name: 'Angry Reviewer',
      product: { id: pid, uniqueId: 'hairdryer-2' },
    })
    const hiddenFigures = await reviewFigures('hairdryer-2', pid)
    const others = await shop.db
      .selectFrom('reviews')
      .select('vote')
      .where('product_id', '=', pid)
      .where('id', '<>', reviewId)
      .execute()
    const average = others.reduce((sum, r) => sum + r.vote, 0) / others.length
    expect(hiddenFigures).toMatchObject({
      count: shown.count - 1,
      listed: shown.listed - 1,
      vote: Math.round(average * 10) / 10,
      storedVote: Math.round(average),
    })
    expect(hiddenFigures.vote).toBeGreaterThan(shown.vote)
    expect(hiddenFigures.ids).not.toContain(reviewId)
    // The writer's own list leaves it out too: hidden means gone from every shopper's view.
    const own = await shop.call(ownReviewListCall, {}, { headers: shopper.auth })
    expect(own.total).toBe(0)

    // Hiding twice is the same as once: nothing more changes, nothing more is audited.
    const again = await shop.call(
      reviewVisibilityCall,
      { review: reviewId, hidden: true },
      asStaff(),
    )
    expect(again.review.hidden).toBe(true)
    expect(await reviewFigures('hairdryer-2', pid)).toEqual(hiddenFigures)

    const show = await shop.call(
      reviewVisibilityCall,
      { review: reviewId, hidden: false },
      asStaff(),
    )
    expect(show.review.hidden).toBe(false)
    expect(await reviewFigures('hairdryer-2', pid)).toEqual(shown)

    const audit = await auditOf(`review:${reviewId}`)
    expect(audit.map((row) => row.action)).toEqual(['review.hide', 'review.show'])
    expect(audit.map((row) => [JSON.parse(row.before), JSON.parse(row.after)])).toEqual([
      [{ hidden: false }, { hidden: true }],
      [{ hidden: true }, { hidden: false }],
    ])
    expect(audit.every((row) => row.user_id === staff.user.id)).toBe(true)
  })

  it("takes a question off the product's page and count, and puts it back", async () => {
    const asked = await ask('iron-3', 'Where is it made?')
    const before = await productInfo('iron-3')
    const listed = (await productQuestions(asked.pid)).total

    const hide = await shop.call(
      questionVisibilityCall,
      { question: asked.id, hidden: true },
      asStaff(),
    )
    expect(hide.question).toMatchObject({ id: asked.id, hidden: true, answer: [] })
    expect((await productInfo('iron-3')).comment).toBe(before.comment - 1)
    const page = await productQuestions(asked.pid)
    expect(page.total).toBe(listed - 1)
    expect(page.data.map((q) => q.id)).not.toContain(asked.id)
    expect((await queue()).data.map((q) => q.id)).not.toContain(asked.id)

    await shop.rawCall(questionVisibilityCall.path, { question: asked.id, hidden: true }, asStaff())
    await shop.rawCall(
      questionVisibilityCall.path,
      { question: asked.id, hidden: false },
      asStaff(),
    )
    expect((await productInfo('iron-3')).comment).toBe(before.comment)
    expect((await productQuestions(asked.pid)).total).toBe(listed)
    expect((await queue()).data.map((q) => q.id)).toContain(asked.id)

    const audit = await auditOf(`question:${asked.id}`)
    expect(audit.map((row) => row.action)).toEqual(['question.hide', 'question.show'])
    expect(JSON.parse(audit[0]?.after ?? '')).toEqual({ hidden: true })
  })

  it('refuses unknown ids and bad flags, changing nothing', async () => {
    const audits = await countRows('audit_log')
    const cases = [
      [reviewVisibilityCall.path, { review: 99_999_999, hidden: true }, 404],
      [questionVisibilityCall.path, { question: 99_999_999, hidden: true }, 404],
      [reviewVisibilityCall.path, { review: 1, hidden: 'yes' }, 400],
      [reviewVisibilityCall.path, { review: 1 }, 400],
      [questionVisibilityCall.path, { question: 0, hidden: false }, 400],
    ] as const
    for (const [path, body, status] of cases) {
      const res = await shop.rawCall(path, body, asStaff())
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status)
    }
    const flag = await shop.rawCall(reviewVisibilityCall.path, { review: 1, hidden: 1 }, asStaff())
    expect(refusalOf(flag, 400).fields?.hidden).toBe('must be true (hide) or false (show)')
    expect(await countRows('audit_log')).toBe(audits)
  })
})

describe("the staff's lists of reviews and questions", () => {
  it('page through every product, newest first, all of them or only the hidden or shown', async () => {
    const asked = await ask('hairdryer-3', 'Is it loud?')
    await shop.rawCall(questionVisibilityCall.path, { question: asked.id, hidden: true }, asStaff())
    const list = (visibility?: 'hidden' | 'shown') =>
      shop.call(
        staffQuestionListCall,
        { page: 1, ...(visibility ? { visibility } : {}) },
        asStaff(),
      )
    const all = await list()
    const hidden = await list('hidden')
    const shown = await list('shown')
    expect(all.total).toBe(hidden.total + shown.total)
    expect(hidden.data.every((q) => q.hidden)).toBe(true)
    expect(shown.data.every((q) => !q.hidden)).toBe(true)
    expect(hidden.data[0]).toMatchObject({
      id: asked.id,
      name: 'Asking Shopper',
      product: { uniqueId: 'hairdryer-3' },
    })
    expect(all.data[0]?.id).toBe(asked.id)
    const dates = all.data.map((q) => q.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    // Seeded questions come with their answers.
    expect(shown.data.some((q) => q.answer.length > 0)).toBe(true)

    const reviews = await shop.call(staffReviewListCall, { visibility: 'shown' }, asStaff('AR'))
    const storedReviews = await shop.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow()
    expect(reviews.total).toBe(Number(storedReviews.rows))
    expect(reviews.per_page).toBe(20)
    const top = reviews.data[0]
    expect(top?.product.title).toBe(await productTitle(top?.product.uniqueId ?? '', 'AR'))

    const bad = await shop.rawCall(staffReviewListCall.path, { visibility: 'secret' }, asStaff())
    expect(refusalOf(bad, 400).fields?.visibility).toBe('must be all, shown or hidden')
  })
})
