import type * as z from 'zod/mini'

/**
 * Why the shop refused a field, in words of no language: a form says it in the page's own
 * (`src/i18n/field-refusals.ts`), and a client of the API can too.
 */
export const fieldReasons = [
  /** Left empty. */
  'required',
  /** Text shorter than `limit` characters. */
  'tooShort',
  /** Text longer than `limit` characters. */
  'tooLong',
  /** A number under `limit`. */
  'tooSmall',
  /** A number over `limit`. */
  'tooBig',
  /** Fewer than `limit` items. */
  'tooFew',
  /** More than `limit` items. */
  'tooMany',
  /** Not a whole number. */
  'wholeNumber',
  /** Not an email address. */
  'email',
  /** Not a mobile number. */
  'phone',
  /** Not a date. */
  'date',
  /** Not one of the choices offered. */
  'choice',
  /** Something else has it already (a product's unique id, a serial, an account's email). */
  'taken',
  /** Given twice in one request: first on line `limit`. */
  'repeated',
  /** Names something the shop does not have (a category, a product, an option). */
  'unknown',
  /** Does not apply to what is changed (a price of a product priced per option). */
  'notHere',
  /** A picture in a format the shop does not take (it takes JPEG, PNG and WebP). */
  'pictureFormat',
  /** A file over `limit` megabytes. */
  'fileTooBig',
  /** A picture that cannot be read. */
  'damaged',
  /** A discount not below the price. */
  'discount',
  /** A day before the one it follows (a warranty's end before its start). */
  'beforeStart',
  /** Not an address a link can go to. */
  'link',
  /** Not lower-case letters, digits and dashes (an address's name). */
  'slug',
  /** Not a colour such as #16324f. */
  'colour',
  /** Still has `limit` units in stock (an option removed). */
  'inStock',
  /** No account has this email. */
  'noAccount',
  /** Hidden from the shop: shown again before it is worked on (a hidden question). */
  'hidden',
  /** Answered already, by someone else meanwhile. */
  'answered',
  /** The shop's only admin, who cannot give the role away. */
  'lastAdmin',
  /** An account that is not staff (only staff have areas). */
  'notStaff',
  /** Not in the form the shop reads. */
  'invalid',
] as const
export type FieldReason = (typeof fieldReasons)[number]

/** Why the shop refused a field, and the limit it broke if any. */
export interface FieldRefusal {
  reason: FieldReason
  limit?: number
}

/** How precisely a reason says what to do: of a union's branches, the most precise one is kept. */
const precision: Record<FieldReason, number> = {
  tooShort: 3,
  tooLong: 3,
  tooSmall: 3,
  tooBig: 3,
  tooFew: 3,
  tooMany: 3,
  email: 3,
  phone: 3,
  date: 3,
  choice: 3,
  taken: 3,
  repeated: 3,
  unknown: 3,
  notHere: 3,
  pictureFormat: 3,
  fileTooBig: 3,
  damaged: 3,
  discount: 3,
  beforeStart: 3,
  link: 3,
  slug: 3,
  colour: 3,
  inStock: 3,
  noAccount: 3,
  hidden: 3,
  answered: 3,
  lastAdmin: 3,
  notStaff: 3,
  required: 2,
  wholeNumber: 1,
  invalid: 0,
}

/** A limit as the issue has it (zod keeps bigints for some). */
const limitOf = (value: number | bigint) => Number(value)

export const isFieldReason = (value: unknown): value is FieldReason =>
  (fieldReasons as readonly unknown[]).includes(value)

/** A contract check's own reason: `refine(check, { params: refusalParams('date') })`. */
export const refusalParams = (reason: FieldReason) => ({ reason })

/** Why a contract check refused a value. */
export function refusalOfIssue(issue: z.core.$ZodIssue): FieldRefusal {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return { reason: 'wholeNumber' }
      // Nothing where the contract wants something.
      return issue.input === undefined || issue.input === null
        ? { reason: 'required' }
        : { reason: 'invalid' }
    case 'too_small': {
      const limit = limitOf(issue.minimum)
      if (issue.origin === 'string') {
        return limit <= 1 ? { reason: 'required' } : { reason: 'tooShort', limit }
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return limit <= 1 ? { reason: 'required' } : { reason: 'tooFew', limit }
      }
      return { reason: 'tooSmall', limit: issue.inclusive === false ? limit + 1 : limit }
    }
    case 'too_big': {
      const limit = limitOf(issue.maximum)
      if (issue.origin === 'string') return { reason: 'tooLong', limit }
      if (issue.origin === 'array' || issue.origin === 'set') return { reason: 'tooMany', limit }
      return { reason: 'tooBig', limit: issue.inclusive === false ? limit - 1 : limit }
    }
    case 'invalid_format':
      if (issue.format === 'email') return { reason: 'email' }
      if (issue.format === 'date' || issue.format === 'datetime') return { reason: 'date' }
      return { reason: 'invalid' }
    case 'invalid_value':
      return { reason: 'choice' }
    case 'not_multiple_of':
      return { reason: 'wholeNumber' }
    case 'custom': {
      const reason: unknown = issue.params?.reason
      return { reason: isFieldReason(reason) ? reason : 'invalid' }
    }
    case 'invalid_union': {
      // Each branch failed: the one that got furthest says what is wrong (a price of -5 is
      // "0 or more", not "a whole number").
      const branches = issue.errors
        .filter((branch) => branch.length > 0)
        .map((branch) => refusalOfIssue(branch[0]!))
      return branches.reduce<FieldRefusal>(
        (best, next) => (precision[next.reason] > precision[best.reason] ? next : best),
        { reason: 'invalid' },
      )
    }
    default:
      return { reason: 'invalid' }
  }
}

/** The key a field's refusal is sent under: its path, dotted (`texts.FA.title`), `_` for the whole. */
export const wholeRequest = '_'

export const fieldKey = (path: readonly PropertyKey[]) =>
  path.length ? path.map(String).join('.') : wholeRequest

/** One refusal per field (its first issue), keyed by the field's path. */
export function fieldRefusals(issues: readonly z.core.$ZodIssue[]): Record<string, FieldRefusal> {
  const refusals: Record<string, FieldRefusal> = {}
  for (const issue of issues) refusals[fieldKey(issue.path)] ??= refusalOfIssue(issue)
  return refusals
}
