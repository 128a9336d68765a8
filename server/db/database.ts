import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Db = Kysely<Database>

export function isPostgres<Tables>(db: Kysely<Tables>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

export interface DatabaseConfig {
  /** `postgres://...` selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string
  /** Folder of the SQLite file; `:memory:` for a throwaway database. */
  dataDir: string
  /** Connection pool size for PostgreSQL. */
  poolSize?: number
}

/** Each PostgreSQL database's pool, for its figures. */
const pools = new WeakMap<Db, pg.Pool>()

/**
 * The connections open to the database, those idle, and the queries waiting for one: the
 * PostgreSQL pool's figures; SQLite's one connection in the process otherwise.
 */
export function poolFigures(db: Db): { open: number; idle?: number; waiting?: number } {
  const pool = pools.get(db)
  if (!pool) return { open: 1 }
  return { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

export function createDatabase(config: DatabaseConfig): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 })
    // A connection lost while idle (a database restart, a failover, a dropped database) is
    // reported by the pool, which opens a new one when needed; unheard, it would end the process.
    pool.on('error', (error) => {
      console.warn(`A PostgreSQL connection closed while idle: ${error.message}`)
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    pools.set(db, pool)
    return db
  }
  const file = config.dataDir === ':memory:' ? ':memory:' : join(config.dataDir, 'shop.sqlite')
  if (file !== ':memory:') mkdirSync(config.dataDir, { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  })
}

/**
 * Kysely prepares every query anew; the shop runs a small set of query shapes, so keeping their
 * prepared statements saves a parse per query. Bounded, oldest first out.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (statements.size >= size) statements.delete(statements.keys().next().value as string)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
