import { useMutationState } from '@tanstack/react-query'
import {
  isInOutbox,
  outboxEntry,
  type OutboxEntry,
  type OutboxKind,
  type OutboxVariables,
} from './outbox-entries'

/** What the outbox holds, following it: writes waiting or on their way, then refused ones. */
export function useOutboxEntries(): OutboxEntry[] {
  return useMutationState({ filters: { predicate: isInOutbox }, select: outboxEntry })
}

/** How many writes the outbox holds (waiting, on their way or refused). */
export function useOutboxCount(): number {
  return useOutboxEntries().length
}

/** The writes the shop refused, kept until the shopper decides. */
export function useRefusedWrites(): (OutboxEntry & Required<Pick<OutboxEntry, 'refusal'>>)[] {
  return useOutboxEntries().filter(
    (entry): entry is OutboxEntry & Required<Pick<OutboxEntry, 'refusal'>> => !!entry.refusal,
  )
}

/** The writes of one kind still waiting in the outbox (or on their way), oldest first. */
export function useQueuedWrites<Body>(
  kind: OutboxKind,
  about: (variables: OutboxVariables<Body>) => boolean,
): { variables: OutboxVariables<Body>; paused: boolean }[] {
  return (useOutboxEntries() as OutboxEntry<Body>[])
    .filter((entry) => !entry.refusal && entry.key[1] === kind && about(entry.variables))
    .map(({ variables, paused }) => ({ variables, paused }))
}

/** The bodies of the cart adds waiting in the outbox: their units count at once. */
export function useQueuedCartWrites(): { quantity?: number | string }[] {
  return useQueuedWrites<{ quantity?: number | string }>('cart', () => true).map(
    ({ variables }) => variables.body,
  )
}
