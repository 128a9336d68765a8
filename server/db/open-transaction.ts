import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'kysely'
import { isPostgres, type Db } from './database'

interface OpenTransaction {
  db: Db
  /** What runs once it commits. */
  committed: (() => void)[]
}

const openTransaction = new AsyncLocalStorage<OpenTransaction>()

/** The database a repository works on: the open transaction of the call, else the database. */
export function databaseScope(db: Db): () => Db {
  return () => openTransaction.getStore()?.db ?? db
}

/**
 * Runs `work` in one transaction that every repository call inside it joins; inside a transaction
 * already open, `work` joins that one (SQLite has one connection: a second would wait forever).
 */
export async function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (openTransaction.getStore()) return work()
  const committed: (() => void)[] = []
  const result = isPostgres(db)
    ? await db.transaction().execute((trx) => openTransaction.run({ db: trx, committed }, work))
    : await immediateTransaction(db, (trx) => openTransaction.run({ db: trx, committed }, work))
  for (const then of committed) then()
  return result
}

/**
 * SQLite's transaction that takes the write lock as it begins: the server's processes share the
 * database file, and a transaction that read before it wrote would be refused at once (not
 * waited for) had another process written meanwhile.
 */
function immediateTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      // The write's own failure is what to report, not a rollback's (a connection gone).
      await sql`rollback`.execute(connection).catch(() => undefined)
      throw error
    }
  })
}

/** Runs `then` once the open transaction commits (never if it rolls back); outside one, at once. */
export function whenCommitted(then: () => void): void {
  const open = openTransaction.getStore()
  if (open) open.committed.push(then)
  else then()
}
