import cluster from 'node:cluster'
import { buildApp } from './app'
import { onPrimaryGone } from './cluster/worker-messages'
import type { AppConfig, ListenConfig } from './config'
import { createDatabase } from './db/database'
import { warmUp } from './http/warm-up'
import { prepareShop } from './prepare-shop'

/**
 * One server process: alone (it prepares the database first), or one of the primary's workers
 * (the primary prepared it). `stuckRequestMs`: how long past the grace period a request already
 * running may take before the exit.
 */
export async function serve(
  config: AppConfig & ListenConfig,
  { stuckRequestMs }: { stuckRequestMs: number },
): Promise<void> {
  const db = createDatabase(config)
  if (cluster.isPrimary) await prepareShop(db, config)

  const app = await buildApp({ config, db })
  app.addHook('onClose', async () => db.destroy())

  /**
   * SIGTERM, or a worker's primary gone: stop taking connections and answer what was taken. Work
   * still waiting to start when the grace period ends is answered 503 with Retry-After; then the
   * process exits 0.
   */
  let closing = false
  const shutDown = (reason: string) => {
    if (closing) return
    closing = true
    app.log.info(`${reason}: finishing the requests taken`)
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
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutDown(signal))
  // A worker outliving its primary would hold the port alone: it leaves as on SIGTERM.
  onPrimaryGone(config.workers, () => shutDown('the primary is gone'))

  // The start's own work (the first renders) is done, and over, before a visitor's first request.
  await warmUp(app)
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
