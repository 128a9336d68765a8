import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { sharedRateLimitStore } from '../http/attempt-limits'

/**
 * Per-address limits on the calls that ask for one (`rateLimit` of registerCall), counted in the
 * database so that every instance over it shares them.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(app.attemptsRepository, app.log),
    })
  },
  { name: 'rate-limits', dependencies: ['attempts-repository'] },
)
