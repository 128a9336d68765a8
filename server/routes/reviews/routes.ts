import type { FastifyPluginAsync } from 'fastify'
import {
  feedbackPerPage,
  ownQuestionListCall,
  ownReviewListCall,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../../src/contract/reviews'
import { toJsonText } from '../../../src/contract/json-text'
import type { Language } from '../../../src/contract/common'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow, type PageWindow } from '../../records/paged-list'
import { nowIso } from '../../security/tokens'

const fullName = (user: { fname: string; lname: string }) => `${user.fname} ${user.lname}`.trim()

/** A product's reviews or questions leave out the product they are all about. */
const withoutProduct = <T extends { product_id: number }>({ product_id: _, ...rest }: T) => rest

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { catalogueRepository, reviewsRepository } = app

  /** 404 unless product `pid` exists. */
  const requireProduct = async (db: Db, pid: number) => {
    if (!(await catalogueRepository.productExists(db, pid))) {
      throw notFound(`There is no product with id ${pid}.`)
    }
  }

  /** A page of one product's reviews or questions; 404 for an unknown product. */
  const productPage = async <T extends { product_id: number }>(
    db: Db,
    { pid, page }: { pid: number; page: number },
    read: (
      db: Db,
      of: { productId: number },
      window: PageWindow,
    ) => Promise<{ rows: T[]; total: number }>,
  ) => {
    await requireProduct(db, pid)
    const { rows, total } = await read(db, { productId: pid }, pageWindow(page, feedbackPerPage))
    return pagedList(rows.map(withoutProduct), total, page, feedbackPerPage)
  }

  registerCall(app, reviewListCall, async ({ body, db }) =>
    productPage(db, body, reviewsRepository.reviewsPage),
  )

  registerCall(app, reviewCreateCall, async ({ body, user, db }) => {
    await requireProduct(db, body.pid)
    const id = await reviewsRepository.addReview(db, {
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
  })

  registerCall(app, questionListCall, async ({ body, db }) =>
    productPage(db, body, reviewsRepository.questionsPage),
  )

  registerCall(app, questionCreateCall, async ({ body, user, db }) => {
    await requireProduct(db, body.pid)
    const id = await reviewsRepository.addQuestion(db, {
      productId: body.pid,
      userId: user.id,
      name: fullName(user),
      comment: body.comment,
      createdAt: nowIso(),
    })
    return { status: true, msg: 'Your question was sent.', id }
  })

  /** A page of the visitor's own reviews or questions, each with the product it is about. */
  const ownPage = async <T extends { product_id: number }>(
    db: Db,
    lang: Language,
    { rows, total }: { rows: T[]; total: number },
    page: number,
  ) => {
    const products = await reviewsRepository.productsOf(db, lang, rows)
    const data = rows.flatMap((row) => {
      const product = products.get(row.product_id)
      return product ? [{ ...withoutProduct(row), product }] : []
    })
    return pagedList(data, total, page, feedbackPerPage)
  }

  registerCall(app, ownReviewListCall, async ({ body, user, lang, db }) => {
    const found = await reviewsRepository.reviewsPage(
      db,
      { userId: user.id },
      pageWindow(body.page, feedbackPerPage),
    )
    return ownPage(db, lang, found, body.page)
  })

  registerCall(app, ownQuestionListCall, async ({ body, user, lang, db }) => {
    const found = await reviewsRepository.questionsPage(
      db,
      { userId: user.id },
      pageWindow(body.page, feedbackPerPage),
    )
    return ownPage(db, lang, found, body.page)
  })
}
