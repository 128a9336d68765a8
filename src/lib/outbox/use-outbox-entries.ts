import { useMutationState } from '@tanstack/react-query'
import {
  isInOutbox,
  outboxEntry,
  type OutboxEntry,
  type OutboxKind,
  type OutboxVariables,
} from './outbox-queue'

/** What the outbox holds, following it: writes waiting or on their way, and refused ones. */
export function useOutboxEntries(): OutboxEntry[] {
  return useMutationState({ filters: { predicate: isInOutbox }, select: outboxEntry })
}

/** How many writes the outbox holds (waiting, on their way or refused). */
export function useOutboxCount(): number {
  return useOutboxEntries().length
}

/** The writes of one kind still waiting in the outbox (or on their way), oldest first. */
export function useQueuedWrites<Body>(
  kind: OutboxKind,
  about: (variables: OutboxVariables<Body>) => boolean,
): { variables: OutboxVariables<Body>; paused: boolean }[] {
  return useOutboxEntries()
    .filter((entry) => !entry.error && entry.key[1] === kind)
    .map(({ variables, paused }) => ({ variables: variables as OutboxVariables<Body>, paused }))
    .filter(({ variables }) => about(variables))
}
