import { sql, type CreateTableBuilder, type Kysely } from 'kysely'
import { isPostgres } from '../database'

/** An auto-incrementing integer primary key on either dialect. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

export const emptyText = sql`''`
