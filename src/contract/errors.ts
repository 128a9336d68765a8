import * as z from 'zod/mini'
import { onFirstUse } from './on-first-use'

/** The one shape of every failed call. */
export const apiErrorSchema = onFirstUse(() =>
  z.object({
    status: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** The request's id (its `X-Request-Id` header too): what a shopper quotes to the shop. */
      requestId: z.optional(z.string()),
      /** One message per invalid request field, keyed by the field's path (in English). */
      fields: z.optional(z.record(z.string(), z.string())),
      /**
       * Why each of those fields was refused (one of `fieldReasons`, with its limit), for a form
       * to say in its own language. Read as text: a reason this client does not know yet reads
       * as "check this".
       */
      refusals: z.optional(
        z.record(z.string(), z.object({ reason: z.string(), limit: z.optional(z.number()) })),
      ),
    }),
  }),
)
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  idempotencyMismatch: 'idempotency_key_reused',
  /** The first request with this Idempotency-Key has not finished: retry after `Retry-After`. */
  idempotencyInProgress: 'idempotency_in_progress',
  locked: 'site_locked',
  tooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  unsupportedMedia: 'unsupported_media_type',
  internal: 'internal_error',
  /** The server is shutting down (or restarting): retry after `Retry-After`. */
  unavailable: 'service_unavailable',
} as const
