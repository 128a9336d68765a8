import { sql } from 'kysely'
import { isPostgres } from '../db/database'
import { nowIso } from '../security/tokens'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    idempotencyRepository: IdempotencyRepository
  }
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>

export interface IdempotencyClaim {
  key: string
  scope: string
}

/** A keyed write: the key, whose it is, and what was asked. */
export interface IdempotentRequest extends IdempotencyClaim {
  path: string
  fingerprint: string
}

/** Answers are kept longer than the client keeps queued writes (about a week). */
export const keepAnswersMs = 8 * 24 * 3600_000

/** The keys of writes a client may retry, each with the answer its write gave. */
export function createIdempotencyRepository(currentDb: DbScope) {
  return {
    /** The stored record of a key, pending or done. */
    async record(claim: IdempotencyClaim) {
      const db = currentDb()
      return db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('key', '=', claim.key)
        .where('scope', '=', claim.scope)
        .executeTakeFirst()
    },

    /**
     * Records a key as pending, in the write's own transaction. 'taken' when the key has a
     * record already; 'busy' when another transaction held the key's row for longer than
     * `waitSeconds` (PostgreSQL; SQLite runs one write transaction at a time, so a duplicate has
     * already waited its turn).
     */
    async claim(
      request: IdempotentRequest,
      waitSeconds: number,
    ): Promise<'claimed' | 'taken' | 'busy'> {
      const trx = currentDb()
      const postgres = isPostgres(trx)
      if (postgres)
        await sql`set local lock_timeout = ${sql.lit(`${String(waitSeconds)}s`)}`.execute(trx)
      let inserted
      try {
        inserted = await trx
          .insertInto('idempotency_keys')
          .values({
            key: request.key,
            scope: request.scope,
            path: request.path,
            fingerprint: request.fingerprint,
            state: 'pending',
            status_code: 0,
            response: '',
            created_at: nowIso(),
          })
          .onConflict((oc) => oc.columns(['key', 'scope']).doNothing())
          .executeTakeFirst()
      } catch (error) {
        // 55P03: the first request's transaction held the key for longer than the wait.
        if ((error as { code?: string }).code === '55P03') return 'busy'
        throw error
      }
      if (postgres) await sql`set local lock_timeout to default`.execute(trx)
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 'claimed' : 'taken'
    },

    /** Stores the answer; in the transaction that claimed the key. */
    async complete(
      claim: IdempotencyClaim,
      answer: { statusCode: number; body: unknown },
    ): Promise<void> {
      const db = currentDb()
      await db
        .updateTable('idempotency_keys')
        .set({
          state: 'done',
          status_code: answer.statusCode,
          response: JSON.stringify(answer.body),
        })
        .where('key', '=', claim.key)
        .where('scope', '=', claim.scope)
        .execute()
    },

    /** Forgets old answers. */
    async pruneAnswers(now = Date.now()): Promise<void> {
      const db = currentDb()
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', new Date(now - keepAnswersMs).toISOString())
        .execute()
    },
  }
}

export const idempotencyRepositoryPlugin = repositoryPlugin(
  'idempotencyRepository',
  createIdempotencyRepository,
)
