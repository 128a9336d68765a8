import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import { isPostgres, type Db } from './database'
import { ensureProductSearchIndex } from './product-search'
import { ensureOrderSearchIndex } from './order-search'
import * as initial from './migrations/001-initial'
import * as listingOrderIndexes from './migrations/002-listing-order-indexes'
import * as oneCartLinePerItem from './migrations/003-one-cart-line-per-item'
import * as writeClaimsInTransaction from './migrations/004-write-claims-in-transaction'
import * as serverSecretsAndResetRequests from './migrations/005-server-secrets-and-reset-requests'
import * as feedbackByVisitorAndBrandIndexes from './migrations/006-feedback-by-visitor-and-brand-indexes'
import * as orders from './migrations/007-orders'
import * as optionNames from './migrations/008-option-names'
import * as attemptCounts from './migrations/009-attempt-counts'
import * as backOffice from './migrations/010-back-office'
import * as feedbackModeration from './migrations/011-feedback-moderation'
import * as ordersDesk from './migrations/012-orders-desk'
import * as orderMail from './migrations/013-order-mail'
import * as staffAreas from './migrations/014-staff-areas'
import * as hiddenProducts from './migrations/015-hidden-products'
import * as lowStockIndexes from './migrations/016-low-stock-indexes'
import * as productSearch from './migrations/017-product-search'
import * as backOfficeSearch from './migrations/018-back-office-search'
import * as typoVariants from './migrations/019-typo-variants'
import * as webPush from './migrations/020-web-push'

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
  '010-back-office': backOffice,
  '011-feedback-moderation': feedbackModeration,
  '012-orders-desk': ordersDesk,
  '013-order-mail': orderMail,
  '014-staff-areas': staffAreas,
  '015-hidden-products': hiddenProducts,
  '016-low-stock-indexes': lowStockIndexes,
  '017-product-search': productSearch,
  '018-back-office-search': backOfficeSearch,
  '019-typo-variants': typoVariants,
  '020-web-push': webPush,
}

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  // SQLite changes a table's constraints by rebuilding it, which needs its foreign keys off
  // (they cannot be switched inside the migrations' transaction) and checked after.
  const sqlite = !isPostgres(db)
  if (sqlite) await sql`pragma foreign_keys = off`.execute(db)
  const { error, results } = await migrator.migrateToLatest().finally(async () => {
    if (!sqlite) return
    const broken = await sql`pragma foreign_key_check`.execute(db)
    await sql`pragma foreign_keys = on`.execute(db)
    if (broken.rows.length > 0) {
      throw new Error(`Database migration broke ${broken.rows.length} foreign keys.`)
    }
  })
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`)
  }
  // The search indexes are made from the catalogue and the orders: filled again when their
  // folding rule changed.
  await ensureProductSearchIndex(db)
  await ensureOrderSearchIndex(db)
}

/** Refreshes the query planner's statistics (after a seed or a bulk load). */
export async function analyze(db: Db): Promise<void> {
  await sql`analyze`.execute(db)
}
