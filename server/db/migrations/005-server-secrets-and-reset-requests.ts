import type { Kysely } from 'kysely'
import { withId } from './column-types'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

export async function up(db: Kysely<any>): Promise<void> {
  // Secrets every instance must share (the site lock's signing key), made on first start.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // Password-reset requests of the last window, to limit mail per account and per requester.
  await withId(db, db.schema.createTable('password_reset_requests'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('requester', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('password_reset_requests_subject')
    .on('password_reset_requests')
    .columns(['subject', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_requests').ifExists().execute()
  await db.schema.dropTable('server_secrets').ifExists().execute()
}
