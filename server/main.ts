import { buildApp } from './app'
import { readConfig } from './config'
import { createDatabase } from './db/database'
import { prepareDatabase } from './db/first-start'
import { isSeeded, seedDemoShop } from './seed/index'
import { ensureFirstAdmin } from './services/staff-accounts'

/** How long past the grace period a request already running may take before the exit. */
const stuckRequestMs = 4000

const config = readConfig()
const db = createDatabase(config)
await prepareDatabase(db, config, async () => {
  if (!(await isSeeded(db))) {
    console.log('Seeding the demo shop (first start)...')
    await seedDemoShop(db, { uploadsDir: config.uploadsDir, extraProducts: config.seedProducts })
  }
  const firstAdmin = await ensureFirstAdmin(db, config.firstAdmin)
  if (firstAdmin) console.log(`Made the first admin account, ${firstAdmin.email}.`)
})

const app = await buildApp({ config: { ...config, logLevel: config.logLevel }, db })
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
console.log(
  `Shop ready at http://localhost:${String((app.server.address() as { port: number }).port)}`,
)
