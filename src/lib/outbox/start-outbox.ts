import type { QueryClient } from '@tanstack/query-core'
import { keepQueryCacheSaved, type SavedQueryCacheOptions } from '../saved-query-cache'
import {
  forgetTakenWrites,
  isInOutbox,
  type OutboxWrite,
  registerOutboxWrites,
  resumeOutbox,
} from './outbox-queue'
import { sendAgainAfterLogin } from './send-after-login'
import { shareOutboxWithWorker } from './worker-handoff'

export interface OutboxStart extends Omit<SavedQueryCacheOptions, 'shouldDehydrateMutation'> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each write has its own call
  writes: readonly OutboxWrite<any>[]
}

/**
 * The outbox in the browser: its writes registered, what earlier visits saved read back with the
 * query cache (and kept saved), what the service worker sent meanwhile taken over, what waits
 * sent (and handed to the worker while it waits), and what waited for a login sent after the
 * next one. Resolves once the saved data is in the cache, with the stop of all of it.
 */
export async function startOutbox(
  queryClient: QueryClient,
  { writes, ...saving }: OutboxStart,
): Promise<() => void> {
  // Writes made on this page before the outbox started (the page starts it once quiet).
  const madeBefore = queryClient.getMutationCache().findAll({ predicate: isInOutbox })
  // The writes first: the queue read back is sent with them.
  registerOutboxWrites(queryClient, writes)
  const stopForgetting = forgetTakenWrites(queryClient)
  // Every write not yet answered, also one on its way, is sent again after a reload with its
  // Idempotency-Key, so the shop takes it once; a refused one stays until the shopper decides.
  const stopSaving = await keepQueryCacheSaved(queryClient, {
    ...saving,
    shouldDehydrateMutation: isInOutbox,
  })
  const stopLoginWatch = sendAgainAfterLogin(queryClient)
  // What the service worker sent meanwhile (the shop may have been closed) is not sent again.
  const stopSharing = await shareOutboxWithWorker(queryClient, writes, madeBefore)
  resumeOutbox(queryClient)
  return () => {
    stopSharing()
    stopSaving()
    stopLoginWatch()
    stopForgetting()
  }
}
