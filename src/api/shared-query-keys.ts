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
 * The start of every key of a read the shop's server answers: each feature's, then each
 * back-office resource's. Not the shell's list of the pages seen, which is the device's own.
 */
export const serverReadRoots = [
  ['account'],
  ['authenticity'],
  ['blog'],
  ['cart'],
  ['catalogue'],
  ['cms'],
  ['layout'],
  ['orders'],
  ['portfolio'],
  ['reviews'],
  ['audit'],
  ['menus'],
  ['pages'],
  ['products'],
  ['questions'],
  ['serials'],
  ['staff'],
  ['todo'],
] as const

/** Marks every read of the shop's server old, and reads again those on the screen. */
export const refreshServerReads = (queryClient: QueryClient) =>
  Promise.all(serverReadRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
