import { ApiCallError } from './client'

/** A wait the shop asks for is kept within these bounds: never hammered, never a long silence. */
const shortestAskedWaitMs = 1000
const longestAskedWaitMs = 48_000
/** At most this share of the wait is added at random, so the phones turned away do not return together. */
const spread = 0.25

/**
 * How long to wait before asking again after a failure: what the shop asked for (its
 * `Retry-After`, between 1 and 48 seconds), otherwise doubling from 1 second up to 30 (as the query
 * client does by default); plus up to a quarter more at random. At most a minute.
 */
export function retryWaitMs(failures: number, error: unknown, random = Math.random): number {
  const asked = error instanceof ApiCallError ? error.retryAfterSeconds : undefined
  const wait =
    asked === undefined
      ? Math.min(1000 * 2 ** failures, 30_000)
      : Math.min(longestAskedWaitMs, Math.max(shortestAskedWaitMs, asked * 1000))
  return Math.round(wait * (1 + spread * random()))
}
