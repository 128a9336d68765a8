import type { FastifyInstance } from 'fastify'
import { feedbackPerPage, type Visibility } from '../../src/contract/back-office-feedback'
import type { Language } from '../../src/contract/common'
import type { PagedRows } from '../db/paged-query'
import { conflict, notFound } from '../http/errors'
import { pagedList, pageWindow, type PageWindow } from '../records/paged-list'
import type { Changer } from '../repositories/audit-repository'
import { nowIso } from '../security/tokens'

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

/** The shop's name in `lang`, as its settings give it (the header's title). */
async function shopName(app: FastifyInstance, lang: Language): Promise<string> {
  const settings = await app.contentRepository.siteSettings(lang)
  const conf: unknown = settings ? JSON.parse(settings.conf) : undefined
  const title =
    conf && typeof conf === 'object' && 'title' in conf && typeof conf.title === 'string'
      ? conf.title.trim()
      : ''
  return title || fallbackShopName[lang]
}

/** Rows with the product each is about, titled in `lang`, in place of its id. */
async function withProducts<T extends { product_id: number }>(
  app: FastifyInstance,
  lang: Language,
  rows: T[],
) {
  const products = await app.reviewsRepository.productsOf(lang, rows)
  return rows.flatMap(({ product_id, ...row }) => {
    const product = products.get(product_id)
    return product ? [{ ...row, product }] : []
  })
}

/** One review or question with its product; its product goes with it, so it is always there. */
async function withProduct<T extends { product_id: number }>(
  app: FastifyInstance,
  lang: Language,
  row: T,
) {
  const [seen] = await withProducts(app, lang, [row])
  if (!seen) throw notFound(`There is no product with id ${row.product_id}.`)
  return seen
}

async function staffReview(app: FastifyInstance, id: number) {
  const review = await app.reviewsRepository.staffReview(id)
  if (!review) throw notFound(`There is no review with id ${id}.`)
  return review
}

async function staffQuestion(app: FastifyInstance, id: number, options?: { lock: boolean }) {
  const question = await app.reviewsRepository.staffQuestion(id, options)
  if (!question) throw notFound(`There is no question with id ${id}.`)
  return question
}

/**
 * The shop's answer to a question, under its name in `lang`, audited, in the caller's
 * transaction. Refused for a hidden question, and for one answered meanwhile (two staff working
 * the queue at once would otherwise both answer it: the second is told, and sees the answer).
 */
export async function answerQuestion(
  app: FastifyInstance,
  { question: id, text }: { question: number; text: string },
  lang: Language,
  by: Changer,
) {
  const question = await staffQuestion(app, id, { lock: true })
  if (question.hidden) throw notFound(`Question ${id} is hidden: show it first.`, 'hidden')
  if (question.answer.length > 0) {
    throw conflict(`Question ${id} has already been answered.`, 'answered')
  }
  const answer = { name: await shopName(app, lang), comment: text, created_at: nowIso() }
  await app.reviewsRepository.addAnswer({
    questionId: question.id,
    name: answer.name,
    comment: answer.comment,
    createdAt: answer.created_at,
  })
  await app.auditRepository.record(by, {
    action: 'question.answer',
    subject: `question:${question.id}`,
    before: null,
    after: answer,
  })
  return hiddenAsFlag(await withProduct(app, lang, { ...question, answer: [answer] }))
}

/** A hide or a show asked by staff, answered in `lang`. */
export interface HiddenChange {
  hidden: boolean
  lang: Language
  by: Changer
}

/**
 * Hides a review or a question or shows it again, audited; asking for what already is changes
 * nothing. The row as it is then, with its product.
 */
async function changeHidden<T extends { id: number; hidden: number; product_id: number }>(
  app: FastifyInstance,
  kind: 'review' | 'question',
  before: T,
  { hidden, lang, by }: HiddenChange,
) {
  const { reviewsRepository } = app
  const changed =
    kind === 'review'
      ? await reviewsRepository.setReviewHidden(before.id, hidden)
      : await reviewsRepository.setQuestionHidden(before.id, hidden)
  if (changed) {
    await app.auditRepository.record(by, {
      action: `${kind}.${hidden ? 'hide' : 'show'}`,
      subject: `${kind}:${before.id}`,
      before: { hidden: before.hidden === 1 },
      after: { hidden },
    })
  }
  return { ...(await withProduct(app, lang, before)), hidden }
}

/** Hides a review or shows it again, audited; asking for what already is changes nothing. */
export async function setReviewHidden(app: FastifyInstance, id: number, change: HiddenChange) {
  return changeHidden(app, 'review', await staffReview(app, id), change)
}

/** Hides a question or shows it again, audited; asking for what already is changes nothing. */
export async function setQuestionHidden(app: FastifyInstance, id: number, change: HiddenChange) {
  return changeHidden(app, 'question', await staffQuestion(app, id), change)
}

/** The questions nobody has answered yet, oldest first, each with its product. */
export async function questionQueuePage(app: FastifyInstance, lang: Language, page: number) {
  const { rows, total } = await app.reviewsRepository.questionQueue(
    pageWindow(page, feedbackPerPage),
  )
  return pagedList(await withProducts(app, lang, rows), total, page, feedbackPerPage)
}

/**
 * A page of the reviews or of the questions (the reviews repository's `staffReviewsPage`,
 * `staffQuestionsPage`) staff see, shown, hidden or both, each with its product.
 */
export async function staffFeedbackPage<T extends { product_id: number; hidden: number }>(
  app: FastifyInstance,
  read: (visibility: Visibility, window: PageWindow) => Promise<PagedRows<T>>,
  { visibility, page }: { visibility: Visibility; page: number },
  lang: Language,
) {
  const { rows, total } = await read(visibility, pageWindow(page, feedbackPerPage))
  const data = (await withProducts(app, lang, rows)).map(hiddenAsFlag)
  return pagedList(data, total, page, feedbackPerPage)
}
