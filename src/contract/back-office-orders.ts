import * as z from 'zod/mini'
import { auditEntrySchema } from './back-office-staff'
import { defineCall, v1 } from './call'
import { languageSchema, pagedList, pageNumber, typedDigits } from './common'
import { refusalParams } from './field-refusals'
import { onFirstUse } from './on-first-use'
import { orderSchema, orderStatuses, paymentMethods, type OrderStatus } from './orders'

export const staffOrdersPerPage = 30

/** The statuses staff move an order to. */
export const orderMoveTargets = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderMoveTarget = (typeof orderMoveTargets)[number]

/** Where each status may move: confirm, ship, deliver, or cancel until the order ships. */
export const orderMoves: Record<OrderStatus, readonly OrderMoveTarget[]> = {
  placed: ['confirmed', 'cancelled'],
  awaiting_payment: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

/** A day as `YYYY-MM-DD` (UTC), one that exists on the calendar. */
const dayField = onFirstUse(() =>
  z.string({ error: 'A day must look like 2026-01-31.' }).check(
    typedDigits(),
    z.trim(),
    z.refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day), {
      message: 'A day must look like 2026-01-31.',
      params: refusalParams('date'),
      abort: true,
    }),
    z.refine(
      (day) => {
        const start = new Date(`${day}T00:00:00.000Z`)
        return !Number.isNaN(start.getTime()) && start.toISOString().startsWith(day)
      },
      { message: 'There is no such day.', params: refusalParams('date') },
    ),
  ),
)

/** One order in the back office's list. */
export const staffOrderSummarySchema = onFirstUse(() =>
  z.object({
    number: z.string(),
    created_at: z.string(),
    name: z.string(),
    phone: z.string(),
    payment: z.enum(paymentMethods),
    status: z.enum(orderStatuses),
    total: z.int().check(z.nonnegative()),
    /** How many lines the order has. */
    lines: z.int().check(z.nonnegative()),
  }),
)
export type StaffOrderSummary = z.output<typeof staffOrderSummarySchema>

/**
 * One order as staff handle it: what the buyer sees, the language it was placed in (its mail and
 * papers are in it), when its status last changed, its history.
 */
export const staffOrderSchema = onFirstUse(() =>
  z.extend(orderSchema, {
    lang: languageSchema,
    /** ISO time of the last move, null while the order is as it was placed. */
    status_changed_at: z.nullable(z.string()),
    /** The audit rows of `order:<number>`, newest first. */
    history: z.array(auditEntrySchema),
  }),
)
export type StaffOrder = z.output<typeof staffOrderSchema>

const orderNumberField = onFirstUse(() =>
  z
    .string({ error: 'An order number is required.' })
    .check(
      typedDigits(),
      z.trim(),
      z.minLength(1, 'An order number is required.'),
      z.maxLength(40, 'An order number is at most 40 characters.'),
    ),
)

/** What the list and the export narrow orders to: a status, days from/to, a search. */
const orderFilterFields = onFirstUse(() => ({
  status: z._default(
    z.enum([...orderStatuses, 'all'], {
      error: `Status must be all or one of ${orderStatuses.join(', ')}.`,
    }),
    'all',
  ),
  from: z.optional(dayField),
  to: z.optional(dayField),
  q: z.optional(
    z
      .string({ error: 'Search with text.' })
      .check(typedDigits(), z.trim(), z.maxLength(100, 'Search with at most 100 characters.')),
  ),
}))

/** The first day must not be after the last. */
const daysInOrder = onFirstUse(() =>
  z.refine<{ from?: string; to?: string }>(
    (range) => !range.from || !range.to || range.from <= range.to,
    {
      message: 'The first day must not be after the last.',
      path: ['to'],
      params: refusalParams('beforeStart'),
    },
  ),
)

/**
 * Orders newest first, narrowed to a status, to days from/to (UTC, both included) and to a search
 * (a run of at least 3 characters of an order number, of a name in Persian or Arabic letters, or
 * of a phone typed in any digits, with spaces, dashes, +98 or 0), with the count of every
 * order the filter holds and the sum of the totals of those not cancelled.
 */
export const staffOrderListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/orders'),
    auth: 'staff',
    area: 'orders',
    request: z.strictObject({ page: pageNumber, ...orderFilterFields }).check(daysInOrder),
    response: z.extend(pagedList(staffOrderSummarySchema), {
      /** The sum of the totals of the orders the filter holds that are not cancelled. */
      sum: z.int().check(z.nonnegative()),
      /** How many orders that sum counts. */
      summed: z.int().check(z.nonnegative()),
    }),
  }),
)

/** The most orders one export holds. */
export const staffOrderExportLimit = 10_000

/** An order as the export lists it: one row of the spreadsheet. */
export const staffOrderExportRowSchema = onFirstUse(() =>
  z.extend(staffOrderSummarySchema, {
    address: z.string(),
    postal_code: z.string(),
    subtotal: z.int(),
    discount: z.int(),
    shipping: z.int(),
    tracking_number: z.nullable(z.string()),
    carrier: z.nullable(z.string()),
  }),
)
export type StaffOrderExportRow = z.output<typeof staffOrderExportRowSchema>

/**
 * Every order the list's filter holds (the newest `staffOrderExportLimit`), for a spreadsheet;
 * `truncated` when there were more.
 */
export const staffOrderExportCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/orders/export'),
    auth: 'staff',
    area: 'orders',
    request: z.strictObject(orderFilterFields).check(daysInOrder),
    response: z.object({ data: z.array(staffOrderExportRowSchema), truncated: z.boolean() }),
  }),
)

/** One order with its lines, delivery, payment and history. */
export const staffOrderCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/orders/one'),
    auth: 'staff',
    area: 'orders',
    request: z.strictObject({ number: orderNumberField }),
    response: staffOrderSchema,
  }),
)

/**
 * A short text staff type: a cancel's reason, a carrier, a note; or a code (a tracking number),
 * its digits read as 0–9 whatever keyboard typed them.
 */
const staffText = (name: string, max: number, { code = false } = {}) =>
  z
    .string({ error: `${name} must be text.` })
    .check(
      ...(code ? [typedDigits()] : []),
      z.trim(),
      z.minLength(1, `${name} is required.`),
      z.maxLength(max, `${name} is at most ${String(max)} characters.`),
    )

/**
 * Moves an order to a status. Already there: the order answers unchanged. A move its status does
 * not allow is a 409 naming that status. Cancelling asks for a reason, kept in the history and
 * told to the buyer, and returns the lines' stock; shipping may carry a tracking number and its
 * carrier, shown on the buyer's status page. The buyer hears of each move by mail.
 */
export const moveOrderCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/orders/move'),
    auth: 'staff',
    area: 'orders',
    write: true,
    request: z
      .strictObject({
        number: orderNumberField,
        to: z.enum(orderMoveTargets, {
          error: `Move to one of ${orderMoveTargets.join(', ')}.`,
        }),
        reason: z.optional(staffText('The reason', 500)),
        tracking: z.optional(
          z.strictObject({
            number: staffText('The tracking number', 60, { code: true }),
            carrier: staffText('The carrier', 60),
          }),
        ),
      })
      .check(
        z.refine((move) => move.to !== 'cancelled' || move.reason !== undefined, {
          message: 'Say why the order is cancelled: the buyer is told.',
          path: ['reason'],
          params: refusalParams('required'),
        }),
        z.refine((move) => move.to === 'shipped' || move.tracking === undefined, {
          message: 'A tracking number goes with shipping only.',
          path: ['tracking'],
          params: refusalParams('notHere'),
        }),
      ),
    response: z.object({ status: z.literal(true), order: staffOrderSchema }),
  }),
)

/** A note on an order, for staff only: kept in its history. */
export const noteOrderCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/orders/note'),
    auth: 'staff',
    area: 'orders',
    write: true,
    request: z.strictObject({ number: orderNumberField, text: staffText('The note', 2000) }),
    response: z.object({ status: z.literal(true), order: staffOrderSchema }),
  }),
)
