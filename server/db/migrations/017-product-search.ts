import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../database'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * The catalogue's search index: per product and language, the words of its title, of its model,
 * brand, category and options, and of its description, each folded as the search compares words
 * (`searchableText`). SQLite keeps them in FTS5, PostgreSQL in a weighted text-search vector; the
 * words seen, for near matches of a typo, in a trigram index. The shop fills both when it starts
 * (`ensureProductSearchIndex`) and keeps them with every write that changes a product.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`
      create table product_search (
        product_id integer not null references products (id) on delete cascade,
        lang text not null,
        title text not null,
        words text not null,
        body text not null,
        document tsvector generated always as (
          setweight(to_tsvector('simple', title), 'A') ||
          setweight(to_tsvector('simple', words), 'B') ||
          setweight(to_tsvector('simple', body), 'D')
        ) stored,
        primary key (product_id, lang)
      )`.execute(db)
    await sql`create index product_search_document on product_search using gin (document)`.execute(
      db,
    )
    await sql`create table product_search_words (word text primary key)`.execute(db)
    await sql`
      create index product_search_words_trigrams
        on product_search_words using gin (word gin_trgm_ops)`.execute(db)
  } else {
    await sql`
      create virtual table product_search using fts5(
        product_id unindexed, lang unindexed, title, words, body,
        tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3'
      )`.execute(db)
    await sql`create table product_search_words (word text primary key)`.execute(db)
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
  // Which folding rule the index was filled with: a shop whose rule changed fills it again.
  await db.schema
    .createTable('search_index_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_index_state').execute()
  if (!isPostgres(db)) await db.schema.dropTable('product_search_trigrams').execute()
  await db.schema.dropTable('product_search_words').execute()
  await db.schema.dropTable('product_search').execute()
}
