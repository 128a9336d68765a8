import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import { SiteLock } from '../http/lock-pass'

declare module 'fastify' {
  interface FastifyInstance {
    siteLock: SiteLock
  }
}

/**
 * The shop's lock, its signing secret read (or made) once at start: the configured
 * SITE_LOCK_SECRET, else a random one made on the first start and kept in the database, so every
 * instance over it signs and accepts the same passes.
 */
export const siteLockPlugin = fp(
  async (app) => {
    const { config } = app
    const key = config.siteLockKey
    const secret = async () =>
      config.siteLockSecret ||
      app.serverSecretsRepository.keep('site-lock', randomBytes(32).toString('base64url'))
    app.decorate(
      'siteLock',
      new SiteLock({
        key,
        secret: key === undefined ? '' : await secret(),
        passDays: config.siteLockPassDays,
        guessesPerMinute: config.authRateLimit,
        attempts: app.attemptsRepository,
        log: app.log,
      }),
    )
  },
  {
    name: 'site-lock',
    dependencies: ['database', 'server-secrets-repository', 'attempts-repository'],
  },
)
