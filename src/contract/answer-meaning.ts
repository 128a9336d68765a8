import { errorCodes } from './errors'

/**
 * What the shop's answer to a call means for what the app does next, the same for the pages,
 * their outbox, the back office and the service worker:
 * - `sent`: the shop took it (a 2xx);
 * - `refused`: the shop decided against it (a 4xx, with its code): asking again gets the same;
 * - `try-later`: the shop asked to be asked again (503 restarting or overloaded, 429 too many at
 *   once, 408 it stopped waiting for the request, or the same write still in progress), after
 *   its `Retry-After` when it said one: a read or write waits, never refused;
 * - `failed`: the shop failed on its own (another 5xx it answered itself): it rolls a write back,
 *   so sending it again (with its Idempotency-Key) is safe, a few times;
 * - `no-answer`: nothing came from the shop (the network failed, status 0) or only its gateway
 *   answered (502, 504): it may have done the write, so only the same Idempotency-Key sends it again;
 * - `login-needed`: the visitor's login is missing, expired or ended (401).
 */
export type AnswerMeaning =
  | { kind: 'sent' }
  | { kind: 'refused'; code: string }
  | { kind: 'try-later'; retryAfterSeconds?: number }
  | { kind: 'failed' }
  | { kind: 'no-answer' }
  | { kind: 'login-needed' }

/** An answer as the app reads it: its status (0 when none came), its error code and its wait. */
export interface ShopAnswer {
  status: number
  /** The error shape's `code`, when the answer carried one. */
  code?: string
  /** The `Retry-After` the answer asked for, in seconds. */
  retryAfterSeconds?: number
}

/** Statuses that ask to be asked again later, whatever the code. */
const tryLaterStatuses = new Set([408, 429, 503])
/** A gateway's answers: the shop behind it may or may not have done the call. */
const gatewayStatuses = new Set([502, 504])

/** What an answer of the shop means (see `AnswerMeaning`). */
export function meaningOfAnswer({ status, code, retryAfterSeconds }: ShopAnswer): AnswerMeaning {
  if (status === 0 || gatewayStatuses.has(status)) return { kind: 'no-answer' }
  if (status >= 200 && status < 300) return { kind: 'sent' }
  if (tryLaterStatuses.has(status) || code === errorCodes.idempotencyInProgress) {
    return retryAfterSeconds === undefined
      ? { kind: 'try-later' }
      : { kind: 'try-later', retryAfterSeconds }
  }
  if (status === 401) return { kind: 'login-needed' }
  if (status >= 400 && status < 500) return { kind: 'refused', code: code ?? '' }
  // Another 5xx, or an answer no call is given (1xx, 3xx): the shop did not take it.
  return { kind: 'failed' }
}
