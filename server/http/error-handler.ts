import type { FastifyError, FastifyInstance } from 'fastify'
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

/** Every failure leaves in the one error shape; nothing unexpected leaks its details. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)))
      }
      return reply.code(error.statusCode).send(error.toBody(request.id))
    }
    const known = error.code ? fastifyCodes[error.code] : undefined
    if (known)
      return reply
        .code(known.status)
        .send(new ApiError(known.status, known.code, known.message).toBody(request.id))
    if (error instanceof SyntaxError) {
      return reply
        .code(400)
        .send(
          new ApiError(400, errorCodes.badRequest, 'The body is not valid JSON.').toBody(
            request.id,
          ),
        )
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(
          new ApiError(
            429,
            errorCodes.rateLimited,
            'Too many attempts. Wait a minute and try again.',
          ).toBody(request.id),
        )
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send(
          new ApiError(error.statusCode, errorCodes.badRequest, error.message).toBody(request.id),
        )
    }
    request.log.error(error)
    return reply
      .code(500)
      .send(
        new ApiError(500, errorCodes.internal, 'Something went wrong on our side.').toBody(
          request.id,
        ),
      )
  })
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        new ApiError(
          404,
          errorCodes.notFound,
          `No API call at ${request.method} ${request.url}.`,
        ).toBody(request.id),
      ),
  )
}
