import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from './database'

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
  const result = await db
    .transaction()
    .execute((trx) => openTransaction.run({ db: trx, committed }, work))
  for (const then of committed) then()
  return result
}

/** Runs `then` once the open transaction commits (never if it rolls back); outside one, at once. */
export function whenCommitted(then: () => void): void {
  const open = openTransaction.getStore()
  if (open) open.committed.push(then)
  else then()
}
