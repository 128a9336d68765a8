import * as z from 'zod/mini'
import { phoneField } from './accounts'
import { cartOwner, cartReadRequest, cartTotalsSchema } from './cart'
import {
  ignoredUid,
  languageSchema,
  optionName,
  tokenField,
  typedDigits,
  ownListCall,
} from './common'
import { defineCall, v1 } from './call'
import { onFirstUse } from './on-first-use'
import { orderStatuses, type OrderStatus } from './order-statuses'

/** How a buyer pays: cash to the courier, or a bank transfer to the shop's account. */
export const paymentMethods = ['cod', 'transfer'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export const ordersPerPage = 10

export { orderStatuses, type OrderStatus }

/** Where and to whom an order goes; the page checks it with these same rules. */
export const deliveryFields = onFirstUse(() => ({
  name: z
    .string({ error: 'Name is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'Name is required.'),
      z.maxLength(100, 'Name must be at most 100 characters.'),
    ),
  phone: phoneField,
  address: z
    .string({ error: 'Address is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'Address is required.'),
      z.minLength(10, 'Address must be at least 10 characters: street, number and city.'),
      z.maxLength(500, 'Address must be at most 500 characters.'),
    ),
  postal_code: z
    .string({ error: 'Postal code is required.' })
    .check(
      z.maxLength(20, { message: 'Postal code must be 3 to 12 letters or digits.', abort: true }),
      typedDigits(),
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, 'Postal code is required.'),
      z.regex(
        /^[A-Z0-9][A-Z0-9 -]{1,10}[A-Z0-9]$/,
        'Postal code must be 3 to 12 letters or digits.',
      ),
    ),
}))

/** The shop's bank account, for buyers who pay by transfer. */
export const bankAccountSchema = onFirstUse(() =>
  z.object({
    bank: z.string(),
    holder: z.string(),
    iban: z.string(),
  }),
)
export type BankAccount = z.output<typeof bankAccountSchema>

/** One line of an order, as it was bought (title and option in the language ordered in). */
export const orderLineSchema = onFirstUse(() =>
  z.object({
    pid: z.int(),
    uniqueId: z.string(),
    title: z.string(),
    /** The chosen option's value, or '' for a product without options. */
    option: z.string(),
    /** The option's kind ('color', 'power'), or '' when unknown. */
    option_type: z._default(z.string(), ''),
    /** The option's name as the buyer saw it, '' when it had none. */
    option_name: optionName,
    img: z.string(),
    quantity: z.int().check(z.positive()),
    unit_price: z.int().check(z.nonnegative()),
    line_total: z.int().check(z.nonnegative()),
  }),
)
export type OrderLine = z.output<typeof orderLineSchema>

/** An order as its buyer sees it. `total` is what the buyer pays: the lines' total and shipping. */
export const orderSchema = onFirstUse(() =>
  z.object({
    number: z.string(),
    status: z.enum(orderStatuses),
    payment: z.enum(paymentMethods),
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    postal_code: z.string(),
    subtotal: z.int().check(z.nonnegative()),
    discount: z.int().check(z.nonnegative()),
    shipping: z.int().check(z.nonnegative()),
    total: z.int().check(z.nonnegative()),
    /** ISO time the order was placed. */
    created_at: z.string(),
    lines: z.array(orderLineSchema),
    /** Where to transfer the total to, for an order paid by transfer. */
    bank: z.nullable(bankAccountSchema),
    /** How to follow the parcel, once it has shipped with a tracking number. */
    tracking: z.nullable(z.object({ number: z.string(), carrier: z.string() })),
  }),
)
export type Order = z.output<typeof orderSchema>

/**
 * What the delivery and payment steps show: the cart's totals, shipping, what the buyer will pay,
 * and the ways to pay (transfer only when the shop has a bank account configured).
 */
export const checkoutTotalsSchema = onFirstUse(() =>
  z.extend(cartTotalsSchema, {
    shipping: z.int().check(z.nonnegative()),
    payable: z.int().check(z.nonnegative()),
    payments: z.array(z.enum(paymentMethods)),
    bank: z.nullable(bankAccountSchema),
  }),
)
export type CheckoutTotals = z.output<typeof checkoutTotalsSchema>

/** The delivery (transfer) step's totals: the cart's, with shipping and the ways to pay. */
export const transferTotalCall = onFirstUse(() =>
  defineCall({
    path: v1('transfer/total'),
    auth: 'optional',
    request: cartReadRequest,
    response: checkoutTotalsSchema,
  }),
)

/**
 * Places an order from the requester's cart, at the database's prices: the stock is taken and
 * the cart emptied in the same transaction. An empty cart is a 400; a line beyond the stock now
 * a 409 naming it (nothing changes).
 */
export const placeOrderCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/place_order'),
    auth: 'optional',
    write: true,
    request: z.strictObject({
      ...cartOwner,
      ...deliveryFields,
      payment: z.enum(paymentMethods, { error: 'Choose cash on delivery or bank transfer.' }),
      lang: z.optional(languageSchema),
    }),
    response: z.object({ status: z.literal(true), msg: z.string(), order: orderSchema }),
  }),
)

/** One order, for the browser session or the account that placed it. */
export const orderCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/order'),
    auth: 'optional',
    request: z.strictObject({
      ...cartOwner,
      number: z.string().check(typedDigits(), z.trim(), z.minLength(1), z.maxLength(40)),
    }),
    response: orderSchema,
  }),
)

/** The logged-in visitor's orders, newest first. */
export const ownOrderListCall = onFirstUse(() => ownListCall('send/my_orders', orderSchema))

/** Where and to whom an order goes, as a delivery form starts: '' for what is not known. */
export const deliveryDetailsSchema = onFirstUse(() =>
  z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    postal_code: z.string(),
  }),
)
export type DeliveryDetailsAnswer = z.output<typeof deliveryDetailsSchema>

/**
 * What the logged-in buyer's next delivery form starts with: the delivery details of their last
 * order, or, before their first, the account's name and phone.
 */
export const ownDeliveryCall = onFirstUse(() =>
  defineCall({
    path: v1('send/my_delivery'),
    auth: 'user',
    request: z.strictObject({ token: tokenField, uid: ignoredUid }),
    response: deliveryDetailsSchema,
  }),
)
