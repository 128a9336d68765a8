import * as z from 'zod/mini'
import { everyArea, roles } from './roles'
import { defineCall, v1 } from './call'
import { asciiDigits, tokenField } from './common'
import { cartSession } from './cart'
import { onFirstUse } from './on-first-use'

/** A phone number as stored: digits with an optional leading +, no spaces or dashes. */
export function normalisePhone(text: string): string {
  return asciiDigits(text).replace(/[\s\-().]/g, '')
}

export const passwordMinLength = 8
export const passwordMaxLength = 128

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(50, `${label} must be at most 50 characters.`),
    )

export const emailField = onFirstUse(() =>
  z.pipe(
    z
      .string({ error: 'Email is required.' })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, 'Email is required.'),
        z.maxLength(254, 'Email must be at most 254 characters.'),
      ),
    z.email('Enter a valid email address, e.g. name@example.com.'),
  ),
)

export const phoneField = onFirstUse(() =>
  z.pipe(
    z.pipe(
      z
        .string({ error: 'Phone number is required.' })
        .check(z.maxLength(40, 'Phone number must be 7 to 15 digits.')),
      z.transform(normalisePhone),
    ),
    z
      .string()
      .check(
        z.minLength(1, 'Phone number is required.'),
        z.regex(
          /^\+?\d{7,15}$/,
          'Phone number must be 7 to 15 digits, optionally starting with +.',
        ),
      ),
  ),
)

export const newPasswordField = onFirstUse(() =>
  z
    .string({ error: 'Password is required.' })
    .check(
      z.minLength(
        passwordMinLength,
        `Password must be at least ${String(passwordMinLength)} characters.`,
      ),
      z.maxLength(
        passwordMaxLength,
        `Password must be at most ${String(passwordMaxLength)} characters.`,
      ),
    ),
)

/** The spec's spelling: `curent_password` is the repeated new password. */
const confirmationField = onFirstUse(() => z.string({ error: 'Repeat the password.' }))

const confirmationMatches = onFirstUse(() =>
  z.refine<{ password: string; curent_password: string }>((v) => v.password === v.curent_password, {
    message: 'The two passwords do not match.',
    path: ['curent_password'],
    // Also reported when other fields are wrong, so the form shows every problem at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; curent_password?: unknown } | undefined
      return typeof v?.password === 'string' && typeof v.curent_password === 'string'
    },
  }),
)

/** An email address or a phone number, normalised the way accounts store them. */
const userNameField = onFirstUse(() =>
  z.pipe(
    z
      .string({ error: 'Enter your email or phone number.' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter your email or phone number.'),
        z.maxLength(254, 'Email or phone number is too long.'),
      ),
    z.transform((v: string) => (v.includes('@') ? v.toLowerCase() : normalisePhone(v))),
  ),
)

export const accountUserSchema = onFirstUse(() =>
  z.object({
    id: z.int().check(z.positive()),
    fname: z.string(),
    lname: z.string(),
    email: z.string(),
    /** '' for an account made without one (staff). */
    phone: z.string(),
    /** Users kept on a device before roles existed are shoppers. */
    role: z._default(z.enum(roles), 'shopper'),
    /** The back-office areas of a staff member (`areasOf`); `*` for all. */
    areas: z._default(z.string(), everyArea),
  }),
)
export type AccountUser = z.infer<typeof accountUserSchema>

/** A successful login or registration: the client keeps the token and the user. */
export const authorisedResponse = onFirstUse(() =>
  z.object({
    status: z.literal(true),
    msg: z.literal('success'),
    authorisation: z.object({ token: z.string() }),
    user: accountUserSchema,
  }),
)

const messageResponse = onFirstUse(() => z.object({ status: z.literal(true), msg: z.string() }))

/** Error codes of the account calls beyond the common ones. */
export const accountErrorCodes = {
  resetTokenInvalid: 'reset_token_invalid',
  resetTokenUsed: 'reset_token_used',
  resetTokenExpired: 'reset_token_expired',
} as const

export const loginFailedMessage = 'The email, phone number or password is not correct.'

export const registerAccountCall = onFirstUse(() =>
  defineCall({
    path: v1('auth/register'),
    request: z
      .strictObject({
        fname: nameField('First name'),
        lname: nameField('Last name'),
        email: emailField,
        phone: phoneField,
        password: newPasswordField,
        curent_password: confirmationField,
        /** The browser's cart session: its lines become the new account's. */
        session: z.optional(cartSession),
      })
      .check(confirmationMatches),
    response: authorisedResponse,
    write: true,
    // Its answer holds a login token, which must never be kept in the idempotency records.
    replayable: false,
  }),
)

export const loginCall = onFirstUse(() =>
  defineCall({
    path: v1('auth/login'),
    request: z.strictObject({
      userName: userNameField,
      /** The browser's cart session: its lines join the account's cart. */
      session: z.optional(cartSession),
      password: z
        .string({ error: 'Password is required.' })
        .check(
          z.minLength(1, 'Password is required.'),
          z.maxLength(passwordMaxLength, loginFailedMessage),
        ),
    }),
    response: authorisedResponse,
  }),
)

/** A call about the login itself: its token only. */
const loginRequest = onFirstUse(() => z.strictObject({ token: tokenField }))

export const checkTokenCall = onFirstUse(() =>
  defineCall({
    path: v1('auth/check'),
    request: loginRequest,
    response: z.object({ status: z.boolean() }),
    auth: 'optional',
  }),
)

export const findUserCall = onFirstUse(() =>
  defineCall({
    path: v1('auth/find'),
    request: loginRequest,
    response: accountUserSchema,
    auth: 'user',
  }),
)

export const logoutCall = onFirstUse(() =>
  defineCall({
    path: v1('auth/logout'),
    request: loginRequest,
    response: messageResponse,
  }),
)

/** Answers the same whether or not the account exists. */
export const requestPasswordResetCall = onFirstUse(() =>
  defineCall({
    path: v1('auth/reset'),
    request: z.strictObject({ userName: userNameField }),
    response: messageResponse,
  }),
)

export const resetPasswordCall = onFirstUse(() =>
  defineCall({
    path: v1('auth/reset_password'),
    request: z
      .strictObject({
        token: z
          .string({ error: 'The reset token is missing.' })
          .check(
            z.trim(),
            z.minLength(1, 'The reset token is missing.'),
            z.maxLength(200, 'The reset token is not valid.'),
          ),
        password: newPasswordField,
        curent_password: confirmationField,
      })
      .check(confirmationMatches),
    response: messageResponse,
    write: true,
  }),
)
