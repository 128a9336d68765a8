import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

/** When the oldest data the page shows was read from the shop (epoch milliseconds). */
function oldestShown(queryClient: QueryClient): number | undefined {
  let oldest: number | undefined
  for (const query of queryClient.getQueryCache().getAll()) {
    const { dataUpdatedAt } = query.state
    if (dataUpdatedAt > 0 && query.isActive() && (oldest === undefined || dataUpdatedAt < oldest)) {
      oldest = dataUpdatedAt
    }
  }
  return oldest
}

/**
 * When what the page shows was read from the shop: its oldest data, saved on the device (an
 * answer of the service worker's copy keeps the copy's time), following the cache as it changes.
 */
export function useSavedPageTime(): number | undefined {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (changed: () => void) => queryClient.getQueryCache().subscribe(changed),
    [queryClient],
  )
  const read = useCallback(() => oldestShown(queryClient), [queryClient])
  return useSyncExternalStore(subscribe, read, () => undefined)
}
