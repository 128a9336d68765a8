import type { Db } from '../db/database'
import { hashToken, newToken } from './tokens'

const minuteMs = 60_000
/** Live reset links one account may hold at once; more requests send nothing (no mail flood). */
export const maxLiveResets = 3

export type ResetTokenProblem = 'unknown' | 'used' | 'expired'

/** Creates a single-use reset token; undefined when the account already holds enough live ones. */
export async function createResetToken(
  db: Db,
  userId: number,
  ttlMinutes: number,
): Promise<{ token: string; expiresAt: string } | undefined> {
  const now = new Date()
  const live = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow()
  if (Number(live.count) >= maxLiveResets) return undefined

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
