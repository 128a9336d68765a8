import cluster from 'node:cluster'
import { buildApp } from './app'
import { runPrimary } from './cluster/primary'
import { readConfig, type AppConfig } from './config'
import { createDatabase, type Db } from './db/database'
import { prepareDatabase } from './db/first-start'
import { isSeeded, seedDemoShop } from './seed/index'
import { ensureFirstAdmin } from './services/staff-accounts'

/** How long past the grace period a request already running may take before the exit. */
const stuckRequestMs = 4000

const config = readConfig()

/** Migrates the database and, on a first start, builds the demo shop and the first admin. */
async function prepareShop(db: Db, shop: AppConfig & { seedProducts: number | undefined }) {
  await prepareDatabase(db, shop, async () => {
    if (!(await isSeeded(db))) {
      console.log('Seeding the demo shop (first start)...')
      await seedDemoShop(db, { uploadsDir: shop.uploadsDir, extraProducts: shop.seedProducts })
    }
    const firstAdmin = await ensureFirstAdmin(db, shop.firstAdmin)
    if (firstAdmin) console.log(`Made the first admin account, ${firstAdmin.email}.`)
  })
}

if (cluster.isPrimary && config.workers > 1) {
  // One process prepares the database (others on other machines wait on its lock), then the
  // server processes start over it.
  const db = createDatabase(config)
  await prepareShop(db, config)
  await db.destroy()
  runPrimary({
    workers: config.workers,
    stopWithinMs: config.shutdownGraceMs + stuckRequestMs + 1000,
  })
} else {
  await serve()
}

/** One server process: alone, or one of the primary's workers (which prepared the database). */
async function serve() {
  const db = createDatabase(config)
  if (cluster.isPrimary) await prepareShop(db, config)

  const app = await buildApp({ config, db })
  app.addHook('onClose', async () => db.destroy())

  /**
   * SIGTERM: stop taking connections and answer what was taken. Work still waiting to start when
   * the grace period ends is answered 503 with Retry-After; then the process exits 0.
   */
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return
      closing = true
      app.log.info(`${signal}: finishing the requests taken`)
      setTimeout(() => app.refuseWaitingWork(), config.shutdownGraceMs).unref()
      // Only a request stuck past the grace period keeps the server here: a restart must not wait.
      setTimeout(() => {
        app.log.error('requests still open after the grace period: exiting')
        process.exit(1)
      }, config.shutdownGraceMs + stuckRequestMs).unref()
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ error }, 'closing failed')
          process.exit(1)
        },
      )
    })
  }

  // The first page rendered loads and compiles the app's server code: not on a visitor's time.
  await app.inject({ url: '/' })
  // A burst of new connections waits in the kernel's queue (up to net.core.somaxconn) rather than
  // being dropped and retried by the client a second or more later.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 })
  // A worker's primary says when every worker listens.
  if (cluster.isPrimary) {
    console.log(
      `Shop ready at http://localhost:${String((app.server.address() as { port: number }).port)}`,
    )
  }
}
