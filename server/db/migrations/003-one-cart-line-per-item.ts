import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * One cart line per product and option: a visitor's lines are keyed by their session, an
 * account's by the account alone (its session is blank), so concurrent adds meet on one row.
 * Lines split by earlier concurrent adds are merged into their first line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update cart_items set session = '' where user_id <> 0`.execute(db)
  await sql`
    update cart_items set quantity = (
      select sum(same.quantity) from cart_items same
      where same.session = cart_items.session and same.user_id = cart_items.user_id
        and same.product_id = cart_items.product_id and same.variant_id = cart_items.variant_id
    )
    where id in (
      select min(id) from cart_items
      group by session, user_id, product_id, variant_id having count(*) > 1
    )`.execute(db)
  await sql`
    delete from cart_items where id not in (
      select min(id) from cart_items group by session, user_id, product_id, variant_id
    )`.execute(db)
  await db.schema
    .createIndex('cart_items_line')
    .on('cart_items')
    .columns(['session', 'user_id', 'product_id', 'variant_id'])
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cart_items_line').ifExists().execute()
}
