import type { Kysely } from 'kysely'
import { withId } from './column-types'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * Web Push. A device told of orders: its push service's address and keys, for an account or, for
 * a buyer without one, a browser session; a staff member's device also names the back office's
 * news it is told of. Every push waits in `push_queue`, one row per device, written in the
 * transaction of the change it tells of and sent once that commits, as mail is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    // When the browser drops the subscription (ISO), if it says.
    .addColumn('expires_at', 'text')
    // The account (0 for none) or, without one, the browser session whose orders it is told of.
    .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('session', 'text', (c) => c.notNull().defaultTo(''))
    // The page's language when it was turned on: staff's news is told in it.
    .addColumn('lang', 'text', (c) => c.notNull())
    // The browser and system it was turned on in ('' when not known), for the account's list.
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull())
    // The back office's news it is told of ('orders,questions'), '' for none.
    .addColumn('staff_news', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('push_subscriptions_owner')
    .on('push_subscriptions')
    .columns(['user_id', 'session'])
    .execute()

  await withId(db, db.schema.createTable('push_queue'))
    // What the push tells of, once per change and device: 'order:K7QX-3MPA:shipped:12'.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    // The notification, as JSON: what the service worker shows.
    .addColumn('payload', 'text', (c) => c.notNull())
    // How long the push service keeps it for a device that is away (seconds), and how urgent.
    .addColumn('ttl_seconds', 'integer', (c) => c.notNull())
    .addColumn('urgency', 'text', (c) => c.notNull())
    // A newer push of the same topic replaces one the device has not had yet.
    .addColumn('topic', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // When the next try is due; a try moves it on first, so one process makes each try.
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema
    .createIndex('push_queue_due')
    .on('push_queue')
    .columns(['sent_at', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('push_queue_subscription')
    .on('push_queue')
    .column('subscription_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_queue').ifExists().execute()
  await db.schema.dropTable('push_subscriptions').ifExists().execute()
}
