import { z } from 'zod'
import { defineCall, v1 } from './call'

/** Header that carries the pass `site/unlock` hands out, on every later call. */
export const sitePassHeader = 'x-site-pass'

/** Trades the lock key (digits, typed on the lock page) for a pass. */
export const siteUnlockCall = defineCall({
  path: v1('site/unlock'),
  request: z
    .object({
      key: z
        .union([z.string(), z.number().int().nonnegative()], { error: 'Enter the key.' })
        .transform((v) => String(v).trim())
        .pipe(
          z
            .string()
            .min(1, 'Enter the key.')
            .max(32, 'The key is at most 32 digits.')
            .regex(/^\d+$/, 'The key is a number.'),
        ),
    })
    .strict(),
  response: z.object({
    status: z.literal(true),
    /** Absent when the shop is not locked. */
    pass: z.string().optional(),
  }),
  content: false,
})
