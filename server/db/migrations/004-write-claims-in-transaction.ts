import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

/**
 * An Idempotency-Key's claim now commits with its write, so no claim is ever left pending; the
 * ones left by requests that died before this version would block their keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from idempotency_keys where state <> 'done'`.execute(db)
}

export async function down(): Promise<void> {}
