import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../database'
import { withId } from './column-types'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * The back office: a user has a role (shopper, staff, admin) and may have no phone (a staff
 * account made from the command line); every change staff make is kept in the audit log; reviews
 * and questions can be hidden; an order keeps when its status last moved.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table users alter column phone drop not null`.execute(db)
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('shopper'))
      .execute()
  } else {
    // SQLite cannot drop a NOT NULL: the table is rebuilt, with foreign keys off while migrating.
    await sql`
      create table users_rebuilt (
        id integer primary key autoincrement,
        fname text not null,
        lname text not null,
        email text not null unique,
        phone text unique,
        password_hash text not null,
        created_at text not null,
        role text not null default 'shopper'
      )`.execute(db)
    await sql`
      insert into users_rebuilt (id, fname, lname, email, phone, password_hash, created_at)
      select id, fname, lname, email, phone, password_hash, created_at from users`.execute(db)
    await sql`drop table users`.execute(db)
    await sql`alter table users_rebuilt rename to users`.execute(db)
  }
  await db.schema.createIndex('users_role').on('users').columns(['role', 'id']).execute()

  await withId(db, db.schema.createTable('audit_log'))
    // Who made the change (a staff or admin user); 0 for the command line.
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    // What was done ('order.status', 'question.answer'...) and to what ('order:R-123').
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // JSON text: the record before and after the change ('null' when there was none).
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('audit_log_created')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('audit_log_subject')
    .on('audit_log')
    .columns(['subject', 'id'])
    .execute()

  for (const table of ['reviews', 'questions']) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  }

  await db.schema.alterTable('orders').addColumn('status_changed_at', 'text').execute()
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute()
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['status', 'created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_status_created').ifExists().execute()
  await db.schema.dropIndex('orders_created').ifExists().execute()
  await db.schema.alterTable('orders').dropColumn('status_changed_at').execute()
  for (const table of ['reviews', 'questions']) {
    await db.schema.alterTable(table).dropColumn('hidden').execute()
  }
  await db.schema.dropTable('audit_log').ifExists().execute()
  await db.schema.dropIndex('users_role').ifExists().execute()
  await db.schema.alterTable('users').dropColumn('role').execute()
}
