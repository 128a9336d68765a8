import type { Mutation, QueryClient } from '@tanstack/query-core'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { get, type UseStore } from 'idb-keyval'
import { expect, vi } from 'vitest'

/** The reads (key, when their data came) and the writes (status) a copy holds. */
function contentsOf(
  queries: { queryHash: string; state: { dataUpdatedAt: number } }[],
  statuses: string[],
) {
  return {
    reads: queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
    writes: statuses,
  }
}

/**
 * Until the copy of the query cache saved in `store` holds the client's reads and the writes it
 * saves (`savedWrite`; none by default) as they are now: the shop saves it at most once a second.
 */
export async function savedAsNow(
  client: QueryClient,
  store: UseStore,
  savedWrite: (mutation: Mutation<unknown, Error, unknown, unknown>) => boolean = () => false,
): Promise<void> {
  await vi.waitFor(
    async () => {
      const copy = await get<PersistedClient>('query-cache', store)
      const queries = client.getQueryCache().getAll()
      const writes = client.getMutationCache().getAll().filter(savedWrite)
      expect(
        contentsOf(
          copy?.clientState.queries ?? [],
          (copy?.clientState.mutations ?? []).map((mutation) => mutation.state.status),
        ),
      ).toEqual(
        contentsOf(
          queries.filter((query) => query.state.status === 'success'),
          writes.map((mutation) => mutation.state.status),
        ),
      )
    },
    { timeout: 5000, interval: 50 },
  )
}
