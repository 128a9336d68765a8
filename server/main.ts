import { buildApp } from './app'
import { readConfig } from './config'
import { createDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { isSeeded, seedDemoShop } from './seed/index'

const config = readConfig()
const db = createDatabase(config)
await migrateToLatest(db)
if (!(await isSeeded(db))) {
  console.log('Seeding the demo shop (first start)...')
  await seedDemoShop(db, { uploadsDir: config.uploadsDir, extraProducts: config.seedProducts })
}

const app = await buildApp({ config: { ...config, logLevel: config.logLevel }, db })
app.addHook('onClose', async () => db.destroy())

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: finishing in-flight requests`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}

await app.listen({ port: config.port, host: config.host })
console.log(
  `Shop ready at http://localhost:${String((app.server.address() as { port: number }).port)}`,
)
