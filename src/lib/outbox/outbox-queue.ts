import type {
  MutationFunctionContext,
  Mutation,
  MutationOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/query-core'
import { callApi, isNetworkFailure, meaningOfFailure, type CallOptions } from '../../api/client'
import type { AnyCall, CallRequest, CallResponse } from '../../contract/call'
import { retryWaitMs } from '../../api/retry-wait'
import type { Language } from '../../contract/common'
import { readToken } from '../login-token'

/**
 * The shop's one queue of writes is the query client's mutations in this scope: they run one at
 * a time, in the order the shopper acted, pause while the app is offline, are saved with the
 * query cache and resume after a reload. A write the shop refused stays there, with its error,
 * until the shopper decides.
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

/** A write the outbox holds, as its list, its count and the screens that show it read it. */
export interface OutboxEntry<Body = unknown> {
  mutationId: number
  key: OutboxKey
  variables: OutboxVariables<Body>
  /** Waiting for the network (not on its way). */
  paused: boolean
  /** Waiting because the shop asked to be asked again later (restarting or overloaded). */
  shopBusy: boolean
  /** The shop's refusal (read it with `refusalOf`); none while it waits or is on its way. */
  error?: Error
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>

/** A write of the outbox, whatever became of it (the query client runs other mutations too). */
export function isOutboxWrite(mutation: AnyMutation): boolean {
  return mutation.options.scope?.id === outboxScope.id
}

/** What the outbox holds: writes waiting or on their way, and refused ones. */
export function isInOutbox(mutation: AnyMutation): boolean {
  const { status } = mutation.state
  return isOutboxWrite(mutation) && (status === 'pending' || status === 'error')
}

/** A mutation of the outbox as an entry of its list. */
export function outboxEntry(mutation: AnyMutation): OutboxEntry {
  return {
    mutationId: mutation.mutationId,
    key: mutation.options.mutationKey as OutboxKey,
    variables: mutation.state.variables as OutboxVariables,
    paused: mutation.state.isPaused,
    shopBusy:
      mutation.state.status === 'pending' &&
      meaningOfFailure(mutation.state.failureReason)?.kind === 'try-later',
    ...(mutation.state.status === 'error' && { error: mutation.state.error ?? undefined }),
  }
}

/** A write of the outbox that has not reached the shop yet (it may be on its way). */
export function isQueued(mutation: AnyMutation): boolean {
  return isOutboxWrite(mutation) && mutation.state.status === 'pending'
}

/** A write of the outbox the shop did not take: it stays until the shopper decides. */
export function isRefused(mutation: AnyMutation): boolean {
  return isOutboxWrite(mutation) && mutation.state.status === 'error'
}

/** The mutation key of a write of the outbox. */
export function outboxKey(kind: OutboxKind): OutboxKey {
  return ['outbox', kind]
}

/** A write sent again from the outbox (it waited there): its arrival is announced. */
export function isResent(mutation: AnyMutation): boolean {
  return mutation.options.meta?.resent === true
}

/**
 * Writes the service worker sent that no announcement has counted yet: the outbox's status, which
 * announces them, may start after a page takes them over.
 */
let unannouncedWorkerSends = 0

/**
 * The service worker sent this write while it waited (`worker-handoff.ts`): it leaves the outbox
 * as sent, and its arrival is announced as any other's.
 */
export function markSentByWorker(mutation: AnyMutation): void {
  mutation.setOptions({
    ...mutation.options,
    meta: { ...mutation.options.meta, sentByWorker: true },
  })
  unannouncedWorkerSends += 1
}

/** How many writes the service worker sent that were not announced yet; they count as announced now. */
export function takeUnannouncedWorkerSends(): number {
  const count = unannouncedWorkerSends
  unannouncedWorkerSends = 0
  return count
}

export function isSentByWorker(mutation: AnyMutation): boolean {
  return mutation.options.meta?.sentByWorker === true
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

/** A write of the outbox: the call that sends it, and which reads it changes. */
export interface OutboxWrite<C extends AnyCall = AnyCall> {
  kind: OutboxKind
  /**
   * The API call it is; it is sent with the login of the moment it is sent (or handed to the
   * service worker), not of the moment it was queued.
   */
  call: C
  /** The reads the write changes: each is read again once the server has it. */
  changes: (variables: OutboxVariables<CallRequest<C>>, answer: CallResponse<C>) => QueryKey[]
}

/**
 * Times a write the shop failed (or whose gateway gave no answer) is tried before the shopper is
 * asked; one the shop asked to send later is tried as long as it asks, at the pace it asks for.
 */
const failedTries = 4

/** Whether a write that got this failure is sent again now (it waits while the app is offline). */
function sendsAgain(failures: number, error: unknown): boolean {
  if (isNetworkFailure(error)) return true
  const meaning = meaningOfFailure(error)?.kind
  if (meaning === 'try-later') return true
  return (meaning === 'failed' || meaning === 'no-answer') && failures < failedTries
}

/**
 * The mutation options of a write of the outbox: the same for the component that makes it
 * (`useMutation`) and for the query client's defaults, which send it after a reload.
 */
export function outboxMutation<C extends AnyCall>(
  write: OutboxWrite<C>,
): MutationOptions<CallResponse<C>, Error, OutboxVariables<CallRequest<C>>> & {
  mutationKey: OutboxKey
} {
  return {
    mutationKey: outboxKey(write.kind),
    scope: outboxScope,
    networkMode: 'online',
    // A refused write stays, with its error, until the shopper decides.
    gcTime: Infinity,
    // A write that gets no answer marks the app offline (the API client does): paused, not
    // failed, its retry waits until the shop answers again.
    mutationFn: (variables) => callApi(write.call, variables.body, writeCallOptions(variables)),
    retry: sendsAgain,
    retryDelay: retryWaitMs,
    onSuccess: async (answer, variables, _context, { client }: MutationFunctionContext) => {
      await Promise.all(
        write.changes(variables, answer).map((queryKey) => client.invalidateQueries({ queryKey })),
      )
    },
  }
}

/** The shop's writes become the query client's defaults, so a restored queue can be sent. */
export function registerOutboxWrites(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each write has its own call
  writes: readonly OutboxWrite<any>[],
): void {
  for (const write of writes) {
    const options = outboxMutation(write)
    queryClient.setMutationDefaults(options.mutationKey, options)
  }
}

/**
 * A write the shop took leaves the query client (what it changed is in the reads it refreshed):
 * outbox writes never expire by themselves, so that a refused one stays until the shopper decides.
 */
export function forgetTakenWrites(queryClient: QueryClient): () => void {
  const cache = queryClient.getMutationCache()
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (!isOutboxWrite(event.mutation)) return
    const { mutation } = event
    // Once every listener has heard of its arrival.
    setTimeout(() => cache.remove(mutation), 0)
  })
}

/** What the outbox holds, as its list shows it (outside React: the same selection). */
export function outboxEntries(queryClient: QueryClient): OutboxEntry[] {
  return queryClient.getMutationCache().findAll({ predicate: isInOutbox }).map(outboxEntry)
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

/** Takes a refused write off the outbox (the shopper discards it, or a form shows its refusal). */
export function discardRefused(queryClient: QueryClient, idempotencyKey: string): void {
  const cache = queryClient.getMutationCache()
  for (const mutation of cache.findAll({ predicate: isRefused })) {
    const variables = mutation.state.variables as OutboxVariables
    if (variables.idempotencyKey === idempotencyKey) cache.remove(mutation)
  }
}

/** Sends a refused write again, with its first Idempotency-Key (the shop never takes it twice). */
export function sendAgain(queryClient: QueryClient, refused: OutboxEntry): Promise<unknown> {
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
