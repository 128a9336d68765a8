import { Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import underPressure from '@fastify/under-pressure'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorCodes } from '../../src/contract/errors'
import { ApiError } from '../http/errors'

declare module 'fastify' {
  interface FastifyInstance {
    /** True while the server cannot keep up: pages then skip rendering. */
    overloaded: () => boolean
    /**
     * Resolves true once the guard's samples no longer see the work done so far (two samples in a
     * row without pressure), false if they still do after `withinMs`.
     */
    calm: (withinMs: number) => Promise<boolean>
  }
}

/** Seconds an overloaded server asks a client to wait; the client adds its own jitter. */
const retryAfterSeconds = 2

/** Share of the heap's limit past which the server sheds work rather than run out of memory. */
const heapShare = 0.9

/** How often the guard's clock ticks: a late tick is a busy event loop. */
const tickMs = 10

/** How often under-pressure samples the event loop's delay (its mean over the interval). */
const sampleIntervalMs = 250

/**
 * How long the event loop has been busy without a break, now: requests read together in one
 * turn of the loop (a burst of new connections) are handled one after another in that turn.
 */
function busyTurnClock(): { busyMs: () => number; stop: () => void } {
  let lastTick = performance.now()
  const timer = setInterval(() => (lastTick = performance.now()), tickMs)
  timer.unref()
  return {
    busyMs: () => performance.now() - lastTick - tickMs,
    stop: () => clearInterval(timer),
  }
}

/**
 * A request from a visitor, over a connection. The shop's own requests are made in-process, with
 * no socket: a page's API calls, and the pages its start renders before it takes a connection.
 */
export function isVisitorRequest(request: FastifyRequest): boolean {
  return request.raw.socket instanceof Socket
}

/** An API call from outside (a page's own calls are made in-process, with no socket). */
function isOutsideApiCall(request: FastifyRequest): boolean {
  return request.url.startsWith('/wsd/') && isVisitorRequest(request)
}

/**
 * A 503 with Retry-After (the error handler sends it), which closes the connection: the client
 * comes back on a new one (to this instance or another), so no idle connection waits on a
 * client due back. A closing server closes idle connections, and one closed as its client came
 * back would be reset.
 */
function busy(reply: FastifyReply): ApiError {
  reply.header('connection', 'close')
  return new ApiError(
    503,
    errorCodes.unavailable,
    'The shop is busy just now. Try again in a moment.',
  ).withRetryAfter(retryAfterSeconds)
}

/**
 * Fast refusals under overload: an API call is answered 503 with Retry-After at once instead of
 * waiting its turn until it times out, when the event loop's mean delay (sampled every 250 ms by
 * under-pressure) passes `OVERLOAD_DELAY_MS`, or the loop's current turn has already been busy
 * that long, or the heap is 90% full. Pages ask `app.overloaded()` and answer from the page cache
 * or with the app's shell. Files and media are always served.
 */
export const overloadGuardPlugin = fp<{ overloadDelayMs: number }>(
  async (app, { overloadDelayMs }) => {
    const guarding = overloadDelayMs > 0
    await app.register(underPressure, {
      maxEventLoopDelay: overloadDelayMs,
      maxHeapUsedBytes: guarding ? Math.floor(getHeapStatistics().heap_size_limit * heapShare) : 0,
      sampleInterval: sampleIntervalMs,
      // A refusal thrown here is the answer, and the request goes no further.
      pressureHandler: async (request, reply) => {
        if (isOutsideApiCall(request)) throw busy(reply)
      },
    })
    if (!guarding) {
      app.decorate('overloaded', () => false)
      app.decorate('calm', async () => true)
      return
    }
    const clock = busyTurnClock()
    app.addHook('onClose', async () => clock.stop())
    const overloaded = () => app.isUnderPressure() || clock.busyMs() > overloadDelayMs
    app.decorate('overloaded', overloaded)
    app.decorate('calm', async (withinMs: number) => {
      const until = performance.now() + withinMs
      let calmSamples = 0
      while (performance.now() < until) {
        await new Promise((done) => setTimeout(done, sampleIntervalMs))
        calmSamples = overloaded() ? 0 : calmSamples + 1
        if (calmSamples === 2) return true
      }
      return false
    })
    app.addHook('onRequest', async (request, reply) => {
      if (isOutsideApiCall(request) && clock.busyMs() > overloadDelayMs) throw busy(reply)
    })
  },
  { name: 'overload-guard' },
)
