/**
 * The shop's process. Built, it runs in production mode unless `npm run dev` runs it: React and
 * the other packages that read NODE_ENV as they load take their production builds, so it is set
 * before any of them loads (they load with the parts imported below, as each is needed).
 */
import cluster from 'node:cluster'
import { isPreparing } from './cluster/worker-roles'
import { readConfig } from './config'

if (process.env.SHOP_DEV !== '1') process.env.NODE_ENV ??= 'production'

/** How long past the grace period a request already running may take before the exit. */
const stuckRequestMs = 4000

const config = readConfig()

if (cluster.isPrimary && config.workers > 1) {
  // A process of its own prepares the database (others on other machines wait on its lock) and
  // exits: the primary holds none of what that loads (the migrations, the seed and its pictures'
  // library) while the shop runs. Then the server processes start over it.
  const { prepareInWorker, runPrimary } = await import('./cluster/primary')
  if (!(await prepareInWorker())) {
    console.error('The database could not be prepared: see the error above.')
    process.exit(1)
  }
  runPrimary({
    workers: config.workers,
    stopWithinMs: config.shutdownGraceMs + stuckRequestMs + 1000,
  })
} else if (isPreparing()) {
  const [{ createDatabase }, { prepareShop }] = await Promise.all([
    import('./db/database'),
    import('./prepare-shop'),
  ])
  const db = createDatabase(config)
  await prepareShop(db, config)
  await db.destroy()
  process.exit(0)
} else {
  const { serve } = await import('./server-process')
  await serve(config, { stuckRequestMs })
}
