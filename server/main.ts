/**
 * The shop's process. Built, it runs in production mode unless `npm run dev` runs it: React and
 * the other packages that read NODE_ENV as they load take their production builds, so it is set
 * before any of them loads (they load with the parts imported below, as each is needed).
 */
import cluster from 'node:cluster'
import { readConfig } from './config'

if (process.env.SHOP_DEV !== '1') process.env.NODE_ENV ??= 'production'

/** How long past the grace period a request already running may take before the exit. */
const stuckRequestMs = 4000

const config = readConfig()

if (cluster.isPrimary && config.workers > 1) {
  // One process prepares the database (others on other machines wait on its lock), then the
  // server processes start over it. It loads neither the app nor the page renderer.
  const [{ createDatabase }, { prepareShop }, { runPrimary }] = await Promise.all([
    import('./db/database'),
    import('./prepare-shop'),
    import('./cluster/primary'),
  ])
  const db = createDatabase(config)
  await prepareShop(db, config)
  await db.destroy()
  runPrimary({
    workers: config.workers,
    stopWithinMs: config.shutdownGraceMs + stuckRequestMs + 1000,
  })
} else {
  const { serve } = await import('./server-process')
  await serve(config, { stuckRequestMs })
}
