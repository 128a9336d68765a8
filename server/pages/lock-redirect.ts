import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import { lockPassCookie } from '../http/lock-pass'
import { isPagePath, pathOf } from './page-paths'

/**
 * While the shop is locked, its pages open only with a valid unlock pass (others go to the lock
 * page, `/luck`); the lock page opens only for a visitor it still keeps out.
 */
export function lockRedirect(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    if (!isPagePath(request.url)) return
    const lock = app.siteLock
    const onLockPage = pathOf(request.url) === '/luck'
    if (!lock.locked) return onLockPage ? reply.redirect('/', 302) : undefined
    const pass = request.cookies[lockPassCookie]
    const open = pass !== undefined && lock.checkPass(pass) === 'valid'
    if (!open && !onLockPage) return reply.redirect('/luck', 302)
    if (open && onLockPage) return reply.redirect('/', 302)
  }
}
