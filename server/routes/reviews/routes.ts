import type { FastifyPluginAsync } from 'fastify'
import {
  reviewsPerPage,
  ownQuestionListCall,
  ownReviewListCall,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../../src/contract/reviews'
import { toJsonText } from '../../../src/contract/json-text'
import type { Language } from '../../../src/contract/common'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow, type PageWindow } from '../../records/paged-list'
import { nowIso } from '../../security/tokens'
import { requireShownProduct } from '../../services/shown-product'

const fullName = (user: { fname: string; lname: string }) => `${user.fname} ${user.lname}`.trim()

/** A product's reviews or questions leave out the product they are all about. */
const withoutProduct = <T extends { product_id: number }>({ product_id: _, ...rest }: T) => rest

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { reviewsRepository } = app

  /** A page of one product's reviews or questions; 404 for an unknown product. */
  const productPage = async <T extends { product_id: number }>(
    { pid, page }: { pid: number; page: number },
    read: (of: { productId: number }, window: PageWindow) => Promise<{ rows: T[]; total: number }>,
  ) => {
    await requireShownProduct(app, pid)
    const { rows, total } = await read({ productId: pid }, pageWindow(page, reviewsPerPage))
    return pagedList(rows.map(withoutProduct), total, page, reviewsPerPage)
  }

  registerCall(
    app,
    reviewListCall,
    async ({ body }) => productPage(body, reviewsRepository.reviewsPage),
    { errors: [404] },
  )

  registerCall(
    app,
    reviewCreateCall,
    async ({ body, user }) => {
      await requireShownProduct(app, body.pid)
      const id = await reviewsRepository.addReview({
        productId: body.pid,
        userId: user.id,
        name: fullName(user),
        comment: body.comment,
        vote: body.vote,
        zaf: toJsonText(body.zaf),
        ghovat: toJsonText(body.ghovat),
        createdAt: nowIso(),
      })
      return { status: true, msg: 'Your review was sent.', id }
    },
    { errors: [404] },
  )

  registerCall(app, questionListCall, async ({ body }) =>
    productPage(body, reviewsRepository.questionsPage),
  )

  registerCall(
    app,
    questionCreateCall,
    async ({ body, user }) => {
      await requireShownProduct(app, body.pid)
      const id = await reviewsRepository.addQuestion({
        productId: body.pid,
        userId: user.id,
        name: fullName(user),
        comment: body.comment,
        createdAt: nowIso(),
      })
      return { status: true, msg: 'Your question was sent.', id }
    },
    { errors: [404] },
  )

  /** A page of the visitor's own reviews or questions, each with the product it is about. */
  const ownPage = async <T extends { product_id: number }>(
    lang: Language,
    { rows, total }: { rows: T[]; total: number },
    page: number,
  ) => {
    const products = await reviewsRepository.productsOf(lang, rows)
    const data = rows.flatMap((row) => {
      const product = products.get(row.product_id)
      return product ? [{ ...withoutProduct(row), product }] : []
    })
    return pagedList(data, total, page, reviewsPerPage)
  }

  registerCall(app, ownReviewListCall, async ({ body, user, lang }) => {
    const found = await reviewsRepository.reviewsPage(
      { userId: user.id },
      pageWindow(body.page, reviewsPerPage),
    )
    return ownPage(lang, found, body.page)
  })

  registerCall(app, ownQuestionListCall, async ({ body, user, lang }) => {
    const found = await reviewsRepository.questionsPage(
      { userId: user.id },
      pageWindow(body.page, reviewsPerPage),
    )
    return ownPage(lang, found, body.page)
  })
}
