import * as z from 'zod/mini'
import { cartSession } from './cart'
import { defineCall, v1 } from './call'
import { ignoredUid, languageSchema, rowId, tokenField } from './common'
import { onFirstUse } from './on-first-use'
import type { StaffArea } from './roles'

/** The longest push service address the shop keeps (the vendors' are under 500 characters). */
export const maxEndpointLength = 1000

/** Bytes of a base64url text, or -1 when it is not one. */
export function base64urlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return -1
  const letters = text.replace(/=+$/, '').length
  if (letters % 4 === 1) return -1
  return Math.floor((letters * 3) / 4)
}

/** A key of the subscription: base64url of exactly `bytes` bytes (RFC 8291). */
const subscriptionKey = (name: string, bytes: number) =>
  z.string({ error: `The subscription's ${name} key is required.` }).check(
    z.maxLength(Math.ceil((bytes * 4) / 3) + 2, {
      message: `The subscription's ${name} key is too long: it is ${String(bytes)} bytes, in base64url.`,
      abort: true,
    }),
    z.refine((text) => base64urlBytes(text) === bytes, {
      message: `The subscription's ${name} key must be ${String(bytes)} bytes, in base64url.`,
    }),
  )

/** What news a staff member's device is told of, for the back-office areas they have. */
export const staffNews = ['orders', 'questions'] as const
export type StaffNews = (typeof staffNews)[number]

/** The area a staff member needs to hear of each news: new orders, questions waiting. */
export const staffNewsArea: Record<StaffNews, StaffArea> = {
  orders: 'orders',
  questions: 'feedback',
}

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's
 * address and the keys a push is encrypted to (a P-256 public key and a 16-byte secret).
 */
export const pushSubscriptionSchema = onFirstUse(() =>
  z.object({
    endpoint: z.string({ error: 'The subscription needs its endpoint.' }).check(
      z.maxLength(maxEndpointLength, {
        message: `The endpoint must be at most ${String(maxEndpointLength)} characters.`,
        abort: true,
      }),
      z.refine((text) => URL.canParse(text), {
        message: 'The endpoint must be the address of a push service.',
      }),
    ),
    /** When the browser will drop it (ms since 1970), or null. */
    expirationTime: z.optional(z.nullable(z.number().check(z.nonnegative()))),
    keys: z.object({
      p256dh: subscriptionKey('p256dh', 65),
      auth: subscriptionKey('auth', 16),
    }),
  }),
)
export type PushSubscriptionJson = z.input<typeof pushSubscriptionSchema>

/** One device told of the account's orders, as the account lists it. */
export const pushDeviceSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    /** The browser it was turned on in ("Chrome"), '' when not known. */
    browser: z.string(),
    /** The system it runs on ("Android"), '' when not known. */
    system: z.string(),
    /** Its push service's address: a page finds its own device by it. */
    endpoint: z.string(),
    /** ISO time it was turned on. */
    created_at: z.string(),
    /** The back office's news it is told of (staff only). */
    news: z.array(z.enum(staffNews)),
  }),
)
export type PushDevice = z.output<typeof pushDeviceSchema>

/** Who a device is turned on for: the account of the login, or else the browser's session. */
const pushOwner = onFirstUse(() => ({
  session: z.optional(cartSession),
  token: tokenField,
  uid: ignoredUid,
}))

/** The shop's public push key (VAPID, base64url) to subscribe with; null when it sends none. */
export const pushKeyCall = onFirstUse(() =>
  defineCall({
    path: v1('push/key'),
    request: z.strictObject({}),
    response: z.object({ publicKey: z.nullable(z.string()) }),
  }),
)

/**
 * Turns on a device's news of orders: the subscription as the browser gives it, for the login's
 * account (every order it places) or, without one, the browser session's orders. The same
 * endpoint again is the same device: its keys and owner are brought up to date.
 */
export const pushSubscribeCall = onFirstUse(() =>
  defineCall({
    path: v1('push/subscribe'),
    auth: 'optional',
    write: true,
    request: z.strictObject({
      ...pushOwner,
      subscription: pushSubscriptionSchema,
      /** The page's language: staff's news is told in it. */
      lang: z.optional(languageSchema),
    }),
    response: z.object({ device: pushDeviceSchema }),
  }),
)

/**
 * Turns a device's news off: by its endpoint (the device itself), or by its id (the account's list
 * of devices). Only the owner's own: another's is refused, and nothing changes.
 */
export const pushUnsubscribeCall = onFirstUse(() =>
  defineCall({
    path: v1('push/unsubscribe'),
    auth: 'optional',
    write: true,
    request: z
      .strictObject({
        ...pushOwner,
        id: z.optional(rowId),
        endpoint: z.optional(z.string().check(z.maxLength(maxEndpointLength))),
      })
      .check(
        z.refine((body) => (body.id === undefined) !== (body.endpoint === undefined), {
          message: 'Name the device by its id or by its endpoint, one of the two.',
        }),
      ),
    response: z.object({ status: z.literal(true), removed: z.boolean() }),
  }),
)

/** The devices the logged-in account's orders are told to, newest first. */
export const pushDevicesCall = onFirstUse(() =>
  defineCall({
    path: v1('push/devices'),
    auth: 'user',
    request: z.strictObject({ token: tokenField, uid: ignoredUid }),
    response: z.object({ devices: z.array(pushDeviceSchema) }),
  }),
)

/**
 * A staff member's device: the back office's news it is told of, among those of the areas they
 * have (new orders: orders; questions waiting: feedback). The device must be theirs.
 */
export const staffPushNewsCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/push_news'),
    auth: 'staff',
    write: true,
    request: z.strictObject({
      token: tokenField,
      uid: ignoredUid,
      endpoint: z.string().check(z.maxLength(maxEndpointLength)),
      news: z.array(z.enum(staffNews)).check(z.maxLength(staffNews.length)),
    }),
    response: z.object({ device: pushDeviceSchema }),
  }),
)

/**
 * What a push carries, as the service worker shows it: the notification's words in the language
 * of the order (or of the staff member's page), where a tap opens, and, for staff, the count of
 * what waits for them (the app's badge). An order's number, never a buyer's details.
 */
export interface PushNotice {
  title: string
  body: string
  /** The shop's own address a tap opens (`/checkout/status?number=…&lang=fa`). */
  url: string
  /** A newer notice of the same tag replaces the one shown. */
  tag: string
  lang: string
  dir: 'ltr' | 'rtl'
  /** What waits for the staff member in the back office, for the app's badge. */
  badge?: number
}
