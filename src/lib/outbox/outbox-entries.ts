import type { Mutation } from '@tanstack/query-core'
import { ApiCallError } from '../../api/client'
import { isLoginRefused } from '../../api/login-refused'
import type { Language } from '../../contract/common'
import { errorCodes } from '../../contract/errors'

/**
 * The shop's one queue of writes is the query client's mutations in this scope: they run one at
 * a time, in the order the shopper acted, pause while the app is offline, are saved with the
 * query cache and resume after a reload. A write the shop refused stays there, with its error,
 * until the shopper decides.
 */
export const outboxScope = { id: 'outbox' }

/** The writes a shopper can make offline. */
export type OutboxKind =
  | 'review'
  | 'question'
  | 'favorite'
  | 'unfavorite'
  | 'cart'
  | 'cart-quantity'
  | 'cart-remove'
  | 'cart-clear'

export type OutboxKey = readonly ['outbox', OutboxKind]

/** The mutation key of a write of the outbox. */
export function outboxKey(kind: OutboxKind): OutboxKey {
  return ['outbox', kind]
}

/** The product a write is about, as the outbox lists it (with a link to its page). */
export interface OutboxProduct {
  /** The product's unique id; '' for a write about no one product (emptying the cart). */
  unique: string
  title: string
}

/** All a queued write needs to be sent after a reload, when the code that made it is gone. */
export interface OutboxVariables<Body = unknown> {
  /** Made once, when the shopper acted: the server answers a repeat with its first answer. */
  idempotencyKey: string
  lang: Language
  body: Body
  about: OutboxProduct
  /** When the shopper acted (epoch milliseconds). */
  actedAt: number
}

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

/** A write the outbox holds, as its list, its count and the screens that show it read it. */
export interface OutboxEntry<Body = unknown> {
  mutationId: number
  key: OutboxKey
  variables: OutboxVariables<Body>
  /** Waiting for the network (not on its way). */
  paused: boolean
  /** Why the shop did not take it; none while it waits or is on its way. */
  refusal?: Refusal
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>

const inOutboxScope = (mutation: AnyMutation) => mutation.options.scope?.id === outboxScope.id

/** A write of the outbox that has not reached the shop yet (it may be on its way). */
export function isQueued(mutation: AnyMutation): boolean {
  return inOutboxScope(mutation) && mutation.state.status === 'pending'
}

/** A write of the outbox the shop did not take: it stays until the shopper decides. */
export function isRefused(mutation: AnyMutation): boolean {
  return inOutboxScope(mutation) && mutation.state.status === 'error'
}

/** What the outbox holds: writes waiting or on their way, and refused ones. */
export function isInOutbox(mutation: AnyMutation): boolean {
  return isQueued(mutation) || isRefused(mutation)
}

/** A write sent again from the outbox (it waited there): its arrival is announced. */
export function isResent(mutation: AnyMutation): boolean {
  return mutation.options.meta?.resent === true
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

/** A mutation of the outbox as an entry of its list. */
export function outboxEntry(mutation: AnyMutation): OutboxEntry {
  return {
    mutationId: mutation.mutationId,
    key: mutation.options.mutationKey as OutboxKey,
    variables: mutation.state.variables as OutboxVariables,
    paused: mutation.state.isPaused,
    ...(mutation.state.status === 'error' && { refusal: refusalOf(mutation.state.error) }),
  }
}
