import { favoriteWrite, unfavoriteWrite } from '../features/favorites/api/favorite-calls'
import {
  cartAddWrite,
  cartClearWrite,
  cartQuantityWrite,
  cartRemoveWrite,
} from '../features/checkout/api/cart-writes'
import { questionWrite, reviewWrite } from '../features/reviews/api/review-calls'
import type { QueryClient } from '@tanstack/query-core'
import type { OutboxWrite } from '../lib/outbox/outbox-queue'
import { startOutbox, type OutboxStart } from '../lib/outbox/start-outbox'

/** Every write a shopper can make offline: the outbox sends them, also after a reload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each write has its own call
export const shopWrites: readonly OutboxWrite<any>[] = [
  reviewWrite,
  questionWrite,
  favoriteWrite,
  unfavoriteWrite,
  cartAddWrite,
  cartQuantityWrite,
  cartRemoveWrite,
  cartClearWrite,
]

/** The shop's outbox in the browser, sending these writes (one `startOutbox` for the app). */
export function startShopOutbox(queryClient: QueryClient, saving: Omit<OutboxStart, 'writes'>) {
  return startOutbox(queryClient, { writes: shopWrites, ...saving })
}
