import fp from 'fastify-plugin'
import { errorCodes } from '../../src/contract/errors'
import { ApiError } from '../http/errors'
import { refuseWaitingDerivations } from '../security/passwords'

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the work that has not started (password hashing in its queue) with a 503. */
    refuseWaitingWork: () => void
  }
}

/** Seconds a client is asked to wait before retrying with another instance, or this one restarted. */
const retryAfterSeconds = 5

const restarting = () =>
  new ApiError(
    503,
    errorCodes.unavailable,
    'The shop is restarting. Try again in a few seconds.',
  ).withRetryAfter(retryAfterSeconds)

/**
 * A closing server answers what it has taken, and asks a request that arrives on a connection
 * still busy with an earlier one to come back (503, Retry-After, and the connection closed).
 */
export const shutdownPlugin = fp(
  async (app) => {
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return
      reply.header('connection', 'close')
      throw restarting()
    })
    // A kept-alive connection whose last request is answered is closed at once, not when its
    // keep-alive time runs out; one already carrying a next request gets that one's 503 first.
    app.addHook('onResponse', async () => {
      if (closing) setImmediate(() => app.server.closeIdleConnections())
    })
    app.decorate('refuseWaitingWork', () => refuseWaitingDerivations(restarting()))
  },
  { name: 'shutdown' },
)
