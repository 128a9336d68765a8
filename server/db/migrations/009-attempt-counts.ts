import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * Attempts a client made against a limit (logins, unlock keys...) in the current window, kept in
 * the database so every instance over it counts them together.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_counts')
    .addColumn('limit_name', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'text', (c) => c.notNull())
    .addColumn('last_attempt', 'text')
    .addPrimaryKeyConstraint('attempt_counts_pk', ['limit_name', 'client'])
    .execute()
  await db.schema
    .createIndex('attempt_counts_resets_at')
    .on('attempt_counts')
    .column('resets_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_counts').ifExists().execute()
}
