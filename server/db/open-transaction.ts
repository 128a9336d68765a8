import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from './database'

const openTransaction = new AsyncLocalStorage<Db>()

/** The database a repository works on: the open transaction of the call, else the database. */
export function databaseScope(db: Db): () => Db {
  return () => openTransaction.getStore() ?? db
}

/**
 * Runs `work` in one transaction that every repository call inside it joins; inside a transaction
 * already open, `work` joins that one (SQLite has one connection: a second would wait forever).
 */
export function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (openTransaction.getStore()) return work()
  return db.transaction().execute((trx) => openTransaction.run(trx, work))
}
