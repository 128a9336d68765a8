import type { ApiErrorBody } from '../../src/contract/errors'
import { errorCodes } from '../../src/contract/errors'
import {
  wholeRequest,
  type FieldReason,
  type FieldRefusal,
} from '../../src/contract/field-refusals'

/** What is wrong with one field of a request: why, and in English for the API's reader. */
export interface FieldProblem extends FieldRefusal {
  message: string
}

const eachField = <T>(problems: Record<string, FieldProblem>, pick: (p: FieldProblem) => T) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, pick(problem)]))

/** A failure with its HTTP status, sent in the one error shape. */
export class ApiError extends Error {
  /** Seconds after which a retry may succeed, sent as `Retry-After`. */
  retryAfterSeconds: number | undefined

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** What is wrong with each refused field, by its path. */
    readonly problems?: Record<string, FieldProblem>,
  ) {
    super(message)
  }

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds
    return this
  }

  /** The error's body; `requestId` names the request it answers, for a shopper to quote. */
  toBody(requestId?: string): ApiErrorBody {
    return {
      status: false,
      error: {
        code: this.code,
        message: this.message,
        ...(requestId ? { requestId } : {}),
        ...(this.problems
          ? {
              fields: eachField(this.problems, ({ message }) => message),
              refusals: eachField(this.problems, ({ reason, limit }) =>
                limit === undefined ? { reason } : { reason, limit },
              ),
            }
          : {}),
      },
    }
  }
}

export const badRequest = (message: string, problems?: Record<string, FieldProblem>) =>
  new ApiError(400, errorCodes.validation, message, problems)

/** A request refused for one of its fields, whose message is the refusal's. */
export const fieldRefused = (field: string, problem: FieldProblem) =>
  badRequest(problem.message, { [field]: problem })
export const unauthorized = (
  message = 'Log in to do this: the token is missing, expired or invalid.',
) => new ApiError(401, errorCodes.unauthorized, message)
export const forbidden = (message = 'Your account may not do this.') =>
  new ApiError(403, errorCodes.forbidden, message)
/** The whole request's refusal, for a form to say why in its language. */
const wholeRefused = (message: string, reason?: FieldReason) =>
  reason ? { [wholeRequest]: { reason, message } } : undefined

export const notFound = (message: string, reason?: FieldReason) =>
  new ApiError(404, errorCodes.notFound, message, wholeRefused(message, reason))
export const conflict = (message: string, reason?: FieldReason) =>
  new ApiError(409, errorCodes.conflict, message, wholeRefused(message, reason))
