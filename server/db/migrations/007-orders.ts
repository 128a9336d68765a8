import type { Kysely } from 'kysely'
import { withId } from './column-types'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/** Orders placed from a cart, with their lines as they were bought. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('orders'))
    // What the buyer is told and quotes: unique, not guessable from the row id.
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // 0 for a visitor without an account.
    .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    // 'cod' (cash on delivery) or 'transfer' (bank transfer).
    .addColumn('payment', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('orders_user')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('orders_session')
    .on('orders')
    .columns(['session', 'created_at'])
    .execute()

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull())
    // 0 for a product without options.
    .addColumn('variant_id', 'integer', (c) => c.notNull())
    // The product's uniqueId, picture, title and option as the buyer saw them when ordering.
    .addColumn('unique_id', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('option', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('order_lines_order')
    .on('order_lines')
    .columns(['order_id', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_lines').ifExists().execute()
  await db.schema.dropTable('orders').ifExists().execute()
}
