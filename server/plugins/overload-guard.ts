import { Socket } from 'node:net'
import { getHeapStatistics } from 'node:v8'
import underPressure from '@fastify/under-pressure'
import fp from 'fastify-plugin'
import { errorCodes } from '../../src/contract/errors'
import { ApiError } from '../http/errors'

/** Seconds an overloaded server asks a client to wait; the client adds its own jitter. */
const retryAfterSeconds = 2

/** Share of the heap's limit past which the server sheds work rather than run out of memory. */
const heapShare = 0.9

/**
 * Fast refusals under overload: past `OVERLOAD_DELAY_MS` of mean event-loop delay (sampled
 * every 250 ms) or 90% of the heap, an API call is answered 503 with Retry-After at once instead
 * of waiting its turn until it times out. Pages decide for themselves (`app.isUnderPressure()`):
 * the page cache, or the app's shell. Files and media are always served.
 */
export const overloadGuardPlugin = fp<{ overloadDelayMs: number }>(
  async (app, { overloadDelayMs }) => {
    await app.register(underPressure, {
      maxEventLoopDelay: overloadDelayMs,
      maxHeapUsedBytes:
        overloadDelayMs > 0 ? Math.floor(getHeapStatistics().heap_size_limit * heapShare) : 0,
      sampleInterval: 250,
      pressureHandler: (request, reply) => {
        if (!request.url.startsWith('/wsd/')) return undefined
        // A page's own calls, made in-process (no socket), belong to a page already let in.
        if (!(request.raw.socket instanceof Socket)) return undefined
        const busy = new ApiError(
          503,
          errorCodes.unavailable,
          'The shop is busy just now. Try again in a moment.',
        )
        void reply.code(503).header('retry-after', String(retryAfterSeconds)).send(busy.toBody())
      },
    })
  },
  { name: 'overload-guard' },
)
