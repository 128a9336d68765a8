import { toJsonText } from '../../src/contract/json-text'
import {
  customerAnswers,
  questionWords,
  reviewComments,
  reviewers,
  reviewTags,
  sellers,
  supportName,
} from './catalogue-review-words'
import { serialBase, serialPrefix, serialsPerProduct, serialType } from './catalogue-drafts'
import { SeededRandom } from './catalogue-random'
import type { CategoryKey } from './catalogue-words'

export interface ReviewDraft {
  /** Index into `reviewers`. */
  reviewer: number
  vote: number
  comment: string
  zaf: string
  ghovat: string
  created_at: string
}

export interface QuestionDraft {
  reviewer: number
  comment: string
  created_at: string
  answers: { name: string; comment: string; created_at: string }[]
}

export interface SerialDraft {
  serial: string
  product_type: string
  registered_at: string
  seller: string
  warranty_until: string
}

export interface ReviewsDraft {
  reviews: ReviewDraft[]
  questions: QuestionDraft[]
  serials: SerialDraft[]
  /** Rounded average vote, 0 without reviews. */
  vote: number
}

const dayMs = 86_400_000
const votes = [5, 5, 5, 4, 4, 4, 3, 2, 1] as const

const later = (iso: string, days: number, hours = 0) =>
  new Date(Date.parse(iso) + days * dayMs + hours * 3_600_000).toISOString()

export const reviewerName = (index: number) => {
  const reviewer = reviewers[index % reviewers.length]
  return reviewer ? `${reviewer.fname} ${reviewer.lname}` : ''
}

/**
 * Reviews, questions with answers and registered serials of demo product `n`. Product 1 of
 * each category has more than one page of reviews and of questions.
 */
export function reviewsDraft(category: CategoryKey, n: number, createdAt: string): ReviewsDraft {
  const rng = new SeededRandom((category === 'irons' ? 31 : 37) * 100_003 + n * 104_729)
  const reviewCount = n === 1 ? 14 : 2 + ((n * 7) % 8)
  const reviews: ReviewDraft[] = []
  for (let k = 0; k < reviewCount; k++) {
    const vote = rng.pick(votes)
    const words = rng.pick(reviewComments[vote])
    const tags = reviewTags[words.lang]
    reviews.push({
      reviewer: (n + k) % reviewers.length,
      vote,
      comment: words.comment,
      ghovat: toJsonText(rng.sample(tags.ghovat, vote >= 4 ? rng.int(1, 2) : rng.int(0, 1))),
      zaf: toJsonText(rng.sample(tags.zaf, vote <= 3 ? rng.int(1, 2) : rng.int(0, 1))),
      created_at: later(createdAt, 2 + k * 2, k % 5),
    })
  }

  const questionCount = n === 1 ? 12 : 1 + (n % 4)
  const pool = questionWords[category]
  const questions: QuestionDraft[] = []
  for (let k = 0; k < questionCount; k++) {
    const words = pool[(n + k) % pool.length]
    if (!words) continue
    const asked = later(createdAt, 1 + k * 3, 2)
    const answers = [{ name: supportName, comment: words.answer, created_at: later(asked, 0, 5) }]
    if (k % 3 === 0) {
      answers.push({
        name: reviewerName(n + k + 2),
        comment: customerAnswers[(n + k) % customerAnswers.length] ?? '',
        created_at: later(asked, 2),
      })
    }
    questions.push({
      reviewer: (n + k + 1) % reviewers.length,
      comment: words.question,
      created_at: asked,
      answers,
    })
  }

  const serials: SerialDraft[] = []
  for (let s = 0; s < serialsPerProduct; s++) {
    const registered = later(createdAt, 10 + s * 20)
    const until = new Date(registered)
    until.setUTCMonth(until.getUTCMonth() + 24)
    serials.push({
      serial: `${serialPrefix[category]}-${serialBase[category] + (n - 1) * serialsPerProduct + s}`,
      product_type: serialType[category],
      registered_at: registered,
      seller: sellers[(n + s) % sellers.length] ?? '',
      warranty_until: until.toISOString(),
    })
  }

  const vote = reviews.length
    ? Math.round(reviews.reduce((sum, r) => sum + r.vote, 0) / reviews.length)
    : 0
  return { reviews, questions, serials, vote }
}
