import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { ownListQueryOptions } from '../../../api/own-data-reads'
import { sharedQueryKeys } from '../../../api/shared-query-keys'
import type { Language } from '../../../contract/common'
import {
  ownQuestionListCall,
  ownReviewListCall,
  questionCreateCall,
  questionListCall,
  reviewCreateCall,
  reviewListCall,
} from '../../../contract/reviews'
import type { OutboxVariables, OutboxWrite } from '../../../lib/outbox/outbox-queue'

/** A page of a product's reviews, newest first. */
export const reviewsQueryOptions = (lang: Language, pid: number, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'reviews', pid, page, lang],
    queryFn: ({ signal }) => callApi(reviewListCall, { pid, page }, { lang, signal }),
  })

/** A page of a product's questions with their answers, newest first. */
export const questionsQueryOptions = (lang: Language, pid: number, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'questions', pid, page, lang],
    queryFn: ({ signal }) => callApi(questionListCall, { pid, page }, { lang, signal }),
  })

/** A page of the logged-in visitor's own reviews, newest first, each with its product. */
export const ownReviewsQueryOptions = (lang: Language, token: string, page: number) =>
  ownListQueryOptions(['reviews', 'own-reviews'], ownReviewListCall, lang, token, page)

/** A page of the logged-in visitor's own questions with their answers, each with its product. */
export const ownQuestionsQueryOptions = (lang: Language, token: string, page: number) =>
  ownListQueryOptions(['reviews', 'own-questions'], ownQuestionListCall, lang, token, page)

/**
 * What a post under a product changes once sent: page 1 of the product's list of them, the
 * visitor's own list, and the product's counts (and, for a review, its vote).
 */
const postChanges =
  (list: 'reviews' | 'questions', ownList: 'own-reviews' | 'own-questions') =>
  ({ body, about }: OutboxVariables<{ pid: number | string }>) => [
    ['reviews', list, body.pid],
    ['reviews', ownList],
    sharedQueryKeys.product(about.unique),
  ]

/** A review, queued in the outbox: page 1 of the product's reviews shows it once sent. */
export const reviewWrite: OutboxWrite<typeof reviewCreateCall> = {
  kind: 'review',
  call: reviewCreateCall,
  changes: postChanges('reviews', 'own-reviews'),
}

/** A question, queued in the outbox: page 1 of the product's questions shows it once sent. */
export const questionWrite: OutboxWrite<typeof questionCreateCall> = {
  kind: 'question',
  call: questionCreateCall,
  changes: postChanges('questions', 'own-questions'),
}
