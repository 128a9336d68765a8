import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { ignoredUid, pagedList, pageNumber, rowId, tokenField, ownListCall } from './common'
import { jsonText } from './json-text'
import { onFirstUse } from './on-first-use'

/** Reviews and questions per page. */
export const reviewsPerPage = 10
export const commentMinLength = 3
export const commentMaxLength = 2000
export const maxTags = 10
export const tagMaxLength = 80

export const votes = [1, 2, 3, 4, 5] as const

const productRef = onFirstUse(() => ({
  /** Product id (`pro.id` of `product/single`). */
  pid: rowId,
  /** What is reviewed; only products have reviews. */
  type: z._default(z.literal('product'), 'product'),
}))

const commentText = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(commentMinLength, `is required (at least ${commentMinLength} characters)`),
      z.maxLength(commentMaxLength, `must be at most ${commentMaxLength} characters`),
    ),
)

/** Strength or weakness tags: a list, or that list as JSON text (as the original client sends). */
const tagList = onFirstUse(() =>
  jsonText(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'tags must not be empty'),
            z.maxLength(tagMaxLength, `tags must be at most ${tagMaxLength} characters`),
          ),
      )
      .check(z.maxLength(maxTags, `at most ${maxTags} tags`)),
  ),
)

const textList = onFirstUse(() => jsonText(z.array(z.string())))

/** What a review, a question and an answer each are: who wrote what, and when. */
const postedText = onFirstUse(() => ({
  name: z.string(),
  comment: z.string(),
  created_at: z.string(),
}))

export const reviewSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    ...postedText,
    vote: z.int().check(z.minimum(1), z.maximum(5)),
    /** Weaknesses, JSON text of a list. */
    zaf: textList,
    /** Strengths, JSON text of a list. */
    ghovat: textList,
  }),
)
export type Review = z.output<typeof reviewSchema>

export const answerSchema = onFirstUse(() => z.object(postedText))

export const questionSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    ...postedText,
    /** Answers, oldest first. */
    answer: z.array(answerSchema),
  }),
)
export type Question = z.output<typeof questionSchema>

const listRequest = onFirstUse(() =>
  z.strictObject({
    ...productRef,
    page: pageNumber,
    token: tokenField,
    uid: ignoredUid,
  }),
)

/** Newest first. */
export const reviewListCall = onFirstUse(() =>
  defineCall({
    path: v1('send/get_review'),
    cacheable: true,
    request: listRequest,
    response: pagedList(reviewSchema),
  }),
)

export const reviewCreateCall = onFirstUse(() =>
  defineCall({
    path: v1('send/set_review'),
    auth: 'user',
    write: true,
    request: z.strictObject({
      ...productRef,
      /** A number or a string of digits; a boolean or a list is refused, never read as a vote. */
      vote: z._default(
        z.pipe(
          z.union([
            z.number(),
            z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/)), z.transform(Number)),
          ]),
          z.int().check(z.minimum(1), z.maximum(5)),
        ),
        5,
      ),
      comment: commentText,
      zaf: z._default(tagList, []),
      ghovat: z._default(tagList, []),
      token: tokenField,
      uid: ignoredUid,
    }),
    response: z.object({ status: z.literal(true), msg: z.string(), id: z.int() }),
  }),
)

/** Newest first, each with its answers. */
export const questionListCall = onFirstUse(() =>
  defineCall({
    path: v1('send/get_comment'),
    cacheable: true,
    request: listRequest,
    response: pagedList(questionSchema),
  }),
)

export const questionCreateCall = onFirstUse(() =>
  defineCall({
    path: v1('send/set_comment'),
    auth: 'user',
    write: true,
    request: z.strictObject({
      ...productRef,
      comment: commentText,
      token: tokenField,
      uid: ignoredUid,
    }),
    response: z.object({ status: z.literal(true), msg: z.string(), id: z.int() }),
  }),
)

/** The product a visitor's own review or question is about, in the asked language. */
const reviewedProductSchema = onFirstUse(() =>
  z.object({ id: z.int(), uniqueId: z.string(), title: z.string() }),
)

export const ownReviewSchema = onFirstUse(() =>
  z.extend(reviewSchema, { product: reviewedProductSchema }),
)
export type OwnReview = z.output<typeof ownReviewSchema>

export const ownQuestionSchema = onFirstUse(() =>
  z.extend(questionSchema, { product: reviewedProductSchema }),
)
export type OwnQuestion = z.output<typeof ownQuestionSchema>

/** The logged-in visitor's reviews, newest first, each with its product. */
export const ownReviewListCall = onFirstUse(() => ownListCall('send/my_reviews', ownReviewSchema))

/** The logged-in visitor's questions, newest first, each with its answers and its product. */
export const ownQuestionListCall = onFirstUse(() =>
  ownListCall('send/my_comments', ownQuestionSchema),
)
