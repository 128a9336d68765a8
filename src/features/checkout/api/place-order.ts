import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { callApi, meaningOfFailure } from '../../../api/client'
import { sharedQueryKeys } from '../../../api/shared-query-keys'
import type { CallRequest, CallResponse } from '../../../contract/call'
import type { Language } from '../../../contract/common'
import { placeOrderCall } from '../../../contract/orders'
import { useLanguage } from '../../../i18n/use-intl'
import { saveDeliveryDetails } from '../lib/delivery-details'
import { orderQueryOptions } from './checkout'

type PlaceOrderBody = CallRequest<typeof placeOrderCall>

/**
 * Places the order. It is never queued: it needs the network. The key is made once for what the
 * buyer confirmed, so a press again after a lost answer cannot order twice.
 */
export const placeOrder = (
  body: PlaceOrderBody,
  options: { lang: Language; token: string | null; idempotencyKey: string },
) =>
  callApi(placeOrderCall, body, {
    lang: options.lang,
    token: options.token ?? undefined,
    idempotencyKey: options.idempotencyKey,
  })

/**
 * Not an answer yet: the shop is still placing the order sent with this key (a 409 in progress),
 * or asked to be asked later (503, 429, 408). Pressed again, the same key orders once.
 */
export function isStillPlacing(error: unknown): boolean {
  return meaningOfFailure(error)?.kind === 'try-later'
}

/**
 * Placing this browser's (or the account's) cart as an order: tried now or never (an order is
 * not queued), with one Idempotency-Key for what the shopper confirmed. Placed, the order is
 * read from its answer, the cart, the orders and the products' stock are read again, and the
 * device forgets the delivery details.
 */
export function usePlaceOrder({
  session,
  token,
  onPlaced,
}: {
  session: string
  token: string | null
  onPlaced: (answer: CallResponse<typeof placeOrderCall>) => void
}) {
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  // Made once for what the shopper confirmed: pressing again after a lost answer orders once.
  const idempotencyKey = useRef<string | undefined>(undefined)
  const mutation = useMutation({
    mutationFn: (order: { body: Omit<PlaceOrderBody, 'session'>; key: string }) =>
      placeOrder({ ...order.body, session }, { lang, token, idempotencyKey: order.key }),
    // Tried now or never: an order is not queued.
    networkMode: 'always',
    onSuccess: (answer) => {
      const { order } = answer
      saveDeliveryDetails(null)
      queryClient.setQueryData(
        orderQueryOptions(lang, order.number, session, token).queryKey,
        order,
      )
      void queryClient.invalidateQueries({ queryKey: ['cart'] })
      void queryClient.invalidateQueries({ queryKey: ['orders', 'own'] })
      void queryClient.invalidateQueries({ queryKey: ['orders', 'delivery'] })
      // Their stock went down.
      for (const line of order.lines) {
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.product(line.uniqueId) })
      }
      onPlaced(answer)
    },
    onError: (error) => {
      // Refused: the shopper changes something, and that is a new order.
      const meaning = meaningOfFailure(error)?.kind
      if (meaning === 'refused' || meaning === 'login-needed') idempotencyKey.current = undefined
    },
  })
  return {
    /** Places the order (again with the same key until the shopper changes it). */
    place: (body: Omit<PlaceOrderBody, 'session'>) => {
      if (mutation.isPending) return
      idempotencyKey.current ??= crypto.randomUUID()
      mutation.mutate({ body, key: idempotencyKey.current })
    },
    /** The shopper changed what they order: the next press is a new order. */
    changed: () => {
      idempotencyKey.current = undefined
    },
    placing: mutation.isPending,
    error: mutation.error,
  }
}
