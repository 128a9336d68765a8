import type { Mutation } from '@tanstack/query-core'
import type { Language } from '../../contract/common'

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

/** A write the outbox holds, as its list, its count and the screens that show it read it. */
export interface OutboxEntry<Body = unknown> {
  mutationId: number
  key: OutboxKey
  variables: OutboxVariables<Body>
  /** Waiting for the network (not on its way). */
  paused: boolean
  /** The shop's refusal (read it with `refusalOf`); none while it waits or is on its way. */
  error?: Error
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>

/** What the outbox holds: writes waiting or on their way, and refused ones. */
export function isInOutbox(mutation: AnyMutation): boolean {
  const { status } = mutation.state
  return (
    mutation.options.scope?.id === outboxScope.id && (status === 'pending' || status === 'error')
  )
}

/** A mutation of the outbox as an entry of its list. */
export function outboxEntry(mutation: AnyMutation): OutboxEntry {
  return {
    mutationId: mutation.mutationId,
    key: mutation.options.mutationKey as OutboxKey,
    variables: mutation.state.variables as OutboxVariables,
    paused: mutation.state.isPaused,
    ...(mutation.state.status === 'error' && { error: mutation.state.error ?? undefined }),
  }
}
