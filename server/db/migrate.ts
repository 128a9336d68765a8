import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './database'
import * as initial from './migrations/001-initial'
import * as listingOrderIndexes from './migrations/002-listing-order-indexes'
import * as oneCartLinePerItem from './migrations/003-one-cart-line-per-item'
import * as writeClaimsInTransaction from './migrations/004-write-claims-in-transaction'
import * as serverSecretsAndResetRequests from './migrations/005-server-secrets-and-reset-requests'
import * as feedbackByVisitorAndBrandIndexes from './migrations/006-feedback-by-visitor-and-brand-indexes'
import * as orders from './migrations/007-orders'
import * as optionNames from './migrations/008-option-names'
import * as attemptCounts from './migrations/009-attempt-counts'

/** Migrations in order; add new ones at the end, never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-listing-order-indexes': listingOrderIndexes,
  '003-one-cart-line-per-item': oneCartLinePerItem,
  '004-write-claims-in-transaction': writeClaimsInTransaction,
  '005-server-secrets-and-reset-requests': serverSecretsAndResetRequests,
  '006-feedback-by-visitor-and-brand-indexes': feedbackByVisitorAndBrandIndexes,
  '007-orders': orders,
  '008-option-names': optionNames,
  '009-attempt-counts': attemptCounts,
}

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider })
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
