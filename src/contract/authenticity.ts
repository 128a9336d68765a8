import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { asciiDigits } from './common'
import { productListItemSchema } from './catalogue'
import { onFirstUse } from './on-first-use'

export const serialMinLength = 5
export const serialNotFoundMessage = 'No product is registered with this serial number.'
export const productTypes = ['iron', 'hairdryer'] as const

/**
 * A serial as registrations store it: trimmed, letters in upper case, digits typed on a Persian
 * or Arabic keyboard as 0–9. 'ir-۱۰۰۰۱' finds 'IR-10001'.
 */
export function normalizeSerial(serial: string): string {
  return asciiDigits(serial).trim().toUpperCase()
}

/** A serial as it is typed, taken as `normalizeSerial` writes it: 'ir-۱۰۰۰۱' is 'IR-10001'. */
export const serialField = onFirstUse(() =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(serialMinLength, `must be at least ${serialMinLength} characters`),
        z.maxLength(40),
      ),
    z.transform(normalizeSerial),
  ),
)

/**
 * Checks a serial number. A serial shorter than 5 characters is a 400; an unknown serial
 * (or one registered for the other product type) is a 200 with `status: false` and the
 * message 'No product is registered with this serial number.'.
 */
export const authenticityCall = onFirstUse(() =>
  defineCall({
    path: v1('product/authenticity'),
    request: z.strictObject({
      serial: serialField,
      type: z.enum(productTypes),
    }),
    response: z.discriminatedUnion('status', [
      z.object({
        status: z.literal(true),
        product: productListItemSchema,
        registration: z.object({
          serial: z.string(),
          type: z.enum(productTypes),
          registered_at: z.string(),
          seller: z.string(),
          warranty_until: z.string(),
        }),
      }),
      z.object({ status: z.literal(false), msg: z.string() }),
    ]),
  }),
)
