import type { Db } from '../db/database'
import { analyze } from '../db/migrate'
import { rebuildProductSearchIndex } from '../db/product-search'
import { seedAccounts } from './accounts'
import { seedCatalogue } from './catalogue'
import { seedContent } from './content'
import type { SeedOptions } from './seed-options'

/** True when the database already holds a shop. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('lang').limit(1).executeTakeFirst()
  return row !== undefined
}

/** Builds the demo shop in EN, FA and AR: content, catalogue, accounts. */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<void> {
  await seedCatalogue(db, options)
  await rebuildProductSearchIndex(db)
  await seedContent(db, options)
  await seedAccounts(db, options)
  await analyze(db)
}
