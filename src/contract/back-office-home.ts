import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { onFirstUse } from './on-first-use'

const count = () => z.int().check(z.nonnegative())

/** What needs doing in the shop now, and how today went. */
export const backOfficeTodoSchema = onFirstUse(() =>
  z.object({
    /** Orders paid on delivery, waiting to be confirmed. */
    toConfirm: count(),
    /** Orders to be paid by transfer, waiting for the money. */
    awaitingPayment: count(),
    /** Questions nobody has answered (hidden ones left out). */
    questionsWaiting: count(),
    /** Products and options with `lowStockAt` units or fewer. */
    lowStock: count(),
    lowStockAt: count(),
    /**
     * Since `since` (midnight): orders placed and the sum of those not cancelled; orders
     * cancelled, whenever they were placed.
     */
    today: z.object({ orders: count(), sales: count(), cancelled: count() }),
  }),
)
export type BackOfficeTodo = z.output<typeof backOfficeTodoSchema>

/** The back office's home: what needs doing, counted; the menu shows the same counts. */
export const backOfficeTodoCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/todo'),
    auth: 'staff',
    request: z.strictObject({
      /** Where today starts for the staff member (their midnight); midnight UTC when not given. */
      since: z.optional(
        z.iso.datetime({
          offset: true,
          error: 'Since must be a time such as 2026-01-31T00:00:00Z.',
        }),
      ),
    }),
    response: backOfficeTodoSchema,
  }),
)
