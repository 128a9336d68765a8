import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely'

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** An auto-incrementing integer primary key on either dialect. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

export const emptyText = sql`''`
