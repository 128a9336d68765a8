import type { FastifyPluginAsync } from 'fastify'
import { errorCodes } from '../../../src/contract/errors'
import { siteUnlockCall } from '../../../src/contract/site-lock'
import { ApiError } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { neverStoreAnswers } from '../../plugins/security-headers'

/** The lock page's call: the right key earns a pass that opens the content calls. */
export const siteLockRoutes: FastifyPluginAsync = async (app) => {
  neverStoreAnswers(app)
  registerCall(app, siteUnlockCall, async ({ body, request }) => {
    const lock = app.siteLock
    if (!lock.locked) return { status: true }
    // Wrong keys and forged passes count against the same limit per address.
    lock.refuseGuesser(request)
    if (!lock.keyMatches(body.key)) {
      lock.countGuess(request)
      throw new ApiError(403, errorCodes.forbidden, 'That key is not right.', {
        key: 'That key is not right.',
      })
    }
    return { status: true, pass: lock.issuePass() }
  })
}
