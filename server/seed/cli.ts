import { parseArgs } from 'node:util'
import { readConfig } from '../config'
import { createDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { isSeeded, seedDemoShop } from './index'

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
  },
})
const extraProducts = values.products === undefined ? undefined : Number(values.products)
if (extraProducts !== undefined && (!Number.isInteger(extraProducts) || extraProducts < 0)) {
  console.error(
    '--products takes a whole number of extra products per category, e.g. --products 5000',
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
  await seedDemoShop(db, { uploadsDir: config.uploadsDir, extraProducts })
  console.log(`Seeded the demo shop in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
} finally {
  await db.destroy()
}
