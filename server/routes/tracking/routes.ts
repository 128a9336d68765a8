import type { FastifyPluginAsync } from 'fastify'
import { toJsonText } from '../../../src/contract/json-text'
import { addHistoryCall } from '../../../src/contract/tracking'
import { registerCall } from '../../http/register-call'
import { nowIso } from '../../security/tokens'

export const trackingRoutes: FastifyPluginAsync = async (app) => {
  const { trackingRepository } = app

  registerCall(app, addHistoryCall, async ({ body }) => {
    const { entry, exit, url } = body.history
    await trackingRepository.addHistory({
      session: body.session,
      history: toJsonText({
        entry: new Date(entry).toISOString(),
        exit: new Date(exit).toISOString(),
        url,
      }),
      referer: body.referer,
      createdAt: nowIso(),
    })
    return { status: true }
  })
}
