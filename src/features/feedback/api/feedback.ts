import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { questionListCall, reviewListCall } from '../../../contract/reviews'

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
