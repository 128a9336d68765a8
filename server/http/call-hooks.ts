import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import * as z from 'zod/mini'
import { mayWorkIn, roleAllows, type StaffArea } from '../../src/contract/roles'
import { isStaffCall, type AnyCall } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import type { AuthUser } from '../repositories/accounts-repository'
import { fieldKey, refusalOfIssue } from '../../src/contract/field-refusals'
import { badRequest, forbidden, unauthorized, type FieldProblem } from './errors'
import { requestLanguage, requestToken } from './request-context'

declare module 'fastify' {
  interface FastifyRequest {
    /** The content language of the call (the `lang` header, else the shop's default). */
    lang: Language
    /** The body as the call's schema parsed it. */
    parsedBody: unknown
    /** The user behind the call's token; null without one (or for calls that take none). */
    authUser: AuthUser | null
  }
}

// The contract is written with zod's tree-shakable API, which leaves messages to a locale: the
// server answers in English.
z.config(z.locales.en())

/** Turns zod issues into one problem per field (its first): why, and zod's English message. */
export function fieldProblems(error: z.core.$ZodError): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {}
  for (const issue of error.issues) {
    problems[fieldKey(issue.path)] ??= { ...refusalOfIssue(issue), message: issue.message }
  }
  return problems
}

/** A call the lock closes needs the visitor's pass: 423 without a valid one. */
const lockHook: preHandlerAsyncHookHandler = async function (request) {
  await this.siteLock.admit(request)
}

const languageHook: preHandlerAsyncHookHandler = async function (request) {
  request.lang = requestLanguage(request, this.config.defaultLang)
}

/** The body checked by the call's schema: 400 with one message per field. */
const parseHook =
  (call: AnyCall): preHandlerAsyncHookHandler =>
  async (request) => {
    const parsed = call.request.safeParse(request.body ?? {})
    if (!parsed.success) {
      const problems = fieldProblems(parsed.error)
      const first = Object.entries(problems)[0]
      throw badRequest(
        first ? `Invalid request: ${first[0]} ${first[1].message}` : 'Invalid request.',
        problems,
      )
    }
    request.parsedBody = parsed.data
  }

/** Each back-office area as a refusal names it. */
const areaNames: Record<StaffArea, string> = {
  orders: 'orders',
  catalogue: 'the catalogue',
  content: 'pages and menus',
  feedback: 'reviews and questions',
}

/**
 * The user behind the token: 401 without one for calls that need a user, 403 for a back-office
 * call whose user's role (or, for staff, areas) does not allow it: both are read from the
 * database, never the client.
 */
const authHook = (call: AnyCall): preHandlerAsyncHookHandler =>
  async function (request: FastifyRequest) {
    const token = requestToken(request, request.body ?? {})
    const user = token ? await this.accountsRepository.userForToken(token) : null
    request.authUser = user
    if (call.auth === 'none' || call.auth === 'optional') return
    if (!user) throw unauthorized()
    if (isStaffCall(call) && !roleAllows(user.role, call.auth)) {
      throw forbidden(
        call.auth === 'admin' ? 'Only an admin may do this.' : "Only the shop's staff may do this.",
      )
    }
    if (call.area && !mayWorkIn(user, call.area)) {
      throw forbidden(
        `Your account does not work on ${areaNames[call.area]}: an admin can give it that area.`,
      )
    }
  }

/**
 * What runs before a call's handler, in order: the lock, the language, the body, the user (for
 * the back office: the user, then the body).
 */
export function callHooks(call: AnyCall): preHandlerAsyncHookHandler[] {
  const auth = call.auth !== 'none' ? [authHook(call)] : []
  return [
    ...(call.closedWhileLocked ? [lockHook] : []),
    languageHook,
    // The back office says nothing of what its calls take to anyone who may not make them.
    ...(isStaffCall(call) ? [...auth, parseHook(call)] : [parseHook(call), ...auth]),
  ]
}

/** Declares what the call hooks set on every request. */
export const callHooksPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'EN')
    app.decorateRequest('parsedBody', undefined)
    app.decorateRequest('authUser', null)
  },
  { name: 'call-hooks' },
)
