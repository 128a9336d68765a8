import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { errorCodes } from '../../src/contract/errors'
import { ApiError } from './errors'

const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The JSON body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: errorCodes.tooLarge,
    message: 'The body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: errorCodes.unsupportedMedia,
    message: 'Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'Bad Content-Length.',
  },
}

/** An error's answer: its status, Retry-After when it has one, and its body naming the request. */
function sendError(reply: FastifyReply, error: ApiError) {
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)))
  }
  return reply.code(error.statusCode).send(error.toBody(reply.request.id))
}

/** What an error that is not the shop's own answers as, in the one shape. */
function apiErrorOf(error: FastifyError): ApiError {
  const known = error.code ? fastifyCodes[error.code] : undefined
  if (known) return new ApiError(known.status, known.code, known.message)
  if (error instanceof SyntaxError) {
    return new ApiError(400, errorCodes.badRequest, 'The body is not valid JSON.')
  }
  if (error.statusCode === 429) {
    return new ApiError(
      429,
      errorCodes.rateLimited,
      'Too many attempts. Wait a minute and try again.',
    )
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, errorCodes.badRequest, error.message)
  }
  return new ApiError(500, errorCodes.internal, 'Something went wrong on our side.')
}

/** Every failure leaves in the one error shape; nothing unexpected leaks its details. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error)
    const answer = apiErrorOf(error)
    if (answer.statusCode === 500) request.log.error(error)
    return sendError(reply, answer)
  })
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new ApiError(404, errorCodes.notFound, `No API call at ${request.method} ${request.url}.`),
    ),
  )
}
