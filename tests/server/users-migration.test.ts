import { Migrator } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../../server/db/database'
import { migrateToLatest, migrationProvider } from '../../server/db/migrate'

describe('the migration that gives users a role', () => {
  it('keeps every SQLite account with its tokens, lets a phone be empty and keeps the keys', async () => {
    const db = createDatabase({ dataDir: ':memory:' })
    try {
      await new Migrator({ db, provider: migrationProvider }).migrateTo('009-attempt-counts')
      const at = new Date().toISOString()
      await db
        .insertInto('users')
        .values({
          fname: 'A',
          lname: 'B',
          email: 'a@example.com',
          phone: '09120000000',
          password_hash: 'x',
          created_at: at,
        })
        .execute()
      await db
        .insertInto('auth_tokens')
        .values({ token_hash: 'hash', user_id: 1, expires_at: at, created_at: at })
        .execute()

      await migrateToLatest(db)
      const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow()
      expect(user).toMatchObject({
        id: 1,
        email: 'a@example.com',
        phone: '09120000000',
        role: 'shopper',
      })
      expect(await db.selectFrom('auth_tokens').select('user_id').execute()).toEqual([
        { user_id: 1 },
      ])
      await db
        .insertInto('users')
        .values({
          fname: 'S',
          lname: 'T',
          email: 's@example.com',
          phone: null,
          password_hash: 'x',
          created_at: at,
        })
        .execute()
      // The tokens still belong to their user: unknown users are refused, a removed one takes its tokens.
      await expect(
        db
          .insertInto('auth_tokens')
          .values({ token_hash: 'h2', user_id: 99, expires_at: at, created_at: at })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/)
      await db.deleteFrom('users').where('id', '=', 1).execute()
      expect(await db.selectFrom('auth_tokens').selectAll().execute()).toEqual([])
    } finally {
      await db.destroy()
    }
  })
})
