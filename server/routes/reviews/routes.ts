import type { FastifyPluginAsync } from 'fastify'
import {
  feedbackPerPage,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../../src/contract/reviews'
import { toJsonText } from '../../../src/contract/json-text'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { nowIso } from '../../services/tokens'

const fullName = (user: { fname: string; lname: string }) => `${user.fname} ${user.lname}`.trim()

/** One page of a product's reviews or questions. */
const pageWindow = (page: number) => ({
  limit: feedbackPerPage,
  offset: (page - 1) * feedbackPerPage,
})

/** A page of reviews or questions as the lists answer it. */
function feedbackPage<T>(found: { rows: T[]; total: number }, page: number) {
  return { data: found.rows, total: found.total, per_page: feedbackPerPage, current_page: page }
}

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { catalogueRepository, reviewsRepository } = app

  /** 404 unless product `pid` exists. */
  const requireProduct = async (db: Db, pid: number) => {
    if (!(await catalogueRepository.productExists(db, pid))) {
      throw notFound(`There is no product with id ${pid}.`)
    }
  }

  registerCall(app, reviewListCall, async ({ body, db }) => {
    await requireProduct(db, body.pid)
    const found = await reviewsRepository.reviewsPage(db, body.pid, pageWindow(body.page))
    return feedbackPage(found, body.page)
  })

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

  registerCall(app, questionListCall, async ({ body, db }) => {
    await requireProduct(db, body.pid)
    const found = await reviewsRepository.questionsPage(db, body.pid, pageWindow(body.page))
    return feedbackPage(found, body.page)
  })

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
}
