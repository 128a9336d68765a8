import type { FastifyPluginAsync } from 'fastify'
import {
  feedbackPerPage,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../../src/contract/reviews'
import { toJsonText } from '../../../src/contract/json-text'
import { registerCall } from '../../http/register-call'
import { nowIso } from '../../services/tokens'
import { requireProduct } from './product-exists'

const fullName = (user: { fname: string; lname: string }) => `${user.fname} ${user.lname}`.trim()

/** Rows before a page of a product's reviews or questions. */
const pageOffset = (page: number) => (page - 1) * feedbackPerPage

/** A page of reviews or questions as the lists answer it. */
function feedbackPage<T>(data: T[], count: { count: string | number | bigint }, page: number) {
  return { data, total: Number(count.count), per_page: feedbackPerPage, current_page: page }
}

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, reviewListCall, async ({ body, db }) => {
    await requireProduct(db, body.pid)
    const [count, rows] = await Promise.all([
      db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('product_id', '=', body.pid)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('reviews')
        .select(['id', 'name', 'comment', 'created_at', 'vote', 'zaf', 'ghovat'])
        .where('product_id', '=', body.pid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(feedbackPerPage)
        .offset(pageOffset(body.page))
        .execute(),
    ])
    return feedbackPage(rows, count, body.page)
  })

  registerCall(app, reviewCreateCall, async ({ body, user, db }) => {
    await requireProduct(db, body.pid)
    const review = await db
      .insertInto('reviews')
      .values({
        product_id: body.pid,
        user_id: user.id,
        name: fullName(user),
        comment: body.comment,
        vote: body.vote,
        zaf: toJsonText(body.zaf),
        ghovat: toJsonText(body.ghovat),
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The listing's vote stays the rounded average of the product's reviews.
    await db
      .updateTable('products')
      .set((eb) => ({
        vote: eb
          .selectFrom('reviews')
          .select((sub) => sub.fn<number>('round', [sub.fn.avg('vote')]).as('average'))
          .where('reviews.product_id', '=', body.pid),
      }))
      .where('id', '=', body.pid)
      .execute()
    return { status: true, msg: 'Your review was sent.', id: review.id }
  })

  registerCall(app, questionListCall, async ({ body, db }) => {
    await requireProduct(db, body.pid)
    const [count, questions] = await Promise.all([
      db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('product_id', '=', body.pid)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('questions')
        .select(['id', 'name', 'comment', 'created_at'])
        .where('product_id', '=', body.pid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(feedbackPerPage)
        .offset(pageOffset(body.page))
        .execute(),
    ])
    const ids = questions.map((q) => q.id)
    const answers = ids.length
      ? await db
          .selectFrom('answers')
          .select(['question_id', 'name', 'comment', 'created_at'])
          .where('question_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : []
    const withAnswers = questions.map((q) => ({
      ...q,
      answer: answers
        .filter((a) => a.question_id === q.id)
        .map(({ name, comment, created_at }) => ({ name, comment, created_at })),
    }))
    return feedbackPage(withAnswers, count, body.page)
  })

  registerCall(app, questionCreateCall, async ({ body, user, db }) => {
    await requireProduct(db, body.pid)
    const question = await db
      .insertInto('questions')
      .values({
        product_id: body.pid,
        user_id: user.id,
        name: fullName(user),
        comment: body.comment,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { status: true, msg: 'Your question was sent.', id: question.id }
  })
}
