import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { retryUnlessRefused } from '../../../api/login-refused'
import type { Language } from '../../../contract/common'
import {
  ownQuestionListCall,
  ownReviewListCall,
  questionListCall,
  reviewListCall,
} from '../../../contract/reviews'

/** A page of a product's reviews, newest first. */
export const reviewsQueryOptions = (lang: Language, pid: number, page: number) =>
  queryOptions({
    queryKey: ['feedback', 'reviews', pid, page, lang],
    queryFn: ({ signal }) => callApi(reviewListCall, { pid, page }, { lang, signal }),
  })

/** A page of a product's questions with their answers, newest first. */
export const questionsQueryOptions = (lang: Language, pid: number, page: number) =>
  queryOptions({
    queryKey: ['feedback', 'questions', pid, page, lang],
    queryFn: ({ signal }) => callApi(questionListCall, { pid, page }, { lang, signal }),
  })

/** A page of the logged-in visitor's own reviews, newest first, each with its product. */
export const ownReviewsQueryOptions = (lang: Language, token: string, page: number) =>
  queryOptions({
    queryKey: ['feedback', 'own-reviews', token, page, lang],
    queryFn: ({ signal }) => callApi(ownReviewListCall, { page }, { lang, signal, token }),
    retry: retryUnlessRefused,
  })

/** A page of the logged-in visitor's own questions with their answers, each with its product. */
export const ownQuestionsQueryOptions = (lang: Language, token: string, page: number) =>
  queryOptions({
    queryKey: ['feedback', 'own-questions', token, page, lang],
    queryFn: ({ signal }) => callApi(ownQuestionListCall, { page }, { lang, signal, token }),
    retry: retryUnlessRefused,
  })
