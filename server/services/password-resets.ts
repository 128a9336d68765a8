import { createHash } from 'node:crypto'
import type { Db } from '../db/database'
import { hashToken, newToken } from './tokens'

const minuteMs = 60_000

/**
 * Reset mail limits over a sliding window: a requester may have a few links sent to one
 * account, so a stranger cannot flood it; the account takes more in all, so strangers cannot use
 * up what its owner, asking from elsewhere, needs. Whoever is refused is told when to ask again.
 */
export const resetLimits = { windowMinutes: 30, perRequester: 3, perAccount: 10 }

/** Whose reset a request asks for: the account, or the name typed when none matches. */
export function resetSubject(accountId: number | undefined, userName: string): string {
  if (accountId !== undefined) return `account:${String(accountId)}`
  const name = userName.trim().toLowerCase()
  return `name:${createHash('sha256').update(name).digest('base64url')}`
}

/** The requesting client, by a hash of its address: addresses themselves are not kept. */
export function resetRequester(address: string): string {
  return createHash('sha256').update(`reset-requester\n${address}`).digest('base64url')
}

/**
 * Records a reset request within the limits and returns undefined; past a limit, records nothing
 * and returns the seconds until a request would be taken.
 */
export async function admitResetRequest(
  db: Db,
  request: { subject: string; requester: string },
  now = Date.now(),
): Promise<number | undefined> {
  const windowMs = resetLimits.windowMinutes * minuteMs
  const recent = await db
    .selectFrom('password_reset_requests')
    .select(['requester', 'created_at'])
    .where('subject', '=', request.subject)
    .where('created_at', '>', new Date(now - windowMs).toISOString())
    .orderBy('created_at')
    .execute()
  const mine = recent.filter((row) => row.requester === request.requester)
  // The request that must leave the window before this one fits.
  const blocking =
    mine.length >= resetLimits.perRequester
      ? mine[mine.length - resetLimits.perRequester]
      : recent.length >= resetLimits.perAccount
        ? recent[recent.length - resetLimits.perAccount]
        : undefined
  if (blocking) return Math.max(1, (Date.parse(blocking.created_at) + windowMs - now) / 1000)
  await db
    .insertInto('password_reset_requests')
    .values({ ...request, created_at: new Date(now).toISOString() })
    .execute()
  return undefined
}

/** Forgets reset requests that have left the window. */
export async function pruneResetRequests(db: Db, now = Date.now()): Promise<void> {
  const windowMs = resetLimits.windowMinutes * minuteMs
  await db
    .deleteFrom('password_reset_requests')
    .where('created_at', '<=', new Date(now - windowMs).toISOString())
    .execute()
}

export type ResetTokenProblem = 'unknown' | 'used' | 'expired'

/** Creates a single-use reset token. */
export async function createResetToken(
  db: Db,
  userId: number,
  ttlMinutes: number,
): Promise<{ token: string; expiresAt: string }> {
  const now = new Date()
  const token = newToken()
  const expiresAt = new Date(now.getTime() + ttlMinutes * minuteMs).toISOString()
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute()
  return { token, expiresAt }
}

/**
 * Uses up a reset token and every other open one of its account. Returns the account's id, or
 * why the token cannot be used. Safe against two concurrent uses: only one update wins.
 */
export async function consumeResetToken(
  db: Db,
  token: string,
): Promise<{ userId: number } | { problem: ResetTokenProblem }> {
  const hash = hashToken(token)
  const row = await db
    .selectFrom('password_resets')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst()
  if (!row) return { problem: 'unknown' }
  if (row.used_at !== null) return { problem: 'used' }
  const now = new Date().toISOString()
  if (row.expires_at <= now) return { problem: 'expired' }

  const claimed = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return { problem: 'used' }
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', row.user_id)
    .where('used_at', 'is', null)
    .execute()
  return { userId: row.user_id }
}
