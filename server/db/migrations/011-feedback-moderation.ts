import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * Lets the back office page through every product's reviews and questions by date, all of them
 * or only the hidden or the shown ones, and the queue of unanswered questions oldest first,
 * without sorting the whole table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['reviews', 'questions']) {
    await db.schema
      .createIndex(`${table}_created`)
      .on(table)
      .columns(['created_at', 'id'])
      .execute()
    await db.schema
      .createIndex(`${table}_hidden_created`)
      .on(table)
      .columns(['hidden', 'created_at', 'id'])
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['questions', 'reviews']) {
    await db.schema.dropIndex(`${table}_hidden_created`).ifExists().execute()
    await db.schema.dropIndex(`${table}_created`).ifExists().execute()
  }
}
