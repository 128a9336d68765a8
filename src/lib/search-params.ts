import * as z from 'zod/mini'
import { locales } from '../contract/language-rules'

/** A page number from the URL; anything else is dropped rather than failing the screen. */
export const pageParam = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000))),
  undefined,
)

/** A search text from the URL. */
export const textParam = z.catch(
  z.optional(z.string().check(z.trim(), z.maxLength(100))),
  undefined,
)

/** A path of this shop to return to (never another site). */
export const returnPathParam = z.catch(
  z.optional(z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/), z.maxLength(2000))),
  undefined,
)

/** The language an address names (`?lang=`); see `startLanguage`. */
export const languageSearchParam = z.catch(z.optional(z.enum(locales)), undefined)
