import type * as z from 'zod/mini'
import type { StaffArea } from './roles'

/**
 * Who may make a call. `user` needs a valid token; `optional` reads it when present; `staff` and
 * `admin` need the token of a user with that role (admin includes staff): the back office.
 */
export type CallAuth = 'none' | 'optional' | 'user' | 'staff' | 'admin'

/** True for the back office's calls. */
export function isStaffCall(call: { auth: CallAuth }): call is { auth: 'staff' | 'admin' } {
  return call.auth === 'staff' || call.auth === 'admin'
}

export interface CallDefinition<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  /** Path under the API host, e.g. `/wsd/v1/product/cat`. Always POST with a JSON body. */
  path: string
  request: Req
  response: Res
  auth: CallAuth
  /** Writes a client may retry: they accept an `Idempotency-Key` header. */
  write: boolean
  /**
   * A write whose response is stored with its Idempotency-Key and replayed on a repeat. False
   * for writes that answer with a secret (a login token), which must never be stored: those
   * refuse the header.
   */
  replayable: boolean
  /**
   * The answer depends only on the request, its language and the shop's content, so the server
   * may answer a repeat from its short-lived read cache. Only reads that need no user may ask.
   */
  cacheable: boolean
  /** Refused (423) without a pass while the site is locked: every call but those a locked shop needs. */
  closedWhileLocked: boolean
  /** A back-office call's area: staff need it given (`mayWorkIn`); admins have every area. */
  area?: StaffArea
}

export type AnyCall = CallDefinition<z.ZodMiniType, z.ZodMiniType>
/** What a client sends. */
export type CallRequest<C extends AnyCall> = z.input<C['request']>
/** What the server's handler receives after validation. */
export type CallParsedRequest<C extends AnyCall> = z.output<C['request']>
/** What the server sends on the wire (JSON text fields still as text). */
export type CallWireResponse<C extends AnyCall> = z.input<C['response']>
/** What a client reads after parsing (JSON text fields parsed). */
export type CallResponse<C extends AnyCall> = z.output<C['response']>

/*#__NO_SIDE_EFFECTS__*/
export function defineCall<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  const Auth extends CallAuth = 'none',
>(
  call: Omit<
    CallDefinition<Req, Res>,
    'auth' | 'write' | 'replayable' | 'cacheable' | 'closedWhileLocked'
  > &
    Partial<
      Pick<CallDefinition<Req, Res>, 'write' | 'replayable' | 'cacheable' | 'closedWhileLocked'>
    > & {
      auth?: Auth
    },
): CallDefinition<Req, Res> & { auth: Auth } {
  const write = call.write ?? false
  const auth = (call.auth ?? 'none') as Auth
  return {
    closedWhileLocked: true,
    ...call,
    write,
    replayable: call.replayable ?? write,
    cacheable: (call.cacheable ?? false) && !write && auth === 'none',
    auth,
  }
}

export const v1 = /*#__NO_SIDE_EFFECTS__*/ (path: string) => `/wsd/v1/${path}`
