import type { Db } from '../db/database'
import { hashToken, nowIso } from './tokens'

export interface AuthUser {
  id: number
  fname: string
  lname: string
  email: string
  phone: string
}

/** The user a live token belongs to, or null for an unknown or expired token. */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['users.id', 'users.fname', 'users.lname', 'users.email', 'users.phone'])
    .where('auth_tokens.token_hash', '=', hashToken(token))
    .where('auth_tokens.expires_at', '>', nowIso())
    .executeTakeFirst()
  return row ?? null
}
