import type { FastifyInstance } from 'fastify'
import type { CallParsedRequest } from '../../src/contract/call'
import {
  staffNews,
  staffNewsArea,
  type PushDevice,
  type pushSubscribeCall,
  type StaffNews,
} from '../../src/contract/push'
import { mayWorkIn } from '../../src/contract/roles'
import { fieldRefused, forbidden, notFound } from '../http/errors'
import { deviceOf } from '../push/device-of'
import { endpointRefusal } from '../push/push-endpoint'
import type { AuthUser } from '../repositories/accounts-repository'
import type { PushOwner, StoredPushSubscription } from '../repositories/push-repository'
import { nowIso } from '../security/tokens'

/** A device as its owner's list shows it. */
export function pushDevice(row: StoredPushSubscription): PushDevice {
  const news = row.staff_news.split(',')
  return {
    id: row.id,
    browser: row.browser,
    system: row.system,
    endpoint: row.endpoint,
    created_at: row.created_at,
    news: staffNews.filter((each) => news.includes(each)),
  }
}

/** Whose a request's device is: the login's account, else the page's browser session. */
export function pushOwnerOf(session: string | undefined, user: AuthUser | null): PushOwner {
  return { userId: user?.id ?? 0, session: session ?? '' }
}

/** A shop that sends no pushes refuses a device, saying so. */
function requirePush(app: FastifyInstance) {
  if (app.pushQueue.publicKey === null) {
    throw notFound('This shop sends no notifications.')
  }
}

/**
 * Turns a device on for its owner, as its browser gave the subscription: a push service on the
 * internet over https only (one on this machine or a private network when the shop allows it
 * for tests); its keys were checked by the contract.
 */
export async function subscribeDevice(
  app: FastifyInstance,
  {
    body,
    user,
    userAgent,
  }: {
    body: CallParsedRequest<typeof pushSubscribeCall>
    user: AuthUser | null
    userAgent: string | undefined
  },
): Promise<PushDevice> {
  requirePush(app)
  const owner = pushOwnerOf(body.session, user)
  if (owner.userId === 0 && owner.session === '') {
    throw fieldRefused('session', {
      reason: 'required',
      message: 'Log in, or give the browser session, to be told of your orders.',
    })
  }
  const { subscription } = body
  const refusal = endpointRefusal(subscription.endpoint, app.config.push.allowLoopback)
  if (refusal) {
    throw fieldRefused('subscription.endpoint', { reason: 'invalid', message: refusal })
  }
  const expires = subscription.expirationTime
  const row = await app.pushRepository.subscribe(
    {
      ...owner,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      expiresAt: typeof expires === 'number' ? new Date(expires).toISOString() : null,
      lang: body.lang ?? app.config.defaultLang,
      ...deviceOf(userAgent),
    },
    nowIso(),
  )
  return pushDevice(row)
}

/** Turns an owner's device off, by its id or its endpoint; another's is refused (403). */
export async function unsubscribeDevice(
  app: FastifyInstance,
  owner: PushOwner,
  which: { id: number } | { endpoint: string },
): Promise<boolean> {
  if (await app.pushRepository.removeOwn(owner, which)) return true
  // Someone else's device, named by its id: not the requester's to turn off.
  if ('id' in which && (await app.pushRepository.exists(which.id))) {
    throw forbidden('This device is not yours: turn it off from the account it was turned on for.')
  }
  return false
}

/**
 * Sets the back office's news a staff member's device is told of: only news of areas they have,
 * on a device turned on for their own account.
 */
export async function setStaffNews(
  app: FastifyInstance,
  user: AuthUser,
  { endpoint, news }: { endpoint: string; news: StaffNews[] },
): Promise<PushDevice> {
  requirePush(app)
  const device = await app.pushRepository.ownDeviceAt({ userId: user.id, session: '' }, endpoint)
  if (!device) {
    throw notFound('Turn notifications on for this device first: it is not among yours.')
  }
  const refused = news.find((each) => !mayWorkIn(user, staffNewsArea[each]))
  if (refused) {
    throw fieldRefused('news', {
      reason: 'choice',
      message: `Your account does not work in the area of this news (${refused}).`,
    })
  }
  const kept = staffNews.filter((each) => news.includes(each)).join(',')
  await app.pushRepository.setStaffNews(device.id, kept)
  return pushDevice({ ...device, staff_news: kept })
}
