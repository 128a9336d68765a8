import { describe, expect, it } from 'vitest'
import {
  ownQuestionListCall,
  ownReviewListCall,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../src/contract/reviews'
import type { CallWireResponse } from '../../src/contract/call'
import type { ApiErrorBody } from '../../src/contract/errors'
import { startTestShop } from './harness'
import { refusalOf } from '../shop-calls'
import { productId } from '../e2e/shop-data'
import { createTestUser } from '../test-users'

const shop = await startTestShop()

async function countOf(table: 'reviews' | 'questions', pid: number) {
  const row = await shop.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('product_id', '=', pid)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

describe('send/get_review', () => {
  it('pages the reviews of a product, newest first, ten a page', async () => {
    const pid = await productId(shop.db, 'iron-1')
    const stored = await shop.db
      .selectFrom('reviews')
      .selectAll()
      .where('product_id', '=', pid)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(stored).toHaveLength(14)
    const page1 = await shop.call(reviewListCall, { pid, type: 'product', page: 1 })
    expect(page1).toMatchObject({ total: 14, per_page: 10, current_page: 1 })
    expect(page1.data.map((r) => r.id)).toEqual(stored.slice(0, 10).map((r) => r.id))
    const top = stored[0]
    expect(page1.data[0]).toEqual({
      id: top?.id,
      name: top?.name,
      comment: top?.comment,
      created_at: top?.created_at,
      vote: top?.vote,
      zaf: JSON.parse(top?.zaf ?? ''),
      ghovat: JSON.parse(top?.ghovat ?? ''),
    })
    const second = await shop.call(reviewListCall, { pid, page: 2 })
    expect(second.data.map((r) => r.id)).toEqual(stored.slice(10).map((r) => r.id))
    expect(second.current_page).toBe(2)
  })

  it('answers an unknown product with 404 and bad input with 400', async () => {
    expect((await shop.rawCall(reviewListCall.path, { pid: 999999, page: 1 })).statusCode).toBe(404)
    expect((await shop.rawCall(reviewListCall.path, { pid: 'x', page: 1 })).statusCode).toBe(400)
    expect(
      (await shop.rawCall(reviewListCall.path, { pid: 1, type: 'blog', page: 1 })).statusCode,
    ).toBe(400)
  })
})

describe('send/set_review', () => {
  it('needs a logged-in user and writes nothing without one', async () => {
    const pid = await productId(shop.db, 'iron-2')
    const before = await countOf('reviews', pid)
    const res = await shop.rawCall(reviewCreateCall.path, { pid, comment: 'Great iron indeed' })
    expect(res.statusCode).toBe(401)
    expect(res.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'unauthorized' },
    })
    const forged = await shop.rawCall(reviewCreateCall.path, {
      pid,
      comment: 'Great iron indeed',
      token: 'not-a-token',
      uid: 1,
    })
    expect(forged.statusCode).toBe(401)
    expect(await countOf('reviews', pid)).toBe(before)
  })

  it('stores a review under the user behind the token, with the vote defaulting to 5', async () => {
    const { user, token } = await createTestUser(shop.db, { fname: 'Nima', lname: 'Rahimi' })
    const pid = await productId(shop.db, 'hairdryer-3')
    const body = await shop.call(reviewCreateCall, {
      pid,
      type: 'product',
      comment: '  Dries fast and stays quiet.  ',
      zaf: [' Short cord '],
      ghovat: JSON.stringify(['Quiet', 'Fast']),
      token,
      uid: 424242,
    })
    expect(body).toMatchObject({ status: true, id: expect.any(Number) })
    const row = await shop.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      product_id: pid,
      user_id: user.id,
      name: 'Nima Rahimi',
      comment: 'Dries fast and stays quiet.',
      vote: 5,
    })
    expect(JSON.parse(row.zaf)).toEqual(['Short cord'])
    expect(JSON.parse(row.ghovat)).toEqual(['Quiet', 'Fast'])
    const list = await shop.call(reviewListCall, { pid, page: 1 })
    expect(list.data[0]).toMatchObject({
      id: body.id,
      name: 'Nima Rahimi',
      ghovat: ['Quiet', 'Fast'],
    })
  })

  it('keeps the product vote the rounded average of its reviews', async () => {
    const { auth } = await createTestUser(shop.db)
    const pid = await productId(shop.db, 'iron-4')
    for (const vote of [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]) {
      const res = await shop.rawCall(
        reviewCreateCall.path,
        { pid, vote, comment: 'Not for me at all.' },
        { headers: auth },
      )
      expect(res.statusCode).toBe(200)
    }
    const votes = await shop.db
      .selectFrom('reviews')
      .select('vote')
      .where('product_id', '=', pid)
      .execute()
    const average = Math.round(votes.reduce((s, v) => s + v.vote, 0) / votes.length)
    const product = await shop.db
      .selectFrom('products')
      .select('vote')
      .where('id', '=', pid)
      .executeTakeFirstOrThrow()
    expect(Number(product.vote)).toBe(average)
    expect(average).toBeLessThan(3)
  })

  it.each([
    ['an empty comment', { comment: '   ' }, 'comment'],
    ['a missing comment', { comment: undefined }, 'comment'],
    ['a too long comment', { comment: 'x'.repeat(2001) }, 'comment'],
    ['a vote above 5', { vote: 6 }, 'vote'],
    ['a vote of 0', { vote: 0 }, 'vote'],
    ['a fractional vote', { vote: 4.5 }, 'vote'],
    ['a vote of true', { vote: true }, 'vote'],
    ['a vote in a list', { vote: [4] }, 'vote'],
    ['an empty tag', { zaf: ['ok', '  '] }, 'zaf.1'],
    ['too many tags', { ghovat: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, 'ghovat'],
    ['a too long tag', { ghovat: ['y'.repeat(81)] }, 'ghovat.0'],
    ['tags that are not JSON', { zaf: '[oops' }, 'zaf'],
    ['an unknown field', { rating: 5 }, '_'],
  ])('refuses %s with 400 and writes nothing', async (_name, change, field) => {
    const { auth } = await createTestUser(shop.db)
    const pid = await productId(shop.db, 'iron-5')
    const before = await countOf('reviews', pid)
    const res = await shop.rawCall(
      reviewCreateCall.path,
      { pid, vote: 4, comment: 'A fair iron for the money.', ...change },
      { headers: auth },
    )
    expect(res.statusCode).toBe(400)
    const refusal = res.json<ApiErrorBody>()
    expect(refusal).toMatchObject({ status: false, error: { code: 'validation_failed' } })
    expect(Object.keys(refusal.error.fields ?? {})).toContain(field)
    expect(await countOf('reviews', pid)).toBe(before)
  })

  it('refuses a review of an unknown product with 404', async () => {
    const { auth } = await createTestUser(shop.db)
    const res = await shop.rawCall(
      reviewCreateCall.path,
      { pid: 987654, comment: 'Where is this product?' },
      { headers: auth },
    )
    expect(res.statusCode).toBe(404)
  })

  it('writes once for a repeated Idempotency-Key and replays the same answer', async () => {
    const { auth } = await createTestUser(shop.db)
    const pid = await productId(shop.db, 'hairdryer-6')
    const before = await countOf('reviews', pid)
    const headers = { ...auth, 'idempotency-key': '5f0c7a1e-8a4b-4b7e-9d61-2b1f3c4d5e6f' }
    const body = { pid, vote: 3, comment: 'Sent from a train with a bad signal.' }
    const first = await shop.rawCall(reviewCreateCall.path, body, { headers })
    const second = await shop.rawCall(reviewCreateCall.path, body, { headers })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    type Answer = CallWireResponse<typeof reviewCreateCall>
    expect(second.json<Answer>()).toEqual(first.json<Answer>())
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(await countOf('reviews', pid)).toBe(before + 1)
    const changed = await shop.rawCall(reviewCreateCall.path, { ...body, vote: 2 }, { headers })
    expect(changed.statusCode).toBe(422)
    expect(await countOf('reviews', pid)).toBe(before + 1)
  })
})

describe('send/get_comment and send/set_comment', () => {
  it('pages questions newest first, each with its answers', async () => {
    const pid = await productId(shop.db, 'iron-1')
    const questions = await shop.db
      .selectFrom('questions')
      .selectAll()
      .where('product_id', '=', pid)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(questions).toHaveLength(12)
    const page = await shop.call(questionListCall, { pid, type: 'product', page: 1 })
    expect(page).toMatchObject({ total: 12, per_page: 10, current_page: 1 })
    expect(page.data.map((q) => q.id)).toEqual(questions.slice(0, 10).map((q) => q.id))
    const answers = await shop.db
      .selectFrom('answers')
      .select(['question_id', 'name', 'comment', 'created_at'])
      .where(
        'question_id',
        'in',
        page.data.map((q) => q.id),
      )
      .orderBy('created_at')
      .execute()
    expect(answers.length).toBeGreaterThanOrEqual(10)
    for (const question of page.data) {
      expect(question.answer).toEqual(
        answers
          .filter((a) => a.question_id === question.id)
          .map(({ name, comment, created_at }) => ({ name, comment, created_at })),
      )
      expect(question.answer.length).toBeGreaterThan(0)
    }
    const page2 = await shop.call(questionListCall, { pid, page: 2 })
    expect(page2.data).toHaveLength(2)
  })

  it('answers the questions of an unknown product with 404', async () => {
    const missing = await shop.rawCall(questionListCall.path, { pid: 999999, page: 1 })
    expect(refusalOf(missing, 404).code).toBe('not_found')
  })

  it('stores a question of a logged-in user and refuses bad ones', async () => {
    const pid = await productId(shop.db, 'hairdryer-1')
    const before = await countOf('questions', pid)
    const anonymous = await shop.rawCall(questionCreateCall.path, { pid, comment: 'Is it loud?' })
    expect(anonymous.statusCode).toBe(401)
    const { user, auth } = await createTestUser(shop.db, { fname: 'Hoda', lname: 'Saberi' })
    const empty = await shop.rawCall(
      questionCreateCall.path,
      { pid, comment: '  ' },
      { headers: auth },
    )
    expect(refusalOf(empty, 400).fields).toHaveProperty('comment')
    const missing = await shop.rawCall(
      questionCreateCall.path,
      { pid: 999999, comment: 'Is it loud?' },
      { headers: auth },
    )
    expect(missing.statusCode).toBe(404)
    expect(await countOf('questions', pid)).toBe(before)

    const res = await shop.call(
      questionCreateCall,
      { pid, type: 'product', comment: ' Is it loud? ', uid: 7 },
      { headers: auth },
    )
    expect(res).toMatchObject({ status: true, id: expect.any(Number) })
    expect(await countOf('questions', pid)).toBe(before + 1)
    const list = await shop.call(questionListCall, { pid, page: 1 })
    expect(list.data[0]).toMatchObject({
      id: res.id,
      name: 'Hoda Saberi',
      comment: 'Is it loud?',
      answer: [],
    })
    const row = await shop.db
      .selectFrom('questions')
      .select('user_id')
      .where('id', '=', res.id)
      .executeTakeFirstOrThrow()
    expect(row.user_id).toBe(user.id)
  })
})

describe('send/my_reviews and send/my_comments', () => {
  it('need a logged-in user', async () => {
    for (const call of [ownReviewListCall, ownQuestionListCall]) {
      const res = await shop.rawCall(call.path, { page: 1 })
      expect(res.statusCode).toBe(401)
      expect(res.json<ApiErrorBody>()).toMatchObject({
        status: false,
        error: { code: 'unauthorized' },
      })
    }
  })

  it('list only the visitor’s own reviews, newest first, with their products in the language asked', async () => {
    const { token } = await createTestUser(shop.db)
    const other = await createTestUser(shop.db)
    const picks = ['iron-2', 'hairdryer-3', 'iron-4']
    for (const [index, uniqueId] of picks.entries()) {
      const pid = await productId(shop.db, uniqueId)
      const res = await shop.call(reviewCreateCall, {
        pid,
        vote: index + 2,
        comment: `Mine, number ${index + 1}`,
        zaf: ['loud'],
        ghovat: ['hot'],
        token,
      })
      expect(res).toMatchObject({ status: true })
      // Distinct times keep the order certain.
      await new Promise((r) => setTimeout(r, 5))
    }
    await shop.rawCall(reviewCreateCall.path, {
      pid: await productId(shop.db, 'iron-2'),
      comment: 'Not mine',
      token: other.token,
    })

    const body = await shop.call(ownReviewListCall, { page: 1, token }, { headers: { lang: 'FA' } })
    expect(body).toMatchObject({ total: 3, per_page: 10, current_page: 1 })
    expect(body.data.map((r) => r.comment)).toEqual([
      'Mine, number 3',
      'Mine, number 2',
      'Mine, number 1',
    ])
    expect(body.data[0]).toMatchObject({ vote: 4, zaf: ['loud'], ghovat: ['hot'] })
    const iron4 = await shop.db
      .selectFrom('product_texts')
      .select('title')
      .where('product_id', '=', await productId(shop.db, 'iron-4'))
      .where('lang', '=', 'FA')
      .executeTakeFirstOrThrow()
    expect(body.data[0]?.product).toEqual({
      id: await productId(shop.db, 'iron-4'),
      uniqueId: 'iron-4',
      title: iron4.title,
    })
    // A page past the end is empty, not an error.
    const past = await shop.call(ownReviewListCall, { page: 2, token })
    expect(past).toMatchObject({ total: 3, current_page: 2, data: [] })
  })

  it('list the visitor’s own questions with their answers and products', async () => {
    const { user, token } = await createTestUser(shop.db)
    const pid = await productId(shop.db, 'hairdryer-5')
    const { id } = await shop.call(questionCreateCall, {
      pid,
      comment: 'Does it fold?',
      token,
    })
    await shop.db
      .insertInto('answers')
      .values({
        question_id: id,
        name: 'Shop',
        comment: 'Yes, it folds.',
        created_at: '2026-01-02T00:00:00.000Z',
      })
      .execute()

    const body = await shop.call(ownQuestionListCall, { page: 1, token })
    expect(body.total).toBe(1)
    expect(body.data).toEqual([
      {
        id,
        name: `${user.fname} ${user.lname}`,
        comment: 'Does it fold?',
        created_at: expect.any(String),
        answer: [
          { name: 'Shop', comment: 'Yes, it folds.', created_at: '2026-01-02T00:00:00.000Z' },
        ],
        product: { id: pid, uniqueId: 'hairdryer-5', title: expect.any(String) },
      },
    ])
    expect((await shop.rawCall(ownQuestionListCall.path, { page: 0, token })).statusCode).toBe(400)
  })
})
