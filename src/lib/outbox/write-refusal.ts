import { ApiCallError, meaningOfFailure } from '../../api/client'

/** Why the shop did not take a write: it waits in the outbox for the shopper's decision. */
export type RefusalReason =
  /** The login ended: the write is sent again once the shopper logs in. */
  | 'login'
  /** The shop decided against what was written (a 4xx): its message says why. */
  | 'decided'
  /** The shop failed, or gave no answer, several times in a row: it can be sent again. */
  | 'failed'

export interface Refusal {
  reason: RefusalReason
  message: string
  /** The shop's message for each refused field. */
  fields?: Record<string, string>
}

/** Why the shop's answer refused a write. */
export function refusalOf(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : String(error)
  const meaning = meaningOfFailure(error)?.kind
  if (meaning === 'login-needed') return { reason: 'login', message }
  if (meaning === 'refused' && error instanceof ApiCallError) {
    return { reason: 'decided', message, fields: error.fields }
  }
  return { reason: 'failed', message }
}
