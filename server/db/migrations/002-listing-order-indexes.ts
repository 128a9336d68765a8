import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/** Lets the price and favourites sorts of a large catalogue read a page without sorting it all. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('products_payable_price')
    .on('products')
    .expression(sql`(case when discount > 0 then discount else price end), id`)
    .execute()
  await db.schema.createIndex('products_fav').on('products').columns(['fav', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_fav').ifExists().execute()
  await db.schema.dropIndex('products_payable_price').ifExists().execute()
}
