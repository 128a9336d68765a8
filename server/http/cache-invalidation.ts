import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { answerWorkers, askEveryWorker } from '../cluster/worker-messages'
import { isPostgres, type Db } from '../db/database'
import { listenForNotifications, type NotificationListener } from '../db/notification-listener'
import { databaseScope, inTransaction } from '../db/open-transaction'

/** Where an instance tells the others over PostgreSQL that a write emptied its caches. */
export const cacheEmptiedChannel = 'shop_cache_emptied'

interface CacheNotifications {
  /** This instance's name in what it sends, so it skips its own notifications. */
  sender: string
  /** Whether writes notify the other instances: over a database that can (PostgreSQL). */
  send: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheNotifications: CacheNotifications
  }
}

/** What a worker asks the others once a write has committed. */
const emptyYourCaches = 'empty-caches'

/**
 * Runs a write in one transaction; once it commits, the read and page caches of this instance
 * are emptied, those of the server's other processes (before the write is answered: a read sent
 * after its answer finds it, whichever process takes it), and, over PostgreSQL, those of every
 * other instance.
 */
export async function inCacheEmptyingTransaction<T>(
  app: FastifyInstance,
  write: () => Promise<T>,
): Promise<T> {
  const { send, sender } = app.cacheNotifications
  const result = await inTransaction(app.db, async () => {
    const written = await write()
    // In the write's transaction: PostgreSQL delivers it on commit, never before or for a rollback.
    if (send) {
      await sql`select pg_notify(${cacheEmptiedChannel}, ${sender})`.execute(
        databaseScope(app.db)(),
      )
    }
    return written
  })
  app.readCache.clear()
  await askEveryWorker(emptyYourCaches, { others: true })
  return result
}

/**
 * Whether a notification can be sent in a transaction: some PostgreSQL-compatible engines lack
 * it, and there a write that tried would fail. Tried in a transaction rolled back: none is sent.
 */
async function canNotify(db: Db): Promise<boolean> {
  try {
    await db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection)
      try {
        await sql`select pg_notify(${cacheEmptiedChannel}, '')`.execute(connection)
      } finally {
        await sql`rollback`.execute(connection)
      }
    })
    return true
  } catch (error) {
    // Classes 0A and 42: not supported, unknown, not allowed; anything else is not an answer.
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && /^(0A|42)/.test(code)) return false
    throw error
  }
}

/**
 * Each of the server's processes empties its caches when another's write commits (the primary
 * relays it). Over PostgreSQL, an instance that caches also listens for the other instances'
 * writes. With SQLite there is one instance, whose processes share one machine.
 */
export const cacheInvalidationPlugin = fp(
  async (app) => {
    const notifications: CacheNotifications = { sender: randomUUID(), send: false }
    app.decorate('cacheNotifications', notifications)
    const stopAnswering = answerWorkers(emptyYourCaches, () => app.readCache.clear())
    app.addHook('onClose', async () => stopAnswering())
    const { databaseUrl } = app.config
    if (!databaseUrl || !isPostgres(app.db)) return
    let listener: NotificationListener | undefined
    app.addHook('onReady', async () => {
      notifications.send = await canNotify(app.db)
      if (!notifications.send) {
        app.log.warn(
          'This database cannot send notifications: another instance may serve a read ' +
            'up to READ_CACHE_MS old.',
        )
        return
      }
      if (!app.readCache.enabled) return
      listener = await listenForNotifications({
        databaseUrl,
        channel: cacheEmptiedChannel,
        log: app.log,
        onNotification: (from) => {
          if (from !== notifications.sender) app.readCache.clear()
        },
        // Writes committed while nobody listened were not heard: what is cached may be stale.
        onListening: () => app.readCache.clear(),
      })
    })
    app.addHook('onClose', async () => listener?.close())
  },
  {
    name: 'cache-invalidation',
    dependencies: ['database'],
    decorators: { fastify: ['readCache'] },
  },
)
