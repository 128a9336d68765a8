import type { FastifyInstance } from 'fastify'
import type { CallParsedRequest } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import { toJsonText } from '../../src/contract/json-text'
import {
  reviewsPerPage,
  type questionCreateCall,
  type reviewCreateCall,
} from '../../src/contract/reviews'
import { pagedList, pageWindow, type PageWindow } from '../records/paged-list'
import type { AuthUser } from '../repositories/accounts-repository'
import type { WhoseReviews } from '../repositories/reviews-repository'
import { nowIso } from '../security/tokens'
import { requireShownProduct } from './shown-product'
import { queueQuestionPush } from './push-news'

/** A page of reviews or of questions (the reviews repository's `reviewsPage`, `questionsPage`). */
type FeedbackPageRead<T> = (
  of: WhoseReviews,
  window: PageWindow,
) => Promise<{ rows: T[]; total: number }>

/** A product's reviews or questions leave out the product they are all about. */
const withoutProduct = <T extends { product_id: number }>({ product_id: _, ...rest }: T) => rest

/** A page of one shown product's reviews or questions; 404 for another product. */
export async function productFeedbackPage<T extends { product_id: number }>(
  app: FastifyInstance,
  read: FeedbackPageRead<T>,
  pid: number,
  page: number,
) {
  await requireShownProduct(app, pid)
  const { rows, total } = await read({ productId: pid }, pageWindow(page, reviewsPerPage))
  return pagedList(rows.map(withoutProduct), total, page, reviewsPerPage)
}

/** A page of a shopper's own reviews or questions, each with the product it is about. */
export async function ownFeedbackPage<T extends { product_id: number }>(
  app: FastifyInstance,
  read: FeedbackPageRead<T>,
  lang: Language,
  user: AuthUser,
  page: number,
) {
  const { rows, total } = await read({ userId: user.id }, pageWindow(page, reviewsPerPage))
  const products = await app.reviewsRepository.productsOf(lang, rows)
  const data = rows.flatMap((row) => {
    const product = products.get(row.product_id)
    return product ? [{ ...withoutProduct(row), product }] : []
  })
  return pagedList(data, total, page, reviewsPerPage)
}

/**
 * What a review and a question share: the shown product it is about (404 for another), who wrote
 * it, signed with their name, and when.
 */
async function shopperFeedback(app: FastifyInstance, user: AuthUser, pid: number, comment: string) {
  await requireShownProduct(app, pid)
  const name = `${user.fname} ${user.lname}`.trim()
  return { productId: pid, userId: user.id, name, comment, createdAt: nowIso() }
}

/** Stores a shopper's review of a shown product and returns its id. */
export async function writeReview(
  app: FastifyInstance,
  user: AuthUser,
  { pid, comment, vote, zaf, ghovat }: CallParsedRequest<typeof reviewCreateCall>,
): Promise<number> {
  return app.reviewsRepository.addReview({
    ...(await shopperFeedback(app, user, pid, comment)),
    vote,
    zaf: toJsonText(zaf),
    ghovat: toJsonText(ghovat),
  })
}

/** Stores a shopper's question on a shown product, tells staff of it, and returns its id. */
export async function askQuestion(
  app: FastifyInstance,
  user: AuthUser,
  { pid, comment }: CallParsedRequest<typeof questionCreateCall>,
): Promise<number> {
  const id = await app.reviewsRepository.addQuestion(await shopperFeedback(app, user, pid, comment))
  await queueQuestionPush(app, id)
  return id
}
