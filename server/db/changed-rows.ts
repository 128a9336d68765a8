import type { DeleteResult, UpdateResult } from 'kysely'

/**
 * Runs an update or a delete and tells whether it changed a row: what a guarded write asks (a
 * move from one status, a hide of what was shown, a line that must be the owner's). Both dialects
 * count in a bigint.
 */
export async function changedAnyRow(write: {
  executeTakeFirst(): Promise<UpdateResult | DeleteResult>
}): Promise<boolean> {
  const result = await write.executeTakeFirst()
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) > 0
}
