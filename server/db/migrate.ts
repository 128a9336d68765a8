import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './database'
import * as initial from './migrations/001-initial'
import * as listingOrderIndexes from './migrations/002-listing-order-indexes'

/** Migrations in order; add new ones at the end, never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-listing-order-indexes': listingOrderIndexes,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`)
  }
}

/** Refreshes the query planner's statistics (after a seed or a bulk load). */
export async function analyze(db: Db): Promise<void> {
  await sql`analyze`.execute(db)
}
