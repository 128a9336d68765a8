import type { FastifyPluginAsync } from 'fastify'
import {
  answerQuestionCall,
  feedbackPerPage,
  questionQueueCall,
  questionVisibilityCall,
  reviewVisibilityCall,
  staffQuestionListCall,
  staffReviewListCall,
} from '../../../src/contract/back-office-feedback'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import {
  answerQuestion,
  hiddenAsFlag,
  setQuestionHidden,
  setReviewHidden,
  withProducts,
} from '../../services/feedback-moderation'

/** Staff answer the shop's questions and hide (or show again) reviews and questions. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const { reviewsRepository } = app

  registerCall(app, questionQueueCall, async ({ body, lang }) => {
    const { rows, total } = await reviewsRepository.questionQueue(
      pageWindow(body.page, feedbackPerPage),
    )
    return pagedList(await withProducts(app, lang, rows), total, body.page, feedbackPerPage)
  })

  registerCall(app, staffReviewListCall, async ({ body, lang }) => {
    const { rows, total } = await reviewsRepository.staffReviewsPage(
      body.visibility,
      pageWindow(body.page, feedbackPerPage),
    )
    const data = (await withProducts(app, lang, rows)).map(hiddenAsFlag)
    return pagedList(data, total, body.page, feedbackPerPage)
  })

  registerCall(app, staffQuestionListCall, async ({ body, lang }) => {
    const { rows, total } = await reviewsRepository.staffQuestionsPage(
      body.visibility,
      pageWindow(body.page, feedbackPerPage),
    )
    const data = (await withProducts(app, lang, rows)).map(hiddenAsFlag)
    return pagedList(data, total, body.page, feedbackPerPage)
  })

  registerCall(app, answerQuestionCall, mayBeMissing, async ({ body, lang, user }) => ({
    status: true,
    question: await answerQuestion(app, body, lang, user),
  }))

  registerCall(app, reviewVisibilityCall, mayBeMissing, async ({ body, lang, user }) => ({
    status: true,
    review: await setReviewHidden(app, body.review, body.hidden, lang, user),
  }))

  registerCall(app, questionVisibilityCall, mayBeMissing, async ({ body, lang, user }) => ({
    status: true,
    question: await setQuestionHidden(app, body.question, body.hidden, lang, user),
  }))
}
