import fp from 'fastify-plugin'
import type { Db } from '../db/database'

declare module 'fastify' {
  interface FastifyInstance {
    trackingRepository: ReturnType<typeof createTrackingRepository>
  }
}

/** The pages each browser session visited. */
export function createTrackingRepository() {
  return {
    async addHistory(
      db: Db,
      visit: { session: string; history: string; referer: string; createdAt: string },
    ): Promise<void> {
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
    app.decorate('trackingRepository', createTrackingRepository())
  },
  { name: 'tracking-repository', dependencies: ['database'] },
)
