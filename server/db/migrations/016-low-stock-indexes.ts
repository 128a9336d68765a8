import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * The back office's home counts the products and options at or under the low-stock threshold on
 * every visit: by their stock, that is a few rows read, not the whole catalogue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_depo').on('products').column('depo').execute()
  await db.schema
    .createIndex('product_variants_depo')
    .on('product_variants')
    .column('depo')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_variants_depo').execute()
  await db.schema.dropIndex('products_depo').execute()
}
