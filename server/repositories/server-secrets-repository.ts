import { nowIso } from '../security/tokens'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    serverSecretsRepository: ReturnType<typeof createServerSecretsRepository>
  }
}

/** Secrets the server makes for itself, shared by every instance over the database. */
export function createServerSecretsRepository(currentDb: DbScope) {
  return {
    /** The secret kept under a name; `fresh` becomes it when there is none yet. */
    async keep(name: string, fresh: string): Promise<string> {
      const db = currentDb()
      await db
        .insertInto('server_secrets')
        .values({ name, value: fresh, created_at: nowIso() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute()
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
      return row.value
    },
  }
}

export const serverSecretsRepositoryPlugin = repositoryPlugin(
  'serverSecretsRepository',
  createServerSecretsRepository,
)
