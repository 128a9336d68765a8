import type { FastifyPluginAsync } from 'fastify'
import { siteUnlockCall } from '../../../src/contract/site-lock'
import { lockPassCookie } from '../../http/lock-pass'
import { registerCall } from '../../http/register-call'
import { neverStoreAnswers } from '../../plugins/security-headers'

/** The lock page's call: the right key earns a pass that opens the calls the lock closes. */
export const siteLockRoutes: FastifyPluginAsync = async (app) => {
  neverStoreAnswers(app)
  registerCall(app, siteUnlockCall, { errors: [403, 429] }, async ({ body, request, reply }) => {
    const lock = app.siteLock
    if (!lock.locked) return { status: true }
    // Wrong keys and forged passes count against the same limit per address.
    const pass = await lock.unlock(request, body.key)
    // Pages and calls of this browser carry it from now on; its scripts never see it.
    reply.setCookie(lockPassCookie, pass, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: app.config.siteLockPassDays * 86_400,
    })
    return { status: true, pass }
  })
}
