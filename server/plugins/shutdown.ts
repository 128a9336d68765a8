import fp from 'fastify-plugin'
import { errorCodes } from '../../src/contract/errors'
import { ConnectionDrain } from '../http/connection-drain'
import { ApiError } from '../http/errors'
import { refuseWaitingDerivations } from '../security/passwords'

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the work that has not started (password hashing in its queue) with a 503. */
    refuseWaitingWork: () => void
  }
}

/**
 * A closing server takes the connections queued for it until none has come for a moment (clients
 * asked to come back return together), for two seconds at most.
 */
const queuedConnections = { quietMs: 100, withinMs: 2000 }

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
 * still open to come back (503, Retry-After, and the connection closed). A connection closes
 * once it is quiet, never while a request sent on it waits to be read.
 */
export const shutdownPlugin = fp(
  async (app) => {
    let closing = false
    const drain = new ConnectionDrain(app.server)
    app.addHook('preClose', async () => {
      closing = true
      drain.start()
      await drain.takeQueuedConnections(queuedConnections)
    })
    app.addHook('onClose', async () => drain.stop())
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return
      reply.header('connection', 'close')
      throw restarting()
    })
    app.decorate('refuseWaitingWork', () => refuseWaitingDerivations(restarting()))
  },
  { name: 'shutdown' },
)
