import type { UseQueryResult } from '@tanstack/react-query'
import { isGone } from '../api/plugins'
import { BlockSkeleton } from './block-skeleton'
import { RetryNotice } from '../../../components/retry-notice'

/**
 * What a plugin block shows while its own data is not there: placeholders while it loads, a quiet
 * retry when it failed, nothing when the plugin no longer exists.
 */
export function PluginFallback({ query, lines }: { query: UseQueryResult; lines?: number }) {
  if (query.isError) {
    if (isGone(query.error)) return null
    return <RetryNotice onRetry={() => void query.refetch()} retrying={query.isFetching} />
  }
  return <BlockSkeleton lines={lines} />
}
