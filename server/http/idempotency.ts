import { createHash } from 'node:crypto'
import { z } from 'zod'
import { errorCodes } from '../../src/contract/errors'
import type {
  IdempotencyRepository,
  IdempotentRequest,
} from '../repositories/idempotency-repository'
import { ApiError } from './errors'

const keySchema = z.uuid()

export type Replay = { statusCode: number; body: unknown }

/** How long a duplicate waits for the first request with its key before being told to retry. */
export const claimWaitSeconds = 5

/** Reads and checks the `Idempotency-Key` header; undefined when the client sent none. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  const value = Array.isArray(header) ? header[0] : header
  if (!keySchema.safeParse(value).success) {
    throw new ApiError(400, errorCodes.badRequest, 'Idempotency-Key must be a UUID.')
  }
  return value
}

/** JSON with every object's keys in order: the same request, however a client wrote it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export function fingerprint(path: string, body: unknown): string {
  return createHash('sha256').update(path).update('\n').update(canonicalJson(body)).digest('hex')
}

const inProgress = () =>
  new ApiError(
    409,
    errorCodes.idempotencyInProgress,
    'A request with this Idempotency-Key is still in progress. Try again in a moment.',
  ).withRetryAfter(1)

/**
 * The answer a completed request with this key gave, checked against this request; undefined
 * when the key has none (yet).
 */
export async function storedAnswer(
  keys: IdempotencyRepository,
  request: IdempotentRequest,
): Promise<Replay | undefined> {
  const existing = await keys.record(request)
  if (!existing) return undefined
  if (existing.path !== request.path || existing.fingerprint !== request.fingerprint) {
    throw new ApiError(
      422,
      errorCodes.idempotencyMismatch,
      'This Idempotency-Key was already used for a different request.',
    )
  }
  if (existing.state !== 'done') throw inProgress()
  return { statusCode: existing.status_code, body: JSON.parse(existing.response) as unknown }
}

/**
 * Claims a key inside the write's own transaction, so the claim commits with the write and its
 * answer, or not at all (a refused write, a crash). Returns the stored answer when the key
 * already has one. A duplicate arriving while the first request's transaction is open waits on
 * the key's row for that transaction's outcome: its answer, or the claim for itself.
 */
export async function claimIdempotencyKey(
  keys: IdempotencyRepository,
  request: IdempotentRequest,
): Promise<Replay | undefined> {
  const claim = await keys.claim(request, claimWaitSeconds)
  if (claim === 'busy') throw inProgress()
  if (claim === 'claimed') return undefined
  return storedAnswer(keys, request)
}
