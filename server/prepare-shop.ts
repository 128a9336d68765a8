import type { AppConfig } from './config'
import type { Db } from './db/database'
import { prepareDatabase } from './db/first-start'
import { ensureFirstAdmin } from './services/staff-accounts'

/** Migrates the database and, on a first start, builds the demo shop and the first admin. */
export async function prepareShop(
  db: Db,
  shop: AppConfig & { seedProducts: number | undefined },
): Promise<void> {
  await prepareDatabase(db, shop, async () => {
    // The seed's code (and its pictures' libraries) loads on a start that may need it only.
    const { isSeeded, seedDemoShop } = await import('./seed/index')
    if (!(await isSeeded(db))) {
      console.log('Seeding the demo shop (first start)...')
      await seedDemoShop(db, { uploadsDir: shop.uploadsDir, products: shop.seedProducts })
    }
    const firstAdmin = await ensureFirstAdmin(db, shop.firstAdmin)
    if (firstAdmin) console.log(`Made the first admin account, ${firstAdmin.email}.`)
  })
}
