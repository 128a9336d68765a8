import { pagedRows } from '../db/paged-query'
import type { PageWindow } from '../records/paged-list'
import { nowIso } from '../security/tokens'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>

/** Who made a change: a staff or admin user, or the command line (id 0). */
export interface Changer {
  id: number
  email: string
}

export const commandLine: Changer = { id: 0, email: 'command line' }

/** One change: what was done, to what, and the record before and after (null: none). */
export interface Change {
  action: string
  subject: string
  before: unknown
  after: unknown
}

/**
 * The audit of every change made in the back office. A change is recorded in the transaction of
 * the write it describes: both are kept, or neither.
 */
export function createAuditRepository(currentDb: DbScope) {
  return {
    /** Keeps a change; one whose record is the same before and after changed nothing: none kept. */
    async record(by: Changer, change: Change): Promise<void> {
      const before = JSON.stringify(change.before ?? null)
      const after = JSON.stringify(change.after ?? null)
      if (before === after) return
      await currentDb()
        .insertInto('audit_log')
        .values({
          user_id: by.id,
          user_email: by.email,
          action: change.action,
          subject: change.subject,
          before,
          after,
          created_at: nowIso(),
        })
        .execute()
    },

    /** Newest first, narrowed to a subject or an action when given. */
    async page(filter: { subject?: string; action?: string }, window: PageWindow) {
      let query = currentDb().selectFrom('audit_log')
      if (filter.subject) query = query.where('subject', '=', filter.subject)
      if (filter.action) query = query.where('action', '=', filter.action)
      return pagedRows(query, window, (matching) => matching.selectAll().orderBy('id', 'desc'))
    },
  }
}

export const auditRepositoryPlugin = repositoryPlugin('auditRepository', createAuditRepository)
