import { parseArgs } from 'node:util'
import { readConfig } from '../config'
import { createDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { isSeeded, seedDemoShop } from './index'
import { demoProductCount } from './seed-options'

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
  },
})
const products = values.products === undefined ? undefined : Number(values.products)
if (products !== undefined && (!Number.isInteger(products) || products < demoProductCount)) {
  console.error(
    `--products takes the catalogue's products in all, a whole number from the demo's ${demoProductCount} up (e.g. --products 10000: the demo's ${demoProductCount} and ${10_000 - demoProductCount} generated)`,
  )
  process.exit(2)
}

const config = readConfig()
const db = createDatabase(config)
try {
  await migrateToLatest(db)
  if (await isSeeded(db)) {
    console.error(
      `The database already holds a shop. Seed into an empty one: set DATA_DIR to a new folder (now ${config.dataDir}) or DATABASE_URL to an empty PostgreSQL database.`,
    )
    process.exit(1)
  }
  const started = Date.now()
  await seedDemoShop(db, { uploadsDir: config.uploadsDir, products })
  console.log(
    `Seeded the demo shop, ${products ?? demoProductCount} products, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
} finally {
  await db.destroy()
}
