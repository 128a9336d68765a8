import type { Visibility } from '../../src/contract/back-office-feedback'
import type { Language } from '../../src/contract/common'
import { isPostgres, type Db } from '../db/database'
import { pagedRows } from '../db/paged-query'
import type { PageWindow } from '../records/paged-list'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { productTextsIn } from '../db/product-texts-join'
import { changedAnyRow } from '../db/changed-rows'

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

/** The columns a new review and a new question share. */
const feedbackRow = (added: NewReviewOrQuestion) => ({
  product_id: added.productId,
  user_id: added.userId,
  name: added.name,
  comment: added.comment,
  created_at: added.createdAt,
})

/** Questions with their answers, oldest answer first, in one more query. */
async function withAnswers<Q extends { id: number }>(db: Db, questions: Q[]) {
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
  return questions.map((q) => ({
    ...q,
    answer: answers
      .filter((a) => a.question_id === q.id)
      .map(({ name, comment, created_at }) => ({ name, comment, created_at })),
  }))
}

/** Keeps the product's stored vote the rounded average of its shown reviews (0 without any). */
async function refreshProductVote(db: Db, productId: number) {
  await db
    .updateTable('products')
    .set((eb) => ({
      vote: eb.fn.coalesce(
        eb
          .selectFrom('reviews')
          .select((sub) => sub.fn<number>('round', [sub.fn.avg('vote')]).as('average'))
          .where('reviews.product_id', '=', productId)
          .where('reviews.hidden', '=', 0),
        eb.lit(0),
      ),
    }))
    .where('id', '=', productId)
    .execute()
}

const staffReviewColumns = [
  'id',
  'product_id',
  'name',
  'comment',
  'vote',
  'created_at',
  'hidden',
] as const
const staffQuestionColumns = [
  'id',
  'product_id',
  'name',
  'comment',
  'created_at',
  'hidden',
] as const

/** The `hidden` value a back-office list keeps; undefined keeps both. */
const hiddenFlag = (visibility: Visibility) =>
  visibility === 'all' ? undefined : visibility === 'hidden' ? 1 : 0

/** Reviews of products, and questions with their answers. */
export function createReviewsRepository(currentDb: DbScope) {
  /** Questions nobody has answered that are not hidden. */
  const unansweredQuestions = () =>
    currentDb()
      .selectFrom('questions')
      .where('hidden', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('answers')
              .select('answers.id')
              .whereRef('answers.question_id', '=', 'questions.id'),
          ),
        ),
      )
  return {
    /** A page of a product's or a visitor's reviews, newest first, and how many there are. */
    async reviewsPage(of: WhoseReviews, page: PageWindow) {
      const db = currentDb()
      const [column, id] = whoseColumn(of)
      const shown = db.selectFrom('reviews').where(column, '=', id).where('hidden', '=', 0)
      return pagedRows(shown, page, (reviews) =>
        reviews
          .select(['id', 'product_id', 'name', 'comment', 'created_at', 'vote', 'zaf', 'ghovat'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc'),
      )
    },

    /** Stores a review and returns its id; the product's vote stays the rounded average of the shown reviews. */
    async addReview(
      review: NewReviewOrQuestion & { vote: number; zaf: string; ghovat: string },
    ): Promise<number> {
      const db = currentDb()
      const added = await db
        .insertInto('reviews')
        .values({
          ...feedbackRow(review),
          vote: review.vote,
          zaf: review.zaf,
          ghovat: review.ghovat,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await refreshProductVote(db, review.productId)
      return added.id
    },

    /**
     * A page of a product's or a visitor's questions, newest first, each with its answers, and
     * how many there are.
     */
    async questionsPage(of: WhoseReviews, page: PageWindow) {
      const db = currentDb()
      const [column, id] = whoseColumn(of)
      const shown = db.selectFrom('questions').where(column, '=', id).where('hidden', '=', 0)
      const { rows, total } = await pagedRows(shown, page, (questions) =>
        questions
          .select(['id', 'product_id', 'name', 'comment', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc'),
      )
      return { rows: await withAnswers(db, rows), total }
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
            .leftJoin('product_texts as t', productTextsIn(lang, 'products'))
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

    /** How many questions wait for an answer (hidden ones left out). */
    async questionsWaiting(): Promise<number> {
      const { count } = await unansweredQuestions()
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
      return Number(count)
    },

    /** The unanswered questions that are not hidden, oldest first, and how many there are. */
    async questionQueue(page: PageWindow) {
      return pagedRows(unansweredQuestions(), page, (unanswered) =>
        unanswered
          .select(['id', 'product_id', 'name', 'comment', 'created_at'])
          .orderBy('created_at')
          .orderBy('id'),
      )
    },

    /** Every product's reviews, newest first, hidden ones too when asked. */
    async staffReviewsPage(visibility: Visibility, page: PageWindow) {
      const hidden = hiddenFlag(visibility)
      const reviews = currentDb()
        .selectFrom('reviews')
        .$if(hidden !== undefined, (query) => query.where('hidden', '=', hidden ?? 0))
      return pagedRows(reviews, page, (matching) =>
        matching.select(staffReviewColumns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
      )
    },

    /** Every product's questions with their answers, newest first, hidden ones too when asked. */
    async staffQuestionsPage(visibility: Visibility, page: PageWindow) {
      const db = currentDb()
      const hidden = hiddenFlag(visibility)
      const questions = db
        .selectFrom('questions')
        .$if(hidden !== undefined, (query) => query.where('hidden', '=', hidden ?? 0))
      const { rows, total } = await pagedRows(questions, page, (matching) =>
        matching.select(staffQuestionColumns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
      )
      return { rows: await withAnswers(db, rows), total }
    },

    /** One review as staff see it, hidden or not; undefined for an unknown id. */
    async staffReview(id: number) {
      return currentDb()
        .selectFrom('reviews')
        .select(staffReviewColumns)
        .where('id', '=', id)
        .executeTakeFirst()
    },

    /**
     * One question with its answers as staff see it; undefined for an unknown id. `lock` holds
     * the question until the write's transaction ends (PostgreSQL; SQLite runs one write at a
     * time), so two staff answering it at once are seen one after the other.
     */
    async staffQuestion(id: number, { lock = false } = {}) {
      const db = currentDb()
      const question = await db
        .selectFrom('questions')
        .select(staffQuestionColumns)
        .where('id', '=', id)
        .$if(lock && isPostgres(db), (query) => query.forUpdate())
        .executeTakeFirst()
      if (!question) return undefined
      const [withAnswer] = await withAnswers(db, [question])
      return withAnswer
    },

    /**
     * Hides a review (or shows it again) and keeps its product's vote the average of the shown
     * ones; false when it already was so (nothing changed).
     */
    async setReviewHidden(id: number, hidden: boolean): Promise<boolean> {
      const db = currentDb()
      const changed = await db
        .updateTable('reviews')
        .set({ hidden: hidden ? 1 : 0 })
        .where('id', '=', id)
        .where('hidden', '=', hidden ? 0 : 1)
        .returning('product_id')
        .executeTakeFirst()
      if (changed) await refreshProductVote(db, changed.product_id)
      return changed !== undefined
    },

    /** Hides a question (or shows it again); false when it already was so (nothing changed). */
    async setQuestionHidden(id: number, hidden: boolean): Promise<boolean> {
      return changedAnyRow(
        currentDb()
          .updateTable('questions')
          .set({ hidden: hidden ? 1 : 0 })
          .where('id', '=', id)
          .where('hidden', '=', hidden ? 0 : 1),
      )
    },

    /** Stores an answer under a question. */
    async addAnswer(answer: {
      questionId: number
      name: string
      comment: string
      createdAt: string
    }) {
      await currentDb()
        .insertInto('answers')
        .values({
          question_id: answer.questionId,
          name: answer.name,
          comment: answer.comment,
          created_at: answer.createdAt,
        })
        .execute()
    },

    /** Stores a question and returns its id. */
    async addQuestion(question: NewReviewOrQuestion): Promise<number> {
      const db = currentDb()
      const added = await db
        .insertInto('questions')
        .values(feedbackRow(question))
        .returning('id')
        .executeTakeFirstOrThrow()
      return added.id
    },
  }
}

export const reviewsRepositoryPlugin = repositoryPlugin(
  'reviewsRepository',
  createReviewsRepository,
)
