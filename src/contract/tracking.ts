/**
 * Visit tracking.
 *
 * Calls (POST with a JSON body):
 * - /wsd/v1/seo/add_history   records one page visit of a browser session (sent when the page is left)
 */
import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { okStatus } from './common'
import { jsonText } from './json-text'
import { onFirstUse } from './on-first-use'

/** The random id a browser makes on its first visit (a UUID or similar). */
export const sessionIdSchema = onFirstUse(() =>
  z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')),
)

const earliestVisit = Date.UTC(2000, 0, 1)
/** Clocks drift; a visit may not end more than a day in the future. */
const clockSkewMs = 24 * 60 * 60 * 1000

/** A moment as ISO-8601 text or milliseconds since 1970; read as milliseconds. */
export const visitTimeSchema = onFirstUse(() =>
  z
    .union([
      z.int(),
      z.pipe(
        z.iso.datetime({ offset: true }),
        z.transform((text: string) => Date.parse(text)),
      ),
    ])
    .check(
      z.refine((ms) => ms >= earliestVisit && ms <= Date.now() + clockSkewMs, {
        message: 'must be a time between 2000 and now',
      }),
    ),
)

/** A site path, e.g. `/product/single/iron-1?tab=2`. */
export const sitePathSchema = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(2000),
      z.regex(/^\/(?!\/)\S*$/, 'must be a path starting with a single /'),
    ),
)

export const visitSchema = onFirstUse(() =>
  z.strictObject({ entry: visitTimeSchema, exit: visitTimeSchema, url: sitePathSchema }).check(
    z.refine((visit) => visit.exit >= visit.entry, {
      message: 'must not be before entry',
      path: ['exit'],
    }),
  ),
)
export type Visit = z.output<typeof visitSchema>

/** Where the visitor came from: a path of this site or another site's http(s) address. */
export const refererSchema = onFirstUse(() =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(2000)),
      z.transform((text: string) => text || '/'),
    ),
    z.union([sitePathSchema, z.url({ protocol: /^https?$/ })], {
      error: 'must be a path or an http(s) address',
    }),
  ),
)

export const addHistoryCall = onFirstUse(() =>
  defineCall({
    path: v1('seo/add_history'),
    request: z.strictObject({
      session: sessionIdSchema,
      /** JSON text {entry, exit, url}; an object is accepted too. */
      history: jsonText(visitSchema),
      referer: z._default(refererSchema, '/'),
    }),
    response: okStatus,
    write: true,
  }),
)
