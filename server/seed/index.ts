import type { Db } from '../db/database'
import { analyze } from '../db/migrate'
import { seedAccounts } from './accounts'
import { seedCatalogue } from './catalogue'
import { seedContent } from './content'

export interface SeedOptions {
  /** Where media files go; undefined computes their names without writing them. */
  uploadsDir: string | undefined
  /** Products per category beyond the demo set, for benchmarks. */
  extraProducts?: number
}

/** True when the database already holds a shop. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('lang').limit(1).executeTakeFirst()
  return row !== undefined
}

/** Builds the demo shop in EN, FA and AR: content, catalogue, accounts. */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<void> {
  await seedCatalogue(db, options)
  await seedContent(db, options)
  await seedAccounts(db, options)
  await analyze(db)
}
