import { createHash } from 'node:crypto'
import { z } from 'zod'
import { errorCodes } from '../../src/contract/errors'
import type { Db } from '../db/database'
import { nowIso } from '../services/tokens'
import { ApiError } from './errors'

const keySchema = z.uuid()

export interface IdempotencyClaim {
  key: string
  scope: string
}

export type Replay = { statusCode: number; body: unknown }

/** Reads and checks the `Idempotency-Key` header; undefined when the client sent none. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  const value = Array.isArray(header) ? header[0] : header
  if (!keySchema.safeParse(value).success) {
    throw new ApiError(400, errorCodes.badRequest, 'Idempotency-Key must be a UUID.')
  }
  return value
}

export function fingerprint(path: string, body: unknown): string {
  return createHash('sha256')
    .update(path)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('hex')
}

/**
 * Claims a key before the write runs. Returns the stored response when this key already
 * completed the same request; throws 422 when it was used for a different request and 409 while
 * the first request with it is still running.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: IdempotencyClaim & { path: string; fingerprint: string },
): Promise<Replay | undefined> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      key: claim.key,
      scope: claim.scope,
      path: claim.path,
      fingerprint: claim.fingerprint,
      state: 'pending',
      status_code: 0,
      response: '',
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['key', 'scope']).doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return undefined

  const existing = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', claim.key)
    .where('scope', '=', claim.scope)
    .executeTakeFirstOrThrow()
  if (existing.path !== claim.path || existing.fingerprint !== claim.fingerprint) {
    throw new ApiError(
      422,
      errorCodes.idempotencyMismatch,
      'This Idempotency-Key was already used for a different request.',
    )
  }
  if (existing.state !== 'done') {
    throw new ApiError(
      409,
      errorCodes.conflict,
      'A request with this Idempotency-Key is still in progress.',
    )
  }
  return { statusCode: existing.status_code, body: JSON.parse(existing.response) as unknown }
}

/** Stores the response; call inside the write's own transaction. */
export async function completeIdempotencyKey(db: Db, claim: IdempotencyClaim, replay: Replay) {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status_code: replay.statusCode, response: JSON.stringify(replay.body) })
    .where('key', '=', claim.key)
    .where('scope', '=', claim.scope)
    .execute()
}

/** Frees a claim whose write failed, so the client may retry with the same key. */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaim) {
  await db
    .deleteFrom('idempotency_keys')
    .where('key', '=', claim.key)
    .where('scope', '=', claim.scope)
    .where('state', '=', 'pending')
    .execute()
}

/** Answers are kept longer than the client keeps queued writes (about a week). */
export const keepAnswersMs = 8 * 24 * 3600_000
/** A claim this old belongs to a request that died with its instance. */
export const abandonedClaimMs = 10 * 60_000

/** Forgets old answers and abandoned claims. */
export async function pruneIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(now - keepAnswersMs).toISOString()),
        eb.and([
          eb('state', '=', 'pending'),
          eb('created_at', '<', new Date(now - abandonedClaimMs).toISOString()),
        ]),
      ]),
    )
    .execute()
}
