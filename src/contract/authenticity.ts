import { z } from 'zod'
import { defineCall, v1 } from './call'
import { productListItemSchema } from './catalogue'

export const serialMinLength = 5
export const serialNotFoundMessage = 'There are no products with this series'
export const productTypes = ['iron', 'hairdryer'] as const

/**
 * Checks a serial number. A serial shorter than 5 characters is a 400; an unknown serial
 * (or one registered for the other product type) is a 200 with `status: false` and the
 * message 'There are no products with this series'.
 */
export const authenticityCall = defineCall({
  path: v1('product/authenticity'),
  request: z
    .object({
      /** Letters are compared in upper case, e.g. 'ir-10001' finds 'IR-10001'. */
      serial: z
        .string()
        .trim()
        .min(serialMinLength, `must be at least ${serialMinLength} characters`)
        .max(40)
        .transform((serial) => serial.toUpperCase()),
      type: z.enum(productTypes),
    })
    .strict(),
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
})
