import { z } from 'zod'

/**
 * A field the API stores and sends as JSON text (page `data`, `options`, `box`, `noghat`...).
 * The wire value is a string; the parsed value is typed by `schema`. An already parsed value is
 * accepted too, so a server may hand over either form.
 */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .union([z.string(), z.unknown()])
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON text' })
        return z.NEVER
      }
    })
    .pipe(schema)
}

/** Writes a value the way `jsonText` reads it. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value)
}
