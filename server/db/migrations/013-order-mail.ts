import type { Kysely } from 'kysely'
import { withId } from './column-types'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * Mail to buyers: an order keeps the language it was placed in and where its buyer reads mail;
 * a shipped order keeps its tracking number and carrier. Every message waits in `mail_queue`,
 * written in the transaction of the change it tells of and sent once that commits, retried on a
 * failure; its key makes a second message for the same change impossible.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('EN'))
    .execute()
  await db.schema.alterTable('orders').addColumn('email', 'text').execute()
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute()
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute()

  await withId(db, db.schema.createTable('mail_queue'))
    // What the message tells of, once per change: 'order:K7QX-3MPA:shipped'.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // When the next try is due; a try moves it on first, so one instance makes each try.
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema
    .createIndex('mail_queue_due')
    .on('mail_queue')
    .columns(['sent_at', 'next_attempt_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_queue').ifExists().execute()
  for (const column of ['carrier', 'tracking_number', 'email', 'lang']) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
}
