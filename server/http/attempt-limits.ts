import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../src/contract/errors'
import type { AttemptsRepository } from '../repositories/attempts-repository'
import { ApiError } from './errors'

/**
 * Runs a step of an attempt limit. When the database cannot count, the call is refused with 503
 * (fail closed): letting it through would lift the limit for anyone who can slow the database.
 */
export async function withAttemptLimit<T>(
  log: FastifyBaseLogger,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof ApiError) throw error
    log.error({ error }, 'counting attempts failed')
    throw new ApiError(
      503,
      errorCodes.unavailable,
      'We cannot check this attempt right now. Try again in a moment.',
    ).withRetryAfter(5)
  }
}

/**
 * Clients this instance has seen over a limit, until their window ends: refused again without
 * asking the database (a window's count never goes down), so a flood costs it nothing.
 */
export class KnownOverLimit {
  private readonly until = new Map<string, number>()

  constructor(private readonly capacity = 10_000) {}

  /** When the client's window ends, if it is known to be over the limit now. */
  resetsAt(limit: string, client: string, now = Date.now()): number | undefined {
    const resetsAt = this.until.get(`${limit}\n${client}`)
    return resetsAt !== undefined && resetsAt > now ? resetsAt : undefined
  }

  remember(limit: string, client: string, resetsAt: number, now = Date.now()): void {
    if (this.until.size >= this.capacity) {
      for (const [key, ends] of this.until) if (ends <= now) this.until.delete(key)
      // Still full: the oldest entry goes (the database still refuses that client).
      if (this.until.size >= this.capacity) this.until.delete(this.until.keys().next().value ?? '')
    }
    this.until.set(`${limit}\n${client}`, resetsAt)
  }
}

/** What @fastify/rate-limit hands `child`: the route's options travel under `routeInfo`. */
interface LimitedRoute {
  routeInfo: { url: string }
}

/**
 * A store for @fastify/rate-limit that counts in the database, so every instance shares each
 * route's limit; one fixed window per client and route (no backoff).
 */
export function sharedRateLimitStore(
  attempts: AttemptsRepository,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const overLimit = new KnownOverLimit()
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly limit = 'rate-limit',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
      max = 0,
    ): void {
      const knownUntil = overLimit.resetsAt(this.limit, key)
      if (knownUntil !== undefined) {
        callback(null, { current: max + 1, ttl: knownUntil - Date.now() })
        return
      }
      withAttemptLimit(log, () => attempts.count(this.limit, key, timeWindow)).then(
        ({ attempts: current, resetsAt }) => {
          if (current > max) overLimit.remember(this.limit, key, resetsAt)
          callback(null, { current, ttl: Math.max(0, resetsAt - Date.now()) })
        },
        (error: unknown) => callback(error as Error),
      )
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as LimitedRoute
      return new SharedRateLimitStore({}, routeInfo.url)
    }
  }
  return SharedRateLimitStore
}
