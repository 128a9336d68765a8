import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { asciiDigits } from './common'
import { onFirstUse } from './on-first-use'

/** Header that carries the pass `site/unlock` hands out, on every later call. */
export const sitePassHeader = 'x-site-pass'

/** Trades the lock key (digits, typed on the lock page in any of the shop's digits) for a pass. */
export const siteUnlockCall = onFirstUse(() =>
  defineCall({
    path: v1('site/unlock'),
    request: z.strictObject({
      key: z.pipe(
        z.pipe(
          z.union([z.string(), z.int().check(z.nonnegative())], { error: 'Enter the key.' }),
          z.transform((v: string | number) => asciiDigits(String(v)).trim()),
        ),
        z
          .string()
          .check(
            z.minLength(1, 'Enter the key.'),
            z.maxLength(32, 'The key is at most 32 digits.'),
            z.regex(/^\d+$/, 'The key is a number.'),
          ),
      ),
    }),
    response: z.object({
      status: z.literal(true),
      /** Absent when the shop is not locked. */
      pass: z.optional(z.string()),
    }),
    closedWhileLocked: false,
  }),
)
