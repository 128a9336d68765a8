import type { Db } from '../db/database'
import { hashToken, newToken } from './tokens'

const dayMs = 86_400_000

/** Issues a login token for a user; only its hash is stored. Drops the user's expired tokens. */
export async function issueLoginToken(db: Db, userId: number, ttlDays: number): Promise<string> {
  const token = newToken()
  const now = new Date()
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now.toISOString())
    .execute()
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + ttlDays * dayMs).toISOString(),
      created_at: now.toISOString(),
    })
    .execute()
  return token
}

export async function revokeLoginToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', hashToken(token)).execute()
}

/** Logs a user out everywhere (after a password reset). */
export async function revokeUserLoginTokens(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute()
}
