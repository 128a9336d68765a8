import { randomUUID } from 'node:crypto'
import type { Role, StaffArea } from '../src/contract/roles'
import type { Db } from '../server/db/database'
import { hashPassword } from '../server/security/passwords'
import { createAccountsRepository } from '../server/repositories/accounts-repository'
import { nowIso } from '../server/security/tokens'

export interface TestUserOptions {
  fname?: string
  lname?: string
  /** A back-office role (`staff`, `admin`), as an admin gives it; a shopper's by default. */
  role?: Role
  /** A staff member's areas (every area by default). */
  areas?: readonly StaffArea[]
  /** A password to log in with through the login form (none by default: tokens only). */
  password?: string
}

/**
 * A user with a live token, written straight to the database for tests of calls that need one:
 * the one way tests make shoppers and staff.
 */
export async function createTestUser(db: Db, overrides: TestUserOptions = {}) {
  const tag = randomUUID().slice(0, 8)
  const user = await db
    .insertInto('users')
    .values({
      fname: overrides.fname ?? 'Test',
      lname: overrides.lname ?? `User ${tag}`,
      email: `test-${tag}@example.com`,
      phone: `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      password_hash: overrides.password
        ? await hashPassword(overrides.password)
        : 'not-a-real-hash',
      created_at: nowIso(),
      // Set only when asked: tests of older schemas (before roles) make users too.
      ...(overrides.role ? { role: overrides.role } : {}),
      ...(overrides.areas ? { areas: overrides.areas.join(',') } : {}),
    })
    .returning(['id', 'fname', 'lname', 'email', 'phone'])
    .executeTakeFirstOrThrow()
  // The token is issued as a login issues it, for a day.
  const token = await createAccountsRepository(() => db).issueLoginToken(user.id, 1)
  return { user, token, auth: { authorization: `Bearer ${token}` } }
}
