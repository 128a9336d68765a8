import { useMutationState } from '@tanstack/react-query'
import { isInOutbox, outboxEntry, type OutboxEntry } from './outbox-entries'

// On every page's start (the basket counts what waits): only what the basket and the badge need.

/** What the outbox holds, following it: writes waiting or on their way, and refused ones. */
export function useOutboxEntries(): OutboxEntry[] {
  return useMutationState({ filters: { predicate: isInOutbox }, select: outboxEntry })
}

/** The bodies of the cart adds waiting in the outbox: their units count at once. */
export function useQueuedCartWrites(): { quantity?: number | string }[] {
  return useOutboxEntries()
    .filter((entry) => !entry.error && entry.key[1] === 'cart')
    .map((entry) => (entry.variables as { body: { quantity?: number | string } }).body)
}
