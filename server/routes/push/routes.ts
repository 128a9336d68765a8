import type { FastifyPluginAsync } from 'fastify'
import {
  pushDevicesCall,
  pushKeyCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
  staffPushNewsCall,
} from '../../../src/contract/push'
import { registerCall } from '../../http/register-call'
import {
  pushDevice,
  pushOwnerOf,
  setStaffNews,
  subscribeDevice,
  unsubscribeDevice,
} from '../../services/push-devices'

/** Web Push: the shop's key, a device turned on and off, an account's devices, staff's news. */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, pushKeyCall, async () => ({ publicKey: app.pushQueue.publicKey }))

  registerCall(app, pushSubscribeCall, { errors: [404] }, async ({ body, user, request }) => ({
    device: await subscribeDevice(app, {
      body,
      user,
      userAgent: request.headers['user-agent'],
    }),
  }))

  registerCall(app, pushUnsubscribeCall, { errors: [403] }, async ({ body, user }) => ({
    status: true,
    removed: await unsubscribeDevice(
      app,
      pushOwnerOf(body.session, user),
      body.id === undefined ? { endpoint: body.endpoint ?? '' } : { id: body.id },
    ),
  }))

  registerCall(app, pushDevicesCall, async ({ user }) => ({
    devices: (await app.pushRepository.devicesOf(user.id)).map(pushDevice),
  }))

  registerCall(app, staffPushNewsCall, { errors: [404] }, async ({ body, user }) => ({
    device: await setStaffNews(app, user, body),
  }))
}
