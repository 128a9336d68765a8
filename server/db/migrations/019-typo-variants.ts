import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../database'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * The near matches of a typo come from a table of each indexed word's variants with one letter
 * dropped (and the word itself), read by the variants of the word typed: exact on both databases,
 * where trigrams miss a letter changed in the middle of a short word ("کبیر" for "کویر" shares
 * none of SQLite's trigrams and too few of PostgreSQL's). The trigram index and the word list it
 * was kept from go; the shop fills the new table as it starts (`ensureProductSearchIndex`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop trigger product_search_word_added`.execute(db)
    await sql`drop trigger product_search_word_removed`.execute(db)
    await db.schema.dropTable('product_search_trigrams').execute()
  }
  await db.schema.dropTable('product_search_words').execute()
  let table = db.schema
    .createTable('product_search_near')
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_search_near_pk', ['variant', 'word'])
  if (!isPostgres(db)) table = table.modifyEnd(sql`without rowid`)
  await table.execute()
  // The index is filled again with its near words.
  await db.deleteFrom('search_index_state').execute()
}

/** Back to the word list and its trigram index, empty: the shop fills them as it starts. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_search_near').execute()
  await sql`create table product_search_words (word text primary key)`.execute(db)
  if (isPostgres(db)) {
    await sql`
      create index product_search_words_trigrams
        on product_search_words using gin (word gin_trgm_ops)`.execute(db)
  } else {
    await sql`
      create virtual table product_search_trigrams using fts5(
        word, content = 'product_search_words', content_rowid = 'rowid', tokenize = 'trigram'
      )`.execute(db)
    await sql`
      create trigger product_search_word_added after insert on product_search_words begin
        insert into product_search_trigrams (rowid, word) values (new.rowid, new.word);
      end`.execute(db)
    await sql`
      create trigger product_search_word_removed after delete on product_search_words begin
        insert into product_search_trigrams (product_search_trigrams, rowid, word)
          values ('delete', old.rowid, old.word);
      end`.execute(db)
  }
  await db.deleteFrom('search_index_state').execute()
}
