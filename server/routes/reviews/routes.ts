import type { FastifyPluginAsync } from 'fastify'
import {
  ownQuestionListCall,
  ownReviewListCall,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../../src/contract/reviews'
import { mayBeMissing, registerCall } from '../../http/register-call'
import {
  askQuestion,
  ownFeedbackPage,
  productFeedbackPage,
  writeReview,
} from '../../services/product-feedback'

/** Shoppers read a product's reviews and questions, write their own and list those they wrote. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { reviewsPage, questionsPage } = app.reviewsRepository

  registerCall(app, reviewListCall, mayBeMissing, async ({ body }) =>
    productFeedbackPage(app, reviewsPage, body.pid, body.page),
  )

  registerCall(app, reviewCreateCall, mayBeMissing, async ({ body, user }) => ({
    status: true,
    msg: 'Your review was sent.',
    id: await writeReview(app, user, body),
  }))

  registerCall(app, questionListCall, mayBeMissing, async ({ body }) =>
    productFeedbackPage(app, questionsPage, body.pid, body.page),
  )

  registerCall(app, questionCreateCall, mayBeMissing, async ({ body, user }) => ({
    status: true,
    msg: 'Your question was sent.',
    id: await askQuestion(app, user, body),
  }))

  registerCall(app, ownReviewListCall, async ({ body, user, lang }) =>
    ownFeedbackPage(app, reviewsPage, lang, user, body.page),
  )

  registerCall(app, ownQuestionListCall, async ({ body, user, lang }) =>
    ownFeedbackPage(app, questionsPage, lang, user, body.page),
  )
}
