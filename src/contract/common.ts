import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { jsonText } from './json-text'
import { onFirstUse } from './on-first-use'

/** Languages the shop speaks; sent in the `lang` header. */
export const languages = ['EN', 'FA', 'AR'] as const
export const languageSchema = onFirstUse(() => z.enum(languages))
export type Language = z.infer<typeof languageSchema>

/** An option's name ("Ocean blue"); '' (also when a shop's API sends none) lets the PWA name it. */
export const optionName = onFirstUse(() => z._default(z.string(), ''))

/** A list page as every paged call returns it. */
/*#__NO_SIDE_EFFECTS__*/
export function pagedList<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.int().check(z.nonnegative()),
    per_page: z.int().check(z.positive()),
    current_page: z.int().check(z.positive()),
  })
}

/** A page of a list, as `pagedList` reads it. */
export interface PagedList<T> {
  data: T[]
  total: number
  per_page: number
  current_page: number
}

/**
 * A positive row id, as a number or a string of digits. Bounded by PostgreSQL's `integer`, so a
 * larger one is a 400 rather than a database error.
 */
export const rowId = onFirstUse(() =>
  z.union([
    z.int().check(z.positive(), z.maximum(2_147_483_647)),
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^\d{1,10}$/, 'must be a positive whole number')),
        z.transform(Number),
      ),
      z.int().check(z.positive(), z.maximum(2_147_483_647)),
    ),
  ]),
)

/**
 * What a person typed, its Persian (۰–۹) and Arabic-Indic (٠–٩) digits read as 0–9: the one
 * digit form the shop stores and compares ('۰۹۱۲ ٣٤٥' is '0912 345'). Nothing else changes.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660))
  })
}

/**
 * The check a typed code or number field starts with (a phone, a postal code, a tracking number,
 * a key): its digits read by `asciiDigits`, so the checks after it and the stored value see 0–9.
 */
export const typedDigits = () => z.overwrite(asciiDigits)

/**
 * A number as typed: Persian or Arabic digits read as Latin ones, without spaces or separators,
 * its minus sign (a hyphen, or the minus sign a Persian keyboard types) a hyphen.
 */
const typedNumber = (text: string) =>
  asciiDigits(text)
    .replace(/[\s,\u066c\u200e\u200f]/g, '')
    .replace(/\u2212/g, '-')

/**
 * A whole number from `min` to `max`, sent as a number or as the digits a form sends, in any of
 * the shop's digits and with thousands separators (never `true` or `[n]`).
 */
/*#__NO_SIDE_EFFECTS__*/
export function wholeNumber(min: number, max: number) {
  const bounded = z.int().check(z.minimum(min), z.maximum(max))
  return z.union([
    bounded,
    z.pipe(
      z.pipe(
        z.pipe(z.string(), z.transform(typedNumber)),
        z.pipe(
          z.string().check(z.regex(/^-?\d{1,10}$/, 'must be a whole number')),
          z.transform(Number),
        ),
      ),
      bounded,
    ),
  ])
}

export const pageNumber = onFirstUse(() => z._default(wholeNumber(1, 100000), 1))
export const uniqueId = onFirstUse(() =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
)
/** Accepted for compatibility with the original clients and ignored: the user comes from the token. */
export const ignoredUid = onFirstUse(() => z.optional(z.union([z.number(), z.string()])))
export const tokenField = onFirstUse(() => z.optional(z.string().check(z.maxLength(200))))

/** A page of a list that nothing narrows. */
export const pageRequest = onFirstUse(() => z.strictObject({ page: pageNumber }))
/** A page of the logged-in visitor's own things: orders, favourites, reviews, questions. */
const ownListRequest = onFirstUse(() =>
  z.strictObject({ page: pageNumber, token: tokenField, uid: ignoredUid }),
)

/** The call of a page of the logged-in visitor's own things, newest first, at `path` under v1. */
/*#__NO_SIDE_EFFECTS__*/
export function ownListCall<T extends z.ZodMiniType>(path: string, item: T) {
  return defineCall({
    path: v1(path),
    auth: 'user',
    request: ownListRequest,
    response: pagedList(item),
  })
}

export const okStatus = onFirstUse(() => z.object({ status: z.literal(true) }))
export const statusResponse = onFirstUse(() =>
  z.object({ status: z.boolean(), msg: z.optional(z.string()) }),
)

/** SEO data attached to pages, products and posts. `meta_key` is JSON text of keywords. */
export const seoSchema = onFirstUse(() =>
  z.object({
    title: z.string(),
    meta_description: z.string(),
    meta_key: jsonText(z.array(z.string())),
    canonical: z.string(),
    link: z.string(),
  }),
)
export type Seo = z.output<typeof seoSchema>
