import type { FastifyPluginAsync } from 'fastify'
import {
  answerQuestionCall,
  questionQueueCall,
  questionVisibilityCall,
  reviewVisibilityCall,
  staffQuestionListCall,
  staffReviewListCall,
} from '../../../src/contract/back-office-feedback'
import { mayBeMissing, registerCall } from '../../http/register-call'
import {
  answerQuestion,
  questionQueuePage,
  setQuestionHidden,
  setReviewHidden,
  staffFeedbackPage,
} from '../../services/feedback-moderation'

/** Staff answer the shop's questions and hide (or show again) reviews and questions. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const { staffReviewsPage, staffQuestionsPage } = app.reviewsRepository

  registerCall(app, questionQueueCall, async ({ body, lang }) =>
    questionQueuePage(app, lang, body.page),
  )

  registerCall(app, staffReviewListCall, async ({ body, lang }) =>
    staffFeedbackPage(app, staffReviewsPage, body, lang),
  )

  registerCall(app, staffQuestionListCall, async ({ body, lang }) =>
    staffFeedbackPage(app, staffQuestionsPage, body, lang),
  )

  registerCall(app, answerQuestionCall, mayBeMissing, async ({ body, lang, user }) => ({
    status: true,
    question: await answerQuestion(app, body, lang, user),
  }))

  registerCall(app, reviewVisibilityCall, mayBeMissing, async ({ body, lang, user }) => ({
    status: true,
    review: await setReviewHidden(app, body.review, { hidden: body.hidden, lang, by: user }),
  }))

  registerCall(app, questionVisibilityCall, mayBeMissing, async ({ body, lang, user }) => ({
    status: true,
    question: await setQuestionHidden(app, body.question, { hidden: body.hidden, lang, by: user }),
  }))
}
