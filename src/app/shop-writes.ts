import { favoriteWrite, unfavoriteWrite } from '../features/account/api/favorites'
import {
  cartAddWrite,
  cartClearWrite,
  cartQuantityWrite,
  cartRemoveWrite,
} from '../features/cart/api/cart-writes'
import { questionWrite, reviewWrite } from '../features/feedback/api/feedback'
import type { OutboxWrite } from '../lib/outbox'

/** Every write a shopper can make offline: the outbox sends them, also after a reload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each write has its own body and answer
export const shopWrites: readonly OutboxWrite<any, any>[] = [
  reviewWrite,
  questionWrite,
  favoriteWrite,
  unfavoriteWrite,
  cartAddWrite,
  cartQuantityWrite,
  cartRemoveWrite,
  cartClearWrite,
]
