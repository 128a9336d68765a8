import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { meaningOfFailure } from '../../../api/client'
import { retryWaitMs } from '../../../api/retry-wait'

/** A read the shop asked to make again later: each of its tries was answered so (503, 429, 408). */
export function waitsForShop(query: Query): boolean {
  return query.state.status === 'error' && meaningOfFailure(query.state.error)?.kind === 'try-later'
}

/**
 * Reads these queries again after the wait the shop asked for (its `Retry-After`), and again
 * after each busy answer, until none waits for the shop any more: then `answered` runs (the
 * reads succeeded, or failed for another reason, which their page then shows). Returns a stop.
 */
export function readAgainWhenShopAnswers(
  queryClient: QueryClient,
  queries: Query[],
  answered: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const later = (error: unknown) => {
    timer = setTimeout(
      () => {
        void queryClient
          .refetchQueries({ predicate: (query) => queries.includes(query) })
          .then(() => {
            if (stopped) return
            const waiting = queries.find(waitsForShop)
            if (waiting) later(waiting.state.error)
            else answered()
          })
      },
      retryWaitMs(0, error),
    )
  }
  later(queries.find(waitsForShop)?.state.error)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** A read on the screen (a part of the page shows it) that waits for the shop. */
const shownAndWaiting = (query: Query) => query.getObserversCount() > 0 && waitsForShop(query)

/**
 * Whether a part of the page shows what this device saved because the shop was too busy to
 * answer its read; those reads are made again by themselves until the shop answers.
 */
export function useShownReadsWaiting(): boolean {
  const queryClient = useQueryClient()
  const cache = queryClient.getQueryCache()
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache])
  const waiting = useSyncExternalStore(
    subscribe,
    () => cache.getAll().some(shownAndWaiting),
    () => false,
  )
  useEffect(() => {
    if (!waiting) return
    return readAgainWhenShopAnswers(queryClient, cache.getAll().filter(shownAndWaiting), () => {})
  }, [waiting, cache, queryClient])
  return waiting
}
