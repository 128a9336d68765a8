import type { FastifyPluginAsync } from 'fastify'
import { errorCodes } from '../../../src/contract/errors'
import { siteUnlockCall } from '../../../src/contract/site-lock'
import { ApiError } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { isLocked, issueLockPass, keyMatches } from '../../http/site-lock'

/** The lock page's call: the right key earns a pass that opens the content calls. */
export const siteLockRoutes: FastifyPluginAsync = async (app) => {
  const config = app.config
  registerCall(
    app,
    siteUnlockCall,
    async ({ body }) => {
      if (!isLocked(config)) return { status: true }
      if (!keyMatches(config, body.key)) {
        throw new ApiError(403, errorCodes.forbidden, 'That key is not right.', {
          key: 'That key is not right.',
        })
      }
      return { status: true, pass: issueLockPass(config) }
    },
    { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
  )
}
