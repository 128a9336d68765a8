import { ApiCallError } from '../../api/client'
import { isLoginRefused } from '../../api/login-refused'
import { errorCodes } from '../../contract/errors'

/** Why the shop did not take a write: it waits in the outbox for the shopper's decision. */
export type RefusalReason =
  /** The login ended: the write is sent again once the shopper logs in. */
  | 'login'
  /** The shop refused what was written (a 4xx): its message says why. */
  | 'content'
  /** The shop failed or was busy several times in a row: it can be sent again. */
  | 'failed'

export interface Refusal {
  reason: RefusalReason
  message: string
  /** The shop's message for each refused field. */
  fields?: Record<string, string>
}

/**
 * The shop could not take the write just now: it failed (5xx), was busy (429), or is still
 * answering the same write sent a moment ago (its Idempotency-Key is in progress).
 */
export function isShopBusy(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false
  return (
    error.status >= 500 ||
    error.code === errorCodes.rateLimited ||
    error.code === errorCodes.idempotencyInProgress
  )
}

/** Why the shop's answer refused a write. */
export function refusalOf(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : String(error)
  if (isLoginRefused(error)) return { reason: 'login', message }
  if (error instanceof ApiCallError && !isShopBusy(error) && error.status >= 400) {
    return { reason: 'content', message, fields: error.fields }
  }
  return { reason: 'failed', message }
}
