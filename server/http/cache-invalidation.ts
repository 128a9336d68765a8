import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { isPostgres } from '../db/database'
import { listenForNotifications, type NotificationListener } from '../db/notification-listener'
import { databaseScope, inTransaction } from '../db/open-transaction'

/** Where an instance tells the others over PostgreSQL that a write emptied its caches. */
export const cacheEmptiedChannel = 'shop_cache_emptied'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's name in what it sends on the channel, so it skips its own notifications. */
    instanceId: string
  }
}

/**
 * Runs a write in one transaction; once it commits, the read and page caches of this instance
 * are emptied and, over PostgreSQL, those of every other instance.
 */
export async function inCacheEmptyingTransaction<T>(
  app: FastifyInstance,
  write: () => Promise<T>,
): Promise<T> {
  const result = await inTransaction(app.db, async () => {
    const written = await write()
    // In the write's transaction: PostgreSQL delivers it on commit, never before or for a rollback.
    if (isPostgres(app.db)) {
      await sql`select pg_notify(${cacheEmptiedChannel}, ${app.instanceId})`.execute(
        databaseScope(app.db)(),
      )
    }
    return written
  })
  app.readCache.clear()
  return result
}

/**
 * Over PostgreSQL, an instance that caches listens for the other instances' writes and empties
 * its caches when one commits. With SQLite there is one instance, whose own writes empty them.
 */
export const cacheInvalidationPlugin = fp(
  async (app) => {
    app.decorate('instanceId', randomUUID())
    const { databaseUrl } = app.config
    if (!databaseUrl || !isPostgres(app.db) || !app.readCache.enabled) return
    let listener: NotificationListener | undefined
    app.addHook('onReady', async () => {
      listener = await listenForNotifications({
        databaseUrl,
        channel: cacheEmptiedChannel,
        log: app.log,
        onNotification: (sender) => {
          if (sender !== app.instanceId) app.readCache.clear()
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
