import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * Lets an account page read a page of its visitor's reviews and questions, newest first, and a
 * brand's page its products, without reading every row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['reviews', 'questions']) {
    await db.schema
      .createIndex(`${table}_user`)
      .on(table)
      .columns(['user_id', 'created_at', 'id'])
      .execute()
  }
  await db.schema.createIndex('products_brand').on('products').column('brand_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_brand').ifExists().execute()
  for (const table of ['questions', 'reviews']) {
    await db.schema.dropIndex(`${table}_user`).ifExists().execute()
  }
}
