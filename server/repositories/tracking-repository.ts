import { repositoryPlugin, type DbScope } from '../db/repository-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    trackingRepository: ReturnType<typeof createTrackingRepository>
  }
}

/** The pages each browser session visited. */
export function createTrackingRepository(currentDb: DbScope) {
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

export const trackingRepositoryPlugin = repositoryPlugin(
  'trackingRepository',
  createTrackingRepository,
)
