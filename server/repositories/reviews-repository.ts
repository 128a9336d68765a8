import fp from 'fastify-plugin'
import type { Language } from '../../src/contract/common'
import type { Db } from '../db/database'
import type { PageWindow } from '../records/paged-list'
import { databaseScope } from '../db/open-transaction'

declare module 'fastify' {
  interface FastifyInstance {
    reviewsRepository: ReturnType<typeof createReviewsRepository>
  }
}

/** Whose reviews or questions a page lists: a product's, or those a visitor wrote. */
export type WhoseReviews = { productId: number } | { userId: number }

const whoseColumn = (of: WhoseReviews) =>
  'productId' in of ? (['product_id', of.productId] as const) : (['user_id', of.userId] as const)

interface NewReviewOrQuestion {
  productId: number
  userId: number
  name: string
  comment: string
  createdAt: string
}

/** Reviews of products, and questions with their answers. */
export function createReviewsRepository(database: Db) {
  const currentDb = databaseScope(database)
  return {
    /** A page of a product's or a visitor's reviews, newest first, and how many there are. */
    async reviewsPage(of: WhoseReviews, page: PageWindow) {
      const db = currentDb()
      const [column, id] = whoseColumn(of)
      const [count, rows] = await Promise.all([
        db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll().as('count'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('reviews')
          .select(['id', 'product_id', 'name', 'comment', 'created_at', 'vote', 'zaf', 'ghovat'])
          .where(column, '=', id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ])
      return { rows, total: Number(count.count) }
    },

    /** Stores a review and returns its id; the product's vote stays the rounded average. */
    async addReview(
      review: NewReviewOrQuestion & { vote: number; zaf: string; ghovat: string },
    ): Promise<number> {
      const db = currentDb()
      const added = await db
        .insertInto('reviews')
        .values({
          product_id: review.productId,
          user_id: review.userId,
          name: review.name,
          comment: review.comment,
          vote: review.vote,
          zaf: review.zaf,
          ghovat: review.ghovat,
          created_at: review.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .updateTable('products')
        .set((eb) => ({
          vote: eb
            .selectFrom('reviews')
            .select((sub) => sub.fn<number>('round', [sub.fn.avg('vote')]).as('average'))
            .where('reviews.product_id', '=', review.productId),
        }))
        .where('id', '=', review.productId)
        .execute()
      return added.id
    },

    /**
     * A page of a product's or a visitor's questions, newest first, each with its answers, and
     * how many there are.
     */
    async questionsPage(of: WhoseReviews, page: PageWindow) {
      const db = currentDb()
      const [column, id] = whoseColumn(of)
      const [count, questions] = await Promise.all([
        db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll().as('count'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('questions')
          .select(['id', 'product_id', 'name', 'comment', 'created_at'])
          .where(column, '=', id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
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
      const rows = questions.map((q) => ({
        ...q,
        answer: answers
          .filter((a) => a.question_id === q.id)
          .map(({ name, comment, created_at }) => ({ name, comment, created_at })),
      }))
      return { rows, total: Number(count.count) }
    },

    /**
     * The products a page of reviews or questions is about, by id, titled in `lang` (by unique id
     * where the product has no text in it).
     */
    async productsOf(lang: Language, rows: { product_id: number }[]) {
      const db = currentDb()
      const ids = [...new Set(rows.map((row) => row.product_id))]
      const products = ids.length
        ? await db
            .selectFrom('products')
            .leftJoin('product_texts as t', (join) =>
              join.onRef('t.product_id', '=', 'products.id').on('t.lang', '=', lang),
            )
            .select(['products.id', 'products.unique_id', 't.title'])
            .where('products.id', 'in', ids)
            .execute()
        : []
      return new Map(
        products.map(({ id, unique_id, title }) => [
          id,
          { id, uniqueId: unique_id, title: title ?? unique_id },
        ]),
      )
    },

    /** Stores a question and returns its id. */
    async addQuestion(question: NewReviewOrQuestion): Promise<number> {
      const db = currentDb()
      const added = await db
        .insertInto('questions')
        .values({
          product_id: question.productId,
          user_id: question.userId,
          name: question.name,
          comment: question.comment,
          created_at: question.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return added.id
    },
  }
}

export const reviewsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('reviewsRepository', createReviewsRepository(app.db))
  },
  { name: 'reviews-repository', dependencies: ['database'] },
)
