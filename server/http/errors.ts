import type { ApiErrorBody } from '../../src/contract/errors'
import { errorCodes } from '../../src/contract/errors'

/** A failure with its HTTP status, sent in the one error shape. */
export class ApiError extends Error {
  /** Seconds after which a retry may succeed, sent as `Retry-After`. */
  retryAfterSeconds: number | undefined

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds
    return this
  }

  toBody(): ApiErrorBody {
    return {
      status: false,
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    }
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, errorCodes.validation, message, fields)
export const unauthorized = (
  message = 'Log in to do this: the token is missing, expired or invalid.',
) => new ApiError(401, errorCodes.unauthorized, message)
export const forbidden = (message = 'Your account may not do this.') =>
  new ApiError(403, errorCodes.forbidden, message)
export const notFound = (message: string) => new ApiError(404, errorCodes.notFound, message)
export const conflict = (message: string) => new ApiError(409, errorCodes.conflict, message)
