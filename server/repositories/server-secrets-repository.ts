import fp from 'fastify-plugin'
import type { Db } from '../db/database'
import { nowIso } from '../security/tokens'
import { databaseScope } from '../db/open-transaction'

declare module 'fastify' {
  interface FastifyInstance {
    serverSecretsRepository: ReturnType<typeof createServerSecretsRepository>
  }
}

/** Secrets the server makes for itself, shared by every instance over the database. */
export function createServerSecretsRepository(database: Db) {
  const currentDb = databaseScope(database)
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

export const serverSecretsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('serverSecretsRepository', createServerSecretsRepository(app.db))
  },
  { name: 'server-secrets-repository', dependencies: ['database'] },
)
