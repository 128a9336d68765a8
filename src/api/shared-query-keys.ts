import type { QueryClient } from '@tanstack/react-query'

/**
 * Keys of reads that one feature makes and another's writes change (a review changes the
 * product's vote and counts): each is the start of the read's key, before its language.
 */
export const sharedQueryKeys = {
  /** A product's page (`product/single`). */
  product: (unique: string) => ['catalogue', 'product', unique] as const,
}

/**
 * The start of the keys of what the device keeps for itself (the shell's list of the pages seen):
 * no read of the server's, so nothing the server could refresh.
 */
export const deviceOwnRoot = 'shell'

/**
 * Marks every read of the shop's server old, and reads again those on the screen: every key but
 * the device's own, so a new feature's reads are refreshed without being listed.
 */
export const refreshServerReads = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== deviceOwnRoot })
