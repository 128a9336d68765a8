import fp from 'fastify-plugin'
import { SiteLock, siteLockSecret } from '../http/site-lock'

declare module 'fastify' {
  interface FastifyInstance {
    siteLock: SiteLock
  }
}

/** The shop's lock, its signing secret read (or made) once at start. */
export const siteLockPlugin = fp(
  async (app) => {
    const { config } = app
    const key = config.siteLockKey
    app.decorate(
      'siteLock',
      new SiteLock({
        key,
        secret: key === undefined ? '' : await siteLockSecret(app.db, config.siteLockSecret),
        passDays: config.siteLockPassDays,
        guessesPerMinute: config.authRateLimit,
      }),
    )
  },
  { name: 'site-lock', dependencies: ['database'] },
)
