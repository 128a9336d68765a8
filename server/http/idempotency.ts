import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { z } from 'zod'
import { errorCodes } from '../../src/contract/errors'
import { isPostgres, type Db } from '../db/database'
import { nowIso } from '../services/tokens'
import { ApiError } from './errors'

const keySchema = z.uuid()

export interface IdempotencyClaim {
  key: string
  scope: string
}

/** A keyed write: the key, whose it is, and what was asked. */
export interface IdempotentRequest extends IdempotencyClaim {
  path: string
  fingerprint: string
}

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
  db: Db,
  request: IdempotentRequest,
): Promise<Replay | undefined> {
  const existing = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', request.key)
    .where('scope', '=', request.scope)
    .executeTakeFirst()
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
  trx: Db,
  request: IdempotentRequest,
): Promise<Replay | undefined> {
  const postgres = isPostgres(trx)
  // SQLite runs one write transaction at a time: a duplicate has already waited its turn.
  if (postgres)
    await sql`set local lock_timeout = ${sql.lit(`${String(claimWaitSeconds)}s`)}`.execute(trx)
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      key: request.key,
      scope: request.scope,
      path: request.path,
      fingerprint: request.fingerprint,
      state: 'pending',
      status_code: 0,
      response: '',
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['key', 'scope']).doNothing())
    .executeTakeFirst()
    .catch((error: unknown) => {
      // 55P03: the first request's transaction held the key for longer than the wait.
      if ((error as { code?: string }).code === '55P03') throw inProgress()
      throw error
    })
  if (postgres) await sql`set local lock_timeout to default`.execute(trx)
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return undefined
  return storedAnswer(trx, request)
}

/** Stores the answer; in the transaction that claimed the key. */
export async function completeIdempotencyKey(db: Db, claim: IdempotencyClaim, replay: Replay) {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status_code: replay.statusCode, response: JSON.stringify(replay.body) })
    .where('key', '=', claim.key)
    .where('scope', '=', claim.scope)
    .execute()
}

/** Answers are kept longer than the client keeps queued writes (about a week). */
export const keepAnswersMs = 8 * 24 * 3600_000

/** Forgets old answers. */
export async function pruneIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now - keepAnswersMs).toISOString())
    .execute()
}
