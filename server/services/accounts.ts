import type { Db } from '../db/database'
import type { AuthUser } from './auth-users'

export interface StoredAccount extends AuthUser {
  password_hash: string
}

/** The account a login name points at: an email when it holds '@', else a phone number. */
export async function accountByUserName(
  db: Db,
  userName: string,
): Promise<StoredAccount | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'fname', 'lname', 'email', 'phone', 'password_hash'])
    .where(userName.includes('@') ? 'email' : 'phone', '=', userName)
    .executeTakeFirst()
}

/** Which of an email and a phone number other accounts already use. */
export async function contactsInUse(
  db: Db,
  contact: { email: string; phone: string },
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', contact.email), eb('phone', '=', contact.phone)]))
    .execute()
  return {
    email: rows.some((r) => r.email === contact.email),
    phone: rows.some((r) => r.phone === contact.phone),
  }
}

export async function insertAccount(
  db: Db,
  account: Omit<StoredAccount, 'id'> & { created_at: string },
): Promise<AuthUser> {
  return db
    .insertInto('users')
    .values(account)
    .returning(['id', 'fname', 'lname', 'email', 'phone'])
    .executeTakeFirstOrThrow()
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute()
}

/** True for a unique-constraint failure on SQLite or PostgreSQL (a concurrent registration). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** Which contact a unique-constraint failure on `users` was about, read from the error text. */
export function uniqueViolationColumns(error: unknown): { email: boolean; phone: boolean } {
  const text = error instanceof Error ? error.message : ''
  return { email: text.includes('email'), phone: text.includes('phone') }
}
