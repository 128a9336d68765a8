import fp from 'fastify-plugin'
import type { Db } from '../db/database'
import { databaseScope } from '../db/open-transaction'

declare module 'fastify' {
  interface FastifyInstance {
    trackingRepository: ReturnType<typeof createTrackingRepository>
  }
}

/** The pages each browser session visited. */
export function createTrackingRepository(database: Db) {
  const currentDb = databaseScope(database)
  return {
    async addHistory(visit: {
      session: string
      history: string
      referer: string
      createdAt: string
    }): Promise<void> {
      const db = currentDb()
      await db
        .insertInto('session_history')
        .values({
          session: visit.session,
          history: visit.history,
          referer: visit.referer,
          created_at: visit.createdAt,
        })
        .execute()
    },
  }
}

export const trackingRepositoryPlugin = fp(
  async (app) => {
    app.decorate('trackingRepository', createTrackingRepository(app.db))
  },
  { name: 'tracking-repository', dependencies: ['database'] },
)
