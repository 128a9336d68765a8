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
import type { Language } from '../../../src/contract/common'
import { conflict, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { nowIso } from '../../security/tokens'

/** The name answers go under when the shop's settings give none in the language. */
const fallbackShopName: Record<Language, string> = {
  EN: 'Shop',
  FA: 'فروشگاه',
  AR: 'المتجر',
}

/** The stored 0/1 as staff read it. */
const hiddenAsFlag = <T extends { hidden: number }>(row: T) => ({
  ...row,
  hidden: row.hidden === 1,
})

/** Staff answer the shop's questions and hide (or show again) reviews and questions. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const { auditRepository, contentRepository, reviewsRepository } = app

  /** The shop's name in `lang`, as its settings give it (the header's title). */
  const shopName = async (lang: Language) => {
    const settings = await contentRepository.siteSettings(lang)
    const conf: unknown = settings ? JSON.parse(settings.conf) : undefined
    const title =
      conf && typeof conf === 'object' && 'title' in conf && typeof conf.title === 'string'
        ? conf.title.trim()
        : ''
    return title || fallbackShopName[lang]
  }

  /** Rows with the product each is about, titled in `lang`, in place of its id. */
  const withProducts = async <T extends { product_id: number }>(lang: Language, rows: T[]) => {
    const products = await reviewsRepository.productsOf(lang, rows)
    return rows.flatMap(({ product_id, ...row }) => {
      const product = products.get(product_id)
      return product ? [{ ...row, product }] : []
    })
  }

  /** One review or question with its product; its product goes with it, so it is always there. */
  const withProduct = async <T extends { product_id: number }>(lang: Language, row: T) => {
    const [seen] = await withProducts(lang, [row])
    if (!seen) throw notFound(`There is no product with id ${row.product_id}.`)
    return seen
  }

  const staffReview = async (id: number) => {
    const review = await reviewsRepository.staffReview(id)
    if (!review) throw notFound(`There is no review with id ${id}.`)
    return review
  }

  const staffQuestion = async (id: number, options?: { lock: boolean }) => {
    const question = await reviewsRepository.staffQuestion(id, options)
    if (!question) throw notFound(`There is no question with id ${id}.`)
    return question
  }

  registerCall(app, questionQueueCall, async ({ body, lang }) => {
    const { rows, total } = await reviewsRepository.questionQueue(
      pageWindow(body.page, feedbackPerPage),
    )
    return pagedList(await withProducts(lang, rows), total, body.page, feedbackPerPage)
  })

  registerCall(app, staffReviewListCall, async ({ body, lang }) => {
    const { rows, total } = await reviewsRepository.staffReviewsPage(
      body.visibility,
      pageWindow(body.page, feedbackPerPage),
    )
    const data = (await withProducts(lang, rows)).map(hiddenAsFlag)
    return pagedList(data, total, body.page, feedbackPerPage)
  })

  registerCall(app, staffQuestionListCall, async ({ body, lang }) => {
    const { rows, total } = await reviewsRepository.staffQuestionsPage(
      body.visibility,
      pageWindow(body.page, feedbackPerPage),
    )
    const data = (await withProducts(lang, rows)).map(hiddenAsFlag)
    return pagedList(data, total, body.page, feedbackPerPage)
  })

  registerCall(app, answerQuestionCall, async ({ body, lang, user }) => {
    const question = await staffQuestion(body.question, { lock: true })
    if (question.hidden)
      throw notFound(`Question ${body.question} is hidden: show it first.`, 'hidden')
    // Refused rather than added: two staff working the queue at once would otherwise both
    // answer the same question; the second is told it was answered and sees the answer.
    if (question.answer.length > 0) {
      throw conflict(`Question ${body.question} has already been answered.`, 'answered')
    }
    const answer = { name: await shopName(lang), comment: body.text, created_at: nowIso() }
    await reviewsRepository.addAnswer({
      questionId: question.id,
      name: answer.name,
      comment: answer.comment,
      createdAt: answer.created_at,
    })
    await auditRepository.record(user, {
      action: 'question.answer',
      subject: `question:${question.id}`,
      before: null,
      after: answer,
    })
    return {
      status: true,
      question: hiddenAsFlag(await withProduct(lang, { ...question, answer: [answer] })),
    }
  })

  registerCall(app, reviewVisibilityCall, async ({ body, lang, user }) => {
    const before = await staffReview(body.review)
    // Asking for what already is changes nothing and leaves nothing in the audit.
    if (await reviewsRepository.setReviewHidden(before.id, body.hidden)) {
      await auditRepository.record(user, {
        action: body.hidden ? 'review.hide' : 'review.show',
        subject: `review:${before.id}`,
        before: { hidden: before.hidden === 1 },
        after: { hidden: body.hidden },
      })
    }
    return { status: true, review: { ...(await withProduct(lang, before)), hidden: body.hidden } }
  })

  registerCall(app, questionVisibilityCall, async ({ body, lang, user }) => {
    const before = await staffQuestion(body.question)
    if (await reviewsRepository.setQuestionHidden(before.id, body.hidden)) {
      await auditRepository.record(user, {
        action: body.hidden ? 'question.hide' : 'question.show',
        subject: `question:${before.id}`,
        before: { hidden: before.hidden === 1 },
        after: { hidden: body.hidden },
      })
    }
    return {
      status: true,
      question: { ...(await withProduct(lang, before)), hidden: body.hidden },
    }
  })
}
