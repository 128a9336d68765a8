import { z } from 'zod'

/** A page number from the URL; anything else is dropped rather than failing the screen. */
export const pageParam = z.coerce.number().int().min(1).max(100000).optional().catch(undefined)

/** A search text from the URL. */
export const textParam = z.string().trim().max(100).optional().catch(undefined)

/** A path of this shop to return to (never another site). */
export const returnPathParam = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .max(2000)
  .optional()
  .catch(undefined)
