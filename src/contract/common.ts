import { z } from 'zod'
import { jsonText } from './json-text'

/** Languages the shop speaks; sent in the `lang` header. */
export const languages = ['EN', 'FA', 'AR'] as const
export const languageSchema = z.enum(languages)
export type Language = z.infer<typeof languageSchema>

/** A list page as every paged call returns it. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().nonnegative(),
    per_page: z.number().int().positive(),
    current_page: z.number().int().positive(),
  })
}

/**
 * A positive row id, as a number or a string of digits. Bounded by PostgreSQL's `integer`, so a
 * larger one is a 400 rather than a database error.
 */
export const rowId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,10}$/, 'must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
])

/** A whole number from `min` to `max`, sent as a number or as digits (never `true` or `[n]`). */
export function wholeNumber(min: number, max: number) {
  const bounded = z.number().int().min(min).max(max)
  return z.union([
    bounded,
    z
      .string()
      .regex(/^\d{1,10}$/, 'must be a whole number')
      .transform(Number)
      .pipe(bounded),
  ])
}

export const pageNumber = wholeNumber(1, 100000).default(1)
export const uniqueId = z.string().trim().min(1).max(100)
/** Accepted for compatibility with the original clients and ignored: the user comes from the token. */
export const ignoredUid = z.union([z.number(), z.string()]).optional()
export const tokenField = z.string().max(200).optional()

export const okStatus = z.object({ status: z.literal(true) })
export const statusResponse = z.object({ status: z.boolean(), msg: z.string().optional() })

/** SEO data attached to pages, products and posts. `meta_key` is JSON text of keywords. */
export const seoSchema = z.object({
  title: z.string(),
  meta_description: z.string(),
  meta_key: jsonText(z.array(z.string())),
  canonical: z.string(),
  link: z.string(),
})
export type Seo = z.output<typeof seoSchema>
