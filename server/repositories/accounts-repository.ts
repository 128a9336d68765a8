import { sql } from 'kysely'
import { everyArea, type Role, type StaffArea } from '../../src/contract/roles'
import { hashToken, newToken, nowIso } from '../security/tokens'
import { pagedRows } from '../db/paged-query'
import type { PageWindow } from '../records/paged-list'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: ReturnType<typeof createAccountsRepository>
  }
}

export interface AuthUser {
  id: number
  fname: string
  lname: string
  email: string
  /** '' for an account made without one. */
  phone: string
  role: Role
  /** A staff member's back-office areas (`areasOf`): names joined by commas, `*` for all. */
  areas: string
}

export interface StoredAccount extends AuthUser {
  password_hash: string
}

export type ResetTokenProblem = 'unknown' | 'used' | 'expired'

const minuteMs = 60_000
const dayMs = 86_400_000

/**
 * Reset mail limits over a sliding window: a requester may have a few links sent to one
 * account, so a stranger cannot flood it; the account takes more in all, so strangers cannot use
 * up what its owner, asking from elsewhere, needs. Whoever is refused is told when to ask again.
 */
export const resetLimits = { windowMinutes: 30, perRequester: 3, perAccount: 10 }

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

/** A user as the calls see them: no phone reads '', the role as the contract names it. */
const authUserColumns = [
  'users.id',
  'users.fname',
  'users.lname',
  'users.email',
  sql<string>`coalesce(users.phone, '')`.as('phone'),
  sql<Role>`users.role`.as('role'),
  sql<string>`coalesce(users.areas, ${everyArea})`.as('areas'),
] as const

/** Users, their login tokens, password reset tokens and the reset requests they are sent for. */
export function createAccountsRepository(currentDb: DbScope) {
  return {
    /** The user a live token belongs to, or null for an unknown or expired token. */
    async userForToken(token: string): Promise<AuthUser | null> {
      const db = currentDb()
      const row = await db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .select(authUserColumns)
        .where('auth_tokens.token_hash', '=', hashToken(token))
        .where('auth_tokens.expires_at', '>', nowIso())
        .executeTakeFirst()
      return row ?? null
    },

    /** The account a login name points at: an email when it holds '@', else a phone number. */
    async accountByUserName(userName: string): Promise<StoredAccount | undefined> {
      const db = currentDb()
      return db
        .selectFrom('users')
        .select([...authUserColumns, 'password_hash'])
        .where(userName.includes('@') ? 'email' : 'phone', '=', userName)
        .executeTakeFirst()
    },

    /** Which of an email and a phone number other accounts already use. */
    async contactsInUse(contact: {
      email: string
      phone: string
    }): Promise<{ email: boolean; phone: boolean }> {
      const db = currentDb()
      const rows = await db
        .selectFrom('users')
        .select(['email', 'phone'])
        .where((eb) => eb.or([eb('email', '=', contact.email), eb('phone', '=', contact.phone)]))
        .execute()
      return {
        email: rows.some((r) => r.email === contact.email),
        phone: rows.some((r) => r.phone === contact.phone),
      }
    },

    /** Stores a new account; a taken email or phone fails with a unique violation. */
    async insertAccount(
      account: Omit<StoredAccount, 'id' | 'phone' | 'role' | 'areas'> & {
        phone: string | null
        role?: Role
        created_at: string
      },
    ): Promise<AuthUser> {
      const db = currentDb()
      return db
        .insertInto('users')
        .values(account)
        .returning(authUserColumns)
        .executeTakeFirstOrThrow()
    },

    /** The account with this email, as the calls see it. */
    async userByEmail(email: string): Promise<AuthUser | undefined> {
      return currentDb()
        .selectFrom('users')
        .select(authUserColumns)
        .where('email', '=', email)
        .executeTakeFirst()
    },

    async setRole(userId: number, role: Role): Promise<void> {
      await currentDb().updateTable('users').set({ role }).where('id', '=', userId).execute()
    },

    /** Gives a staff member these back-office areas (and no other). */
    async setAreas(userId: number, areas: readonly StaffArea[]): Promise<void> {
      await currentDb()
        .updateTable('users')
        .set({ areas: areas.join(',') })
        .where('id', '=', userId)
        .execute()
    },

    /** True once any account is an admin. */
    async hasAdmin(): Promise<boolean> {
      const row = await currentDb()
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .limit(1)
        .executeTakeFirst()
      return row !== undefined
    },

    async adminCount(): Promise<number> {
      const row = await currentDb()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('admins'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow()
      return Number(row.admins)
    },

    /** Staff and admins, oldest account first. */
    async staffPage(window: PageWindow): Promise<{ rows: AuthUser[]; total: number }> {
      const staff = currentDb().selectFrom('users').where('role', '<>', 'shopper')
      return pagedRows(staff, window, (matching) => matching.select(authUserColumns).orderBy('id'))
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      const db = currentDb()
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', userId)
        .execute()
    },

    /** Issues a login token for a user; only its hash is stored. Drops the user's expired tokens. */
    async issueLoginToken(userId: number, ttlDays: number): Promise<string> {
      const db = currentDb()
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
    },

    async revokeLoginToken(token: string): Promise<void> {
      const db = currentDb()
      await db.deleteFrom('auth_tokens').where('token_hash', '=', hashToken(token)).execute()
    },

    /** Logs a user out everywhere (after a password reset). */
    async revokeUserLoginTokens(userId: number): Promise<void> {
      const db = currentDb()
      await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute()
    },

    /**
     * Records a reset request within the limits and returns undefined; past a limit, records
     * nothing and returns the seconds until a request would be taken.
     */
    async admitResetRequest(
      request: { subject: string; requester: string },
      now = Date.now(),
    ): Promise<number | undefined> {
      const db = currentDb()
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
    },

    /** Forgets reset requests that have left the window. */
    async pruneResetRequests(now = Date.now()): Promise<void> {
      const db = currentDb()
      const windowMs = resetLimits.windowMinutes * minuteMs
      await db
        .deleteFrom('password_reset_requests')
        .where('created_at', '<=', new Date(now - windowMs).toISOString())
        .execute()
    },

    /** Creates a single-use reset token. */
    async createResetToken(
      userId: number,
      ttlMinutes: number,
    ): Promise<{ token: string; expiresAt: string }> {
      const db = currentDb()
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
    },

    /**
     * Uses up a reset token and every other open one of its account. Returns the account's id,
     * or why the token cannot be used. Safe against two concurrent uses: only one update wins.
     */
    async consumeResetToken(
      token: string,
    ): Promise<{ userId: number } | { problem: ResetTokenProblem }> {
      const db = currentDb()
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
    },
  }
}

export const accountsRepositoryPlugin = repositoryPlugin(
  'accountsRepository',
  createAccountsRepository,
)
