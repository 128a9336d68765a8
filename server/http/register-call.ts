import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  isStaffCall,
  type AnyCall,
  type CallParsedRequest,
  type CallWireResponse,
} from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import type { ErrorStatus } from '../api-description/openapi-document'
import { errorCodes } from '../../src/contract/errors'
import type { AuthUser } from '../repositories/accounts-repository'
import { callHooks } from './call-hooks'
import { ApiError } from './errors'
import { inWriteTransaction } from './write-transaction'

export interface CallContext<Body, User extends AuthUser | null, Prepared = undefined> {
  body: Body
  lang: Language
  /** The user behind the token: always set for `user`, `staff` and `admin` calls. */
  user: User
  request: FastifyRequest
  reply: FastifyReply
  /** What the call's `prepare` step returned. */
  prepared: Prepared
}

export interface CallOptions<Body, User extends AuthUser | null, Prepared> {
  /** A per-address limit on this call (calls that guess passwords or keys). */
  rateLimit?: RateLimitOptions
  /** Bytes this call's body may hold, above the shop's small default (uploads). */
  bodyLimit?: number
  /**
   * The failures the handler answers beyond those every call of its kind can give (a 404 for
   * what is not there, a 409 for a conflict): listed in the API's document.
   */
  errors?: readonly ErrorStatus[]
  /**
   * Slow work that needs no database (password hashing), run before a write's transaction
   * opens so it does not hold the connection; its result reaches the handler as `prepared`.
   * Pass a named function (or annotate its parameter) so its result type is known before the
   * handler is typed.
   */
  prepare?: (
    ctx: Pick<CallContext<Body, User>, 'body' | 'lang' | 'user' | 'request'>,
  ) => Promise<Prepared>
}

type UserFor<C> = C extends { auth: 'user' | 'staff' | 'admin' } ? AuthUser : AuthUser | null

type CallHandler<C extends AnyCall, Prepared> = (
  ctx: CallContext<CallParsedRequest<C>, UserFor<C>, Prepared>,
) => Promise<CallWireResponse<C>>

/** The options of a call that answers 404 when what it names is not there. */
export const mayBeMissing: { errors: readonly ErrorStatus[] } = { errors: [404] }

/**
 * Registers one call of the contract: POST + JSON at its path; the call hooks check the site
 * lock, the `lang` header, the body and the token first. A cacheable read is kept in the read
 * cache; a write runs in its transaction, with its Idempotency-Key. Its options, when it has
 * any, come before its handler, as in Fastify's own `app.post(path, options, handler)`.
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  // NoInfer: C comes from `call`, so the handler is typed by it (and literal fields such as
  // `status: true` stay literal).
  handler: NoInfer<CallHandler<C, undefined>>,
): void
export function registerCall<C extends AnyCall, Prepared = undefined>(
  app: FastifyInstance,
  call: C,
  options: CallOptions<CallParsedRequest<C>, UserFor<C>, Prepared>,
  // NoInfer: C and Prepared come from `call` and `options`.
  handler: NoInfer<CallHandler<C, Prepared>>,
): void
export function registerCall<C extends AnyCall, Prepared>(
  app: FastifyInstance,
  call: C,
  optionsOrHandler:
    CallOptions<CallParsedRequest<C>, UserFor<C>, Prepared> | CallHandler<C, Prepared>,
  lastHandler?: CallHandler<C, Prepared>,
): void {
  const handler = lastHandler ?? (optionsOrHandler as CallHandler<C, Prepared>)
  const options = lastHandler
    ? (optionsOrHandler as CallOptions<CallParsedRequest<C>, UserFor<C>, Prepared>)
    : {}
  // The back office is behind passwords too: its calls are limited per address like logins.
  const rateLimit =
    options.rateLimit ??
    (isStaffCall(call) ? { max: app.config.staffRateLimit, timeWindow: '1 minute' } : undefined)
  app.servedCalls.push({ call, errors: options.errors ?? [], rateLimited: rateLimit !== undefined })
  const routeConfig = {
    ...(rateLimit ? { config: { rateLimit } } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  }
  app.post(call.path, { ...routeConfig, preHandler: callHooks(call) }, async (request, reply) => {
    const input = {
      body: request.parsedBody as CallParsedRequest<C>,
      lang: request.lang,
      user: request.authUser as UserFor<C>,
      request,
    }
    const prepare = async () =>
      (options.prepare ? await options.prepare(input) : undefined) as Prepared

    const run = async (prepared: Prepared) => {
      const body = await handler({ ...input, reply, prepared })
      if (app.config.validateResponses) {
        const checked = call.response.safeParse(body)
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues },
            `response of ${call.path} breaks the contract`,
          )
          throw new ApiError(
            500,
            errorCodes.internal,
            `The response of ${call.path} does not match the contract.`,
          )
        }
      }
      return body
    }

    if (call.write) return inWriteTransaction(app, call, request, reply, { prepare, write: run })
    if (!call.cacheable || !app.readCache.enabled) return run(await prepare())
    const cacheKey = `${call.path}|${input.lang}|${JSON.stringify(input.body)}`
    reply.type('application/json; charset=utf-8')
    const cached = app.readCache.get(cacheKey)
    if (cached !== undefined) return reply.send(cached)
    const generation = app.readCache.generation
    const text = JSON.stringify(await run(await prepare()))
    app.readCache.set(cacheKey, text, generation)
    return reply.send(text)
  })
}
