import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { chosenOptionSchema, unitSchema } from './catalogue'
import { ignoredUid, languageSchema, rowId, tokenField, wholeNumber } from './common'
import { onFirstUse } from './on-first-use'

export const maxLineQuantity = 99

/**
 * The visitor's cart id (made on the first visit and kept in the browser). A logged-in user's
 * cart also holds the lines added under their account from any browser.
 */
export const cartSession = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(8, 'must be at least 8 characters'),
      z.maxLength(128),
      z.regex(/^[\w.:-]+$/, 'may hold only letters, digits and . _ : -'),
    ),
)

/** Whose cart: the browser's session, and the account when logged in. */
export const cartOwner = onFirstUse(() => ({
  session: cartSession,
  token: tokenField,
  uid: ignoredUid,
}))
/** A read of the requester's cart, in the language asked for. */
export const cartReadRequest = onFirstUse(() =>
  z.strictObject({ ...cartOwner, lang: z.optional(languageSchema) }),
)
const quantity = onFirstUse(() => wholeNumber(1, maxLineQuantity))

export const cartLineSchema = onFirstUse(() =>
  z.object({
    /** Line id, for `cart_update` and `cart_delete`. */
    id: z.int(),
    pid: z.int(),
    uniqueId: z.string(),
    title: z.string(),
    img: z.string(),
    /** The chosen option, or null for a product without options. */
    dynamic: z.nullable(chosenOptionSchema),
    quantity: z.int().check(z.positive()),
    /** Base price of one unit, from the shop's database. */
    price: z.int().check(z.nonnegative()),
    /** Discounted price of one unit (0 when none). */
    discount: z.int().check(z.nonnegative()),
    /** What one unit costs the buyer. */
    unit_price: z.int().check(z.nonnegative()),
    line_total: z.int().check(z.nonnegative()),
    /** Units in stock now. */
    depo: z.int().check(z.nonnegative()),
    vahed: unitSchema,
  }),
)
export type CartLine = z.output<typeof cartLineSchema>

/** `subtotal` at base prices, `discount` saved, `total` to pay; `count` units. */
export const cartTotalsSchema = onFirstUse(() =>
  z.object({
    count: z.int().check(z.nonnegative()),
    subtotal: z.int().check(z.nonnegative()),
    discount: z.int().check(z.nonnegative()),
    total: z.int().check(z.nonnegative()),
  }),
)

export const cartSchema = onFirstUse(() =>
  z.extend(cartTotalsSchema, { data: z.array(cartLineSchema) }),
)
export type Cart = z.output<typeof cartSchema>

const cartResult = onFirstUse(() =>
  z.object({ status: z.literal(true), msg: z.string(), cart: cartSchema }),
)

/**
 * Adds units of a product (and option) to the cart. Prices always come from the database:
 * a `price` sent by an old client is ignored. Adding beyond the stock is a 409.
 */
export const addToCartCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/add_to_cart'),
    auth: 'optional',
    write: true,
    request: z.strictObject({
      ...cartOwner,
      /** Product id. */
      pid: rowId,
      /** Option id or uniqueId; 0, '' or none picks the product's first option, if it has any. */
      dynamic: z.optional(
        z.union([z.int().check(z.nonnegative()), z.string().check(z.trim(), z.maxLength(100))]),
      ),
      quantity: z._default(quantity, 1),
      /** Ignored: the header `lang` decides the language. */
      lang: z.optional(languageSchema),
      /** Ignored: prices come from the database. */
      price: z.optional(z.union([z.number(), z.string()])),
    }),
    response: cartResult,
  }),
)

export const cartListCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/get_cart'),
    auth: 'optional',
    request: cartReadRequest,
    response: cartSchema,
  }),
)

/** Sets a line's quantity (stock respected). */
export const cartUpdateCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/cart_update'),
    auth: 'optional',
    write: true,
    request: z.strictObject({ ...cartOwner, id: rowId, quantity }),
    response: cartResult,
  }),
)

export const cartDeleteCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/cart_delete'),
    auth: 'optional',
    write: true,
    request: z.strictObject({ ...cartOwner, id: rowId }),
    response: cartResult,
  }),
)

export const cartClearCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/clear_cart'),
    auth: 'optional',
    write: true,
    request: z.strictObject(cartOwner),
    response: cartResult,
  }),
)

export const cartInfoCall = onFirstUse(() =>
  defineCall({
    path: v1('checkout/cart_info'),
    auth: 'optional',
    request: cartReadRequest,
    response: cartTotalsSchema,
  }),
)
