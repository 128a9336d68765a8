import * as z from 'zod/mini'

/**
 * A field the API stores and sends as JSON text (page `data`, `options`, `box`, `noghat`...).
 * The wire value is a string; the parsed value is typed by `schema`. An already parsed value is
 * accepted too, so a server may hand over either form.
 */
/*#__NO_SIDE_EFFECTS__*/
export function jsonText<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.pipe(
      z.union([z.string(), z.unknown()]),
      z.transform((value, ctx) => {
        if (typeof value !== 'string') return value
        try {
          return JSON.parse(value) as unknown
        } catch {
          ctx.issues.push({ code: 'custom', message: 'is not valid JSON text', input: value })
          return z.NEVER
        }
      }),
    ),
    schema,
  )
}

/** Writes a value the way `jsonText` reads it. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value)
}
