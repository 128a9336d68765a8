import { useMutationState } from '@tanstack/react-query'
import type { OutboxKey, OutboxVariables } from './outbox-queue'

const cartAddKey: OutboxKey = ['outbox', 'cart']

/**
 * The bodies of the cart adds waiting in the outbox: their units count at once. The basket is on
 * every page's start, so it reads only these writes, not the outbox's whole list.
 */
export function useQueuedCartWrites(): { quantity?: number | string }[] {
  return useMutationState({
    filters: { mutationKey: cartAddKey, status: 'pending' },
    select: (mutation) =>
      (mutation.state.variables as OutboxVariables<{ quantity?: number | string }>).body,
  })
}
