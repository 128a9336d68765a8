import { sql, type Kysely } from 'kysely'
import { emptyText } from './column-types'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * Options get a name per language ("Ocean blue", "آبی اقیانوسی"), and order lines keep the
 * option's kind and the name the buyer saw. Options and lines from before have no name: the
 * shop names them from their kind and value.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_variant_texts')
    .addColumn('variant_id', 'integer', (c) =>
      c.notNull().references('product_variants.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_variant_texts_pk', ['variant_id', 'lang'])
    .execute()

  await db.schema
    .alterTable('order_lines')
    .addColumn('option_type', 'text', (c) => c.notNull().defaultTo(emptyText))
    .execute()
  await db.schema
    .alterTable('order_lines')
    .addColumn('option_name', 'text', (c) => c.notNull().defaultTo(emptyText))
    .execute()
  await sql`
    update order_lines set option_type = coalesce(
      (select v.type from product_variants v where v.id = order_lines.variant_id), ''
    )
    where variant_id <> 0`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('option_name').execute()
  await db.schema.alterTable('order_lines').dropColumn('option_type').execute()
  await db.schema.dropTable('product_variant_texts').ifExists().execute()
}
