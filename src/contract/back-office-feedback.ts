import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { pagedList, pageNumber, rowId, pageRequest } from './common'
import { visibilities, type Visibility } from './feedback-visibilities'
import { onFirstUse } from './on-first-use'
import { answerSchema } from './reviews'

export const feedbackPerPage = 20
export const answerMaxLength = 2000

export { visibilities, type Visibility }

/** The product a review or question is about, titled in the asked language. */
const feedbackProductSchema = onFirstUse(() =>
  z.object({ id: z.int(), uniqueId: z.string(), title: z.string() }),
)

/** A question waiting for the shop's answer. */
export const queuedQuestionSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    product: feedbackProductSchema,
    /** The writer's name, as the product page shows it. */
    name: z.string(),
    comment: z.string(),
    created_at: z.string(),
  }),
)
export type QueuedQuestion = z.output<typeof queuedQuestionSchema>

export const staffReviewSchema = onFirstUse(() =>
  z.extend(queuedQuestionSchema, { vote: z.int(), hidden: z.boolean() }),
)
export type StaffReview = z.output<typeof staffReviewSchema>

export const staffQuestionSchema = onFirstUse(() =>
  z.extend(queuedQuestionSchema, {
    hidden: z.boolean(),
    /** Answers, oldest first. */
    answer: z.array(answerSchema),
  }),
)
export type StaffQuestion = z.output<typeof staffQuestionSchema>

const listRequest = onFirstUse(() =>
  z.strictObject({
    page: pageNumber,
    visibility: z._default(z.enum(visibilities, { error: 'must be all, shown or hidden' }), 'all'),
  }),
)

/** Questions not hidden and not answered yet, oldest first: the staff's queue. */
export const questionQueueCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/questions/queue'),
    auth: 'staff',
    area: 'feedback',
    request: pageRequest,
    response: pagedList(queuedQuestionSchema),
  }),
)

/** Every product's reviews, newest first, narrowed to the hidden or the shown ones when asked. */
export const staffReviewListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/reviews'),
    auth: 'staff',
    area: 'feedback',
    request: listRequest,
    response: pagedList(staffReviewSchema),
  }),
)

/** Every product's questions with their answers, newest first, narrowed like the reviews. */
export const staffQuestionListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/questions'),
    auth: 'staff',
    area: 'feedback',
    request: listRequest,
    response: pagedList(staffQuestionSchema),
  }),
)

/** Answers a question in the shop's name; it shows under the question on the product page. */
export const answerQuestionCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/questions/answer'),
    auth: 'staff',
    area: 'feedback',
    write: true,
    request: z.strictObject({
      question: rowId,
      text: z
        .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
        .check(
          z.trim(),
          z.minLength(1, 'must not be empty'),
          z.maxLength(answerMaxLength, `must be at most ${answerMaxLength} characters`),
        ),
    }),
    response: z.object({ status: z.literal(true), question: staffQuestionSchema }),
  }),
)

const visibilityRequest = onFirstUse(() =>
  z.boolean({ error: 'must be true (hide) or false (show)' }),
)

/** Hides a review from the shop (or shows it again); asking twice changes nothing more. */
export const reviewVisibilityCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/reviews/visibility'),
    auth: 'staff',
    area: 'feedback',
    write: true,
    request: z.strictObject({ review: rowId, hidden: visibilityRequest }),
    response: z.object({ status: z.literal(true), review: staffReviewSchema }),
  }),
)

/** Hides a question with its answers from the shop (or shows it again); idempotent. */
export const questionVisibilityCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/questions/visibility'),
    auth: 'staff',
    area: 'feedback',
    write: true,
    request: z.strictObject({ question: rowId, hidden: visibilityRequest }),
    response: z.object({ status: z.literal(true), question: staffQuestionSchema }),
  }),
)
