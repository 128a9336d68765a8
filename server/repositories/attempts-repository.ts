import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import type { Db } from '../db/database'

declare module 'fastify' {
  interface FastifyInstance {
    attemptsRepository: AttemptsRepository
  }
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>

/** Where a client stands against a limit: attempts in the window, and when it ends (ms). */
export interface AttemptWindow {
  attempts: number
  resetsAt: number
}

/** Addresses and attempts are kept only as hashes. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url')

function windowOf(row: { attempts: number; resets_at: string }): AttemptWindow {
  return { attempts: row.attempts, resetsAt: Date.parse(row.resets_at) }
}

/**
 * Attempts per client and limit in fixed windows, counted in the database so that every instance
 * over it shares them. Always on the database itself, outside any call's transaction: a call
 * refused after counting must not undo its count.
 */
export function createAttemptsRepository(db: Db) {
  return {
    /**
     * Counts one attempt in one atomic statement, starting a new window when the last has ended.
     * An attempt with a `fingerprint` equal to the last one counted is not counted again.
     */
    async count(
      limit: string,
      client: string,
      windowMs: number,
      fingerprint?: string,
      now = Date.now(),
    ): Promise<AttemptWindow> {
      const nowIso = new Date(now).toISOString()
      const ended = sql<boolean>`attempt_counts.resets_at <= ${nowIso}`
      const lastAttempt = fingerprint === undefined ? null : digest(fingerprint)
      const repeated =
        lastAttempt === null
          ? sql``
          : sql`when attempt_counts.last_attempt = ${lastAttempt} then attempt_counts.attempts`
      const row = await db
        .insertInto('attempt_counts')
        .values({
          limit_name: limit,
          client: digest(client),
          attempts: 1,
          resets_at: new Date(now + windowMs).toISOString(),
          last_attempt: lastAttempt,
        })
        .onConflict((oc) =>
          oc.columns(['limit_name', 'client']).doUpdateSet({
            attempts: sql`case when ${ended} then 1 ${repeated} else attempt_counts.attempts + 1 end`,
            resets_at: sql`case when ${ended} then excluded.resets_at else attempt_counts.resets_at end`,
            last_attempt: sql`excluded.last_attempt`,
          }),
        )
        .returning(['attempts', 'resets_at'])
        .executeTakeFirstOrThrow()
      return windowOf(row)
    },

    /** The client's window against a limit, unless it has ended. */
    async current(
      limit: string,
      client: string,
      now = Date.now(),
    ): Promise<AttemptWindow | undefined> {
      const row = await db
        .selectFrom('attempt_counts')
        .select(['attempts', 'resets_at'])
        .where('limit_name', '=', limit)
        .where('client', '=', digest(client))
        .where('resets_at', '>', new Date(now).toISOString())
        .executeTakeFirst()
      return row && windowOf(row)
    },

    /** Takes back one counted attempt (one that turned out right). */
    async uncount(limit: string, client: string): Promise<void> {
      await db
        .updateTable('attempt_counts')
        .set({ attempts: sql`attempts - 1` })
        .where('limit_name', '=', limit)
        .where('client', '=', digest(client))
        .where('attempts', '>', 0)
        .execute()
    },

    /** Forgets windows that have ended. */
    async prune(now = Date.now()): Promise<void> {
      await db
        .deleteFrom('attempt_counts')
        .where('resets_at', '<=', new Date(now).toISOString())
        .execute()
    },
  }
}

export const attemptsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('attemptsRepository', createAttemptsRepository(app.db))
  },
  { name: 'attempts-repository', dependencies: ['database'] },
)
