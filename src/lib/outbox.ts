import type {
  Mutation,
  MutationFunctionContext,
  MutationOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/query-core'
import { ApiCallError, type CallOptions } from '../api/client'
import { isLoginRefused } from '../api/login-refused'
import type { Language } from '../contract/common'
import { errorCodes } from '../contract/errors'
import { isNetworkFailure, reportNetworkFailure } from './connection'
import { readToken } from './login-token'

/**
 * The shop's one queue of writes is the query client's mutations in this scope: they run one at
 * a time, in the order the shopper acted, pause while the app is offline, are saved with the
 * query cache and resume after a reload.
 */
export const outboxScope = { id: 'outbox' }

/** The writes a shopper can make offline. */
export type OutboxKind =
  | 'review'
  | 'question'
  | 'favorite'
  | 'unfavorite'
  | 'cart'
  | 'cart-quantity'
  | 'cart-remove'
  | 'cart-clear'

export type OutboxKey = readonly ['outbox', OutboxKind]

/** The product a write is about, as the outbox lists it (with a link to its page). */
export interface OutboxProduct {
  /** The product's unique id; '' for a write about no one product (emptying the cart). */
  unique: string
  title: string
}

/** All a queued write needs to be sent after a reload, when the code that made it is gone. */
export interface OutboxVariables<Body = unknown> {
  /** Made once, when the shopper acted: the server answers a repeat with its first answer. */
  idempotencyKey: string
  lang: Language
  body: Body
  about: OutboxProduct
  /** When the shopper acted (epoch milliseconds). */
  actedAt: number
}

/** The variables of a write the shopper makes now. */
export function outboxVariables<Body>(
  body: Body,
  { lang, about }: { lang: Language; about: OutboxProduct },
): OutboxVariables<Body> {
  return { idempotencyKey: crypto.randomUUID(), lang, body, about, actedAt: Date.now() }
}

/**
 * How a write is sent: in the language the shopper saw, with its Idempotency-Key, as the visitor
 * logged in now (a login that ended while the write waited is refused, and the write kept).
 */
export function writeCallOptions({ lang, idempotencyKey }: OutboxVariables): CallOptions {
  return { lang, idempotencyKey, token: readToken() ?? undefined }
}

/** A write of the outbox: how it is sent, and which reads it changes. */
export interface OutboxWrite<Body, Answer> {
  kind: OutboxKind
  /** Sends the write; the login token and the browser's session are read now, not when queued. */
  send: (variables: OutboxVariables<Body>) => Promise<Answer>
  /** The reads the write changes: each is read again once the server has it. */
  changes: (variables: OutboxVariables<Body>, answer: Answer) => QueryKey[]
}

/** Why the shop did not take a write: it waits in the outbox for the shopper's decision. */
export type RefusalReason =
  /** The login ended: the write is sent again once the shopper logs in. */
  | 'login'
  /** The shop refused what was written (a 4xx): its message says why. */
  | 'content'
  /** The shop failed or was busy several times in a row: it can be sent again. */
  | 'failed'

export interface RefusedWrite {
  key: OutboxKey
  variables: OutboxVariables
  reason: RefusalReason
  message: string
  /** The shop's message for each refused field. */
  fields?: Record<string, string>
}

/** Where the refused writes are kept: a query of their own, saved with the cache. */
export const refusedWritesKey = ['outbox', 'refused'] as const

/** Times a write the shop could not take just now is tried before the shopper is asked. */
const busyTries = 4

/**
 * The shop could not take the write just now: it failed (5xx), was busy (429), or is still
 * answering the same write sent a moment ago (its Idempotency-Key is in progress).
 */
function isShopBusy(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false
  return (
    error.status >= 500 ||
    error.code === errorCodes.rateLimited ||
    error.code === errorCodes.idempotencyInProgress
  )
}

function refusal(key: OutboxKey, variables: OutboxVariables, error: unknown): RefusedWrite {
  const message = error instanceof Error ? error.message : String(error)
  if (isLoginRefused(error)) return { key, variables, reason: 'login', message }
  if (error instanceof ApiCallError && !isShopBusy(error) && error.status >= 400) {
    return { key, variables, reason: 'content', message, fields: error.fields }
  }
  return { key, variables, reason: 'failed', message }
}

function keepRefused(queryClient: QueryClient, refused: RefusedWrite) {
  queryClient.setQueryData<RefusedWrite[]>(refusedWritesKey, (list = []) => [
    ...list.filter((kept) => kept.variables.idempotencyKey !== refused.variables.idempotencyKey),
    refused,
  ])
}

/** Takes a refused write off the outbox (the shopper discards it, or it is sent again). */
export function discardRefused(queryClient: QueryClient, idempotencyKey: string): void {
  queryClient.setQueryData<RefusedWrite[]>(refusedWritesKey, (list = []) =>
    list.filter((kept) => kept.variables.idempotencyKey !== idempotencyKey),
  )
}

/**
 * The mutation options of a write of the outbox: the same for the component that makes it
 * (`useMutation`) and for the query client's defaults, which send it after a reload.
 */
export function outboxMutation<Body, Answer>(
  write: OutboxWrite<Body, Answer>,
): MutationOptions<Answer, Error, OutboxVariables<Body>> & { mutationKey: OutboxKey } {
  const key: OutboxKey = ['outbox', write.kind]
  return {
    mutationKey: key,
    scope: outboxScope,
    networkMode: 'online',
    mutationFn: async (variables) => {
      try {
        return await write.send(variables)
      } catch (error) {
        // Paused, not failed: the retry waits until the app is online again.
        if (isNetworkFailure(error)) reportNetworkFailure()
        throw error
      }
    },
    retry: (failures, error) =>
      isNetworkFailure(error) || (isShopBusy(error) && failures < busyTries),
    onSuccess: async (answer, variables, _context, { client }: MutationFunctionContext) => {
      await Promise.all(
        write.changes(variables, answer).map((queryKey) => client.invalidateQueries({ queryKey })),
      )
    },
    onError: (error, variables, _context, { client }: MutationFunctionContext) => {
      keepRefused(client, refusal(key, variables as OutboxVariables, error))
    },
  }
}

/** The shop's writes become the query client's defaults, so a restored queue can be sent. */
export function registerOutboxWrites(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each write has its own body and answer
  writes: readonly OutboxWrite<any, any>[],
): void {
  for (const write of writes) {
    const options = outboxMutation(write)
    queryClient.setMutationDefaults(options.mutationKey, options)
  }
  // Refused writes stay until the shopper decides.
  queryClient.setQueryDefaults(refusedWritesKey, { gcTime: Infinity, staleTime: Infinity })
}

/** A write of the outbox that has not reached the shop yet (it may be on its way). */
export function isQueued(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return mutation.options.scope?.id === outboxScope.id && mutation.state.status === 'pending'
}

/** What the outbox holds: writes waiting to be sent, and writes the shop refused. */
export function outboxSize(queryClient: QueryClient): number {
  const waiting = queryClient.getMutationCache().getAll().filter(isQueued).length
  return waiting + (queryClient.getQueryData<RefusedWrite[]>(refusedWritesKey)?.length ?? 0)
}

/**
 * Sends what waits: writes restored from the saved cache (those on their way when the page
 * closed, too), once the app is online.
 */
export function resumeOutbox(queryClient: QueryClient): void {
  for (const mutation of queryClient.getMutationCache().getAll().filter(isQueued)) {
    // Settles once sent (or refused, then kept); offline, it waits.
    void mutation.continue().catch(() => undefined)
  }
}

/** Sends a refused write again, with its first Idempotency-Key (the shop never takes it twice). */
/** A write sent again from the outbox (it waited there): its arrival is announced. */
export function isResent(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return mutation.options.meta?.resent === true
}

export function sendAgain(queryClient: QueryClient, refused: RefusedWrite): Promise<unknown> {
  discardRefused(queryClient, refused.variables.idempotencyKey)
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: refused.key, meta: { resent: true } })
  return mutation.execute(refused.variables).catch(() => undefined)
}

/** Takes a waiting write off the queue (only while it waits: one on its way may have arrived). */
export function discardQueued(queryClient: QueryClient, mutationId: number): boolean {
  const cache = queryClient.getMutationCache()
  const mutation = cache.getAll().find((m) => m.mutationId === mutationId)
  if (!mutation?.state.isPaused) return false
  cache.remove(mutation)
  // The writes after it no longer wait for it.
  void queryClient.resumePausedMutations()
  return true
}
