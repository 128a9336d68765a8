import type { Db } from './database'

/**
 * Which rule each search index (products, orders, serials...) was filled by. An index is named
 * and versioned by the module that fills it; the version goes up when its folding rule or its
 * fields change, and the shop fills it again as it starts.
 */
export interface SearchIndexVersion {
  name: string
  version: number
}

/** Whether the index was filled by this version of its rule. */
export async function isIndexCurrent(db: Db, { name, version }: SearchIndexVersion) {
  const state = await db
    .selectFrom('search_index_state')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst()
  return state?.version === version
}

/** Notes that the index was filled by this version of its rule, in the filling's transaction. */
export async function markIndexFilled(db: Db, { name, version }: SearchIndexVersion) {
  await db
    .insertInto('search_index_state')
    .values({ name, version })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ version }))
    .execute()
}
