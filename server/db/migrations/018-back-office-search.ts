import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../database'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * The back office finds orders and serials through indexes of their text's three-letter runs
 * (trigrams), so a run typed anywhere in a name, a phone or a serial is found without reading
 * every row.
 *
 * Orders: per order, its number, its buyer's name and its phone, folded as the search compares
 * them (`server/db/order-search.ts`): FTS5 with the trigram tokenizer in SQLite (its rowid the
 * order's id), pg_trgm's GIN index in PostgreSQL. The shop fills it from the orders as the
 * migrations end (`ensureOrderSearchIndex`) and keeps it with every write that adds an order.
 *
 * Serials: stored as typed into a form already folds them (upper case, Latin digits), so
 * PostgreSQL indexes the columns themselves and SQLite keeps an FTS5 table over them by triggers.
 * Serials of a product are read by the product's id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`
      create table order_search (
        order_id integer primary key references orders (id) on delete cascade,
        number text not null,
        name text not null,
        phone text not null
      )`.execute(db)
    // One index a column: a GIN index of several columns reads each column's search as slowly as
    // the whole index (30 ms against 0.1 ms for 100,000 orders). Without GIN's pending list, a
    // new row is in the index at once and a search never reads a list of the rows added since
    // the last vacuum (orders and serials are added a few at a time).
    for (const column of ['number', 'name', 'phone']) {
      await sql`
        create index ${sql.id(`order_search_${column}`)} on order_search
          using gin (${sql.id(column)} gin_trgm_ops) with (fastupdate = off)`.execute(db)
    }
    for (const column of ['serial', 'seller']) {
      await sql`
        create index ${sql.id(`serials_${column}_trigrams`)} on serials
          using gin (lower(${sql.id(column)}) gin_trgm_ops) with (fastupdate = off)`.execute(db)
    }
  } else {
    await sql`
      create virtual table order_search using fts5(
        number, name, phone, tokenize = 'trigram'
      )`.execute(db)
    // An external-content index: the serials' own rows are its text (a rebuild of the serials
    // table must run its 'rebuild' command).
    await sql`
      create virtual table serial_search using fts5(
        serial, seller, content = 'serials', content_rowid = 'rowid', tokenize = 'trigram'
      )`.execute(db)
    await sql`
      create trigger serial_search_added after insert on serials begin
        insert into serial_search (rowid, serial, seller) values (new.rowid, new.serial, new.seller);
      end`.execute(db)
    await sql`
      create trigger serial_search_removed after delete on serials begin
        insert into serial_search (serial_search, rowid, serial, seller)
          values ('delete', old.rowid, old.serial, old.seller);
      end`.execute(db)
    await sql`
      create trigger serial_search_changed after update of serial, seller on serials begin
        insert into serial_search (serial_search, rowid, serial, seller)
          values ('delete', old.rowid, old.serial, old.seller);
        insert into serial_search (rowid, serial, seller) values (new.rowid, new.serial, new.seller);
      end`.execute(db)
    await sql`insert into serial_search (serial_search) values ('rebuild')`.execute(db)
  }
  await db.schema
    .createIndex('serials_product')
    .on('serials')
    .columns(['product_id', 'registered_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('serials_product').execute()
  if (isPostgres(db)) {
    await sql`drop index serials_seller_trigrams`.execute(db)
    await sql`drop index serials_serial_trigrams`.execute(db)
  } else {
    for (const trigger of ['serial_search_added', 'serial_search_removed', 'serial_search_changed'])
      await sql`drop trigger ${sql.id(trigger)}`.execute(db)
    await db.schema.dropTable('serial_search').execute()
  }
  await db.schema.dropTable('order_search').execute()
  await db.deleteFrom('search_index_state').where('name', '=', 'orders').execute()
}
