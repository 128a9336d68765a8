import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import type { AnyCall, CallParsedRequest, CallWireResponse } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import { errorCodes } from '../../src/contract/errors'
import type { Db } from '../db/database'
import type { AuthUser } from '../repositories/accounts-repository'
import { ApiError, badRequest, unauthorized } from './errors'
import {
  claimIdempotencyKey,
  fingerprint,
  idempotencyKey,
  storedAnswer,
  type Replay,
} from './idempotency'
import { requestLanguage, requestToken } from './request-context'

export interface CallContext<Body, User extends AuthUser | null, Prepared = undefined> {
  body: Body
  lang: Language
  /** The user behind the token: always set for `auth: 'user'` calls. */
  user: User
  /** The database; for writes, the transaction the write and its idempotency record share. */
  db: Db
  request: FastifyRequest
  reply: FastifyReply
  /** What the call's `prepare` step returned. */
  prepared: Prepared
}

export interface CallOptions<Body, User extends AuthUser | null, Prepared> {
  /** A per-address limit on this call (calls that guess passwords or keys). */
  rateLimit?: RateLimitOptions
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

type UserFor<C> = C extends { auth: 'user' } ? AuthUser : AuthUser | null

// The contract is written with zod's tree-shakable API, which leaves messages to a locale: the
// server answers in English.
z.config(z.locales.en())

/** Turns zod issues into one message per field. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

/**
 * Registers one call of the contract: POST + JSON at its path, the request validated by its
 * schema, the site lock, the token, the `lang` header and, for writes, the Idempotency-Key.
 */
export function registerCall<C extends AnyCall, Prepared = undefined>(
  app: FastifyInstance,
  call: C,
  // NoInfer: C and Prepared come from `call` and `options`, so the handler is typed by them
  // (and literal fields such as `status: true` stay literal).
  handler: NoInfer<
    (ctx: CallContext<CallParsedRequest<C>, UserFor<C>, Prepared>) => Promise<CallWireResponse<C>>
  >,
  options: CallOptions<CallParsedRequest<C>, UserFor<C>, Prepared> = {},
): void {
  const routeConfig = options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}
  app.post(call.path, routeConfig, async (request, reply) => {
    const config = app.config
    if (call.content) app.siteLock.admit(request)
    const lang = requestLanguage(request, config.defaultLang)
    const rawBody: unknown = request.body ?? {}
    const parsed = call.request.safeParse(rawBody)
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error)
      const first = Object.entries(fields)[0]
      throw badRequest(
        first ? `Invalid request: ${first[0]} ${first[1]}` : 'Invalid request.',
        fields,
      )
    }

    let user: AuthUser | null = null
    if (call.auth !== 'none') {
      const token = requestToken(request, rawBody)
      user = token ? await app.accountsRepository.userForToken(app.db, token) : null
      if (call.auth === 'user' && !user) throw unauthorized()
    }

    const input = {
      body: parsed.data as CallParsedRequest<C>,
      lang,
      user: user as UserFor<C>,
      request,
    }
    const prepare = async () =>
      (options.prepare ? await options.prepare(input) : undefined) as Prepared

    const run = async (db: Db, prepared: Prepared) => {
      const body = await handler({ ...input, db, reply, prepared })
      if (config.validateResponses) {
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

    if (!call.write) {
      if (!call.cacheable || !app.readCache.enabled) return run(app.db, await prepare())
      const cacheKey = `${call.path}|${lang}|${JSON.stringify(parsed.data)}`
      reply.type('application/json; charset=utf-8')
      const cached = app.readCache.get(cacheKey)
      if (cached !== undefined) return reply.send(cached)
      const text = JSON.stringify(await run(app.db, await prepare()))
      app.readCache.set(cacheKey, text)
      return reply.send(text)
    }

    const key = idempotencyKey(request.headers['idempotency-key'])
    if (key && !call.replayable) {
      throw new ApiError(
        400,
        errorCodes.badRequest,
        `${call.path} takes no Idempotency-Key: its answer holds a secret, which is never stored.`,
      )
    }
    if (!key) {
      const prepared = await prepare()
      const body = await app.db.transaction().execute((trx) => run(trx, prepared))
      app.readCache.clear()
      return body
    }

    const keyed = {
      key,
      scope: user ? `user:${user.id}` : 'anon',
      path: call.path,
      fingerprint: fingerprint(call.path, rawBody),
    }
    const replayed = (replay: Replay) =>
      reply.header('idempotent-replayed', 'true').code(replay.statusCode).send(replay.body)
    // A repeat of a finished request is answered before any slow preparation.
    const keys = app.idempotencyRepository
    const stored = await storedAnswer(keys, app.db, keyed)
    if (stored) return replayed(stored)
    const prepared = await prepare()
    // Claim, write and answer commit together: a refused write or a crash leaves no claim.
    const outcome = await app.db.transaction().execute(async (trx) => {
      const replay = await claimIdempotencyKey(keys, trx, keyed)
      if (replay) return { replay }
      const body = await run(trx, prepared)
      await keys.complete(trx, keyed, { statusCode: reply.statusCode, body })
      return { body }
    })
    if (outcome.replay) return replayed(outcome.replay)
    app.readCache.clear()
    return outcome.body
  })
}
