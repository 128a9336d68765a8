import {
  questionQueueCall,
  staffQuestionListCall,
  staffReviewListCall,
  type Visibility,
} from '../../../../contract/back-office-feedback'
import { staffRead } from '../../api/staff-calls'

/** What the reviews screen's address holds: the list, which of its entries, the page. */
export interface FeedbackListSearch {
  list?: 'reviews' | 'questions'
  show?: Visibility
  page?: number
}

/** The keys of the reviews' reads: each starts with `reviews`. */
export const reviewKeys = {
  all: ['reviews'] as const,
}

/** The keys of the questions' reads (their list and the queue of those waiting): `questions`. */
export const questionKeys = {
  all: ['questions'] as const,
}

/** A page of every product's reviews, all of them or those shown or hidden. */
export const reviewListQuery = (visibility: Visibility, page: number) =>
  staffRead([...reviewKeys.all, 'list', visibility, page], staffReviewListCall, {
    page,
    visibility,
  })

/** A page of every product's questions, all of them or those shown or hidden. */
export const questionListQuery = (visibility: Visibility, page: number) =>
  staffRead([...questionKeys.all, 'list', visibility, page], staffQuestionListCall, {
    page,
    visibility,
  })

/** A page of the questions the shop has not answered yet. */
export const questionQueueQuery = (page: number) =>
  staffRead([...questionKeys.all, 'queue', page], questionQueueCall, { page })
