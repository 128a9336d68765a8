import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { Db } from './database'
import { migrateToLatest } from './migrate'

/** The advisory lock's number: instances of this shop preparing one PostgreSQL database. */
const preparingLock = 7_411_020

const aMoment = () => new Promise((done) => setTimeout(done, 200))

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A lock file beside the SQLite database; one left by a process that is gone is taken over. */
async function withLockFile<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'preparing.lock')
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(path, 'utf8'))
      if (Number.isInteger(holder) && holder > 0 && !isRunning(holder))
        rmSync(path, { force: true })
      else await aMoment()
    }
  }
  try {
    return await work()
  } finally {
    rmSync(path, { force: true })
  }
}

/** PostgreSQL's session lock, held on one connection of the pool while `work` runs. */
function withAdvisoryLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${preparingLock})`.execute(connection)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${preparingLock})`.execute(connection)
    }
  })
}

/**
 * Migrates the database, then runs `afterMigrating` (which builds the demo shop in an empty one
 * and makes the first admin), one instance at a time: instances started together wait for the
 * first, then find the shop built.
 */
export function prepareDatabase(
  db: Db,
  where: { databaseUrl?: string; dataDir: string },
  afterMigrating: () => Promise<void>,
): Promise<void> {
  const prepare = async () => {
    await migrateToLatest(db)
    await afterMigrating()
  }
  return where.databaseUrl ? withAdvisoryLock(db, prepare) : withLockFile(where.dataDir, prepare)
}
