import type { Mutation, QueryClient } from '@tanstack/query-core'
import { apiAddress, errorOfAnswer } from '../../api/client'
import { readToken } from '../login-token'
import {
  forgetHandedWrite,
  handedWrites,
  keepHandedWrite,
  type HandedWrite,
} from '../../../sw/handed-writes'
import {
  handedWritesAnsweredMessage,
  isWorkerMessage,
  outboxSyncTag,
} from '../../../sw/worker-messages'
import {
  isInOutbox,
  isOutboxWrite,
  markSentByWorker,
  type OutboxKey,
  type OutboxVariables,
  type OutboxWrite,
} from './outbox-queue'

type AnyMutation = Mutation<unknown, Error, unknown, unknown>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each write has its own call
type AnyWrite = OutboxWrite<any>

/** Background Sync, where the browser has it (Chromium); TypeScript's DOM types do not. */
type WithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }

/** The browser sends what the outbox handed over even once every page of the shop is closed. */
export function sendsWhileClosed(): boolean {
  return (
    typeof ServiceWorkerRegistration !== 'undefined' &&
    'sync' in ServiceWorkerRegistration.prototype &&
    Boolean(navigator.serviceWorker?.controller)
  )
}

/**
 * Hands each write that waits for the network to the service worker too (`sw/outbox-sync.ts`),
 * with its Idempotency-Key, its login and its body, so it is sent when the network is back even if
 * the shop is closed by then; a write the page settles (sent, refused or discarded) is taken back.
 * What the worker sent or had refused is taken over by the outbox: at once, and when the worker
 * says so. Resolves once what the worker answered before this page opened is taken over.
 * `madeBefore`: writes this page made before sharing began, handed over if they wait.
 */
export async function shareOutboxWithWorker(
  queryClient: QueryClient,
  writes: readonly AnyWrite[],
  madeBefore: readonly AnyMutation[] = [],
): Promise<() => void> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!worker) return () => {}
  const byKind = new Map(writes.map((write) => [write.kind, write]))
  const cache = queryClient.getMutationCache()

  const stopHanding = cache.subscribe((event) => {
    const { mutation } = event
    if (!mutation || !isOutboxWrite(mutation)) return
    // Built, not yet executed: nothing to hand over or take back.
    const variables = mutation.state.variables as OutboxVariables | undefined
    if (!variables) return
    const { idempotencyKey } = variables
    const settled =
      event.type === 'removed' ||
      (event.type === 'updated' &&
        (event.action.type === 'success' || event.action.type === 'error'))
    if (settled) void forgetHandedWrite(idempotencyKey).catch(() => undefined)
    else if (event.type === 'updated' && event.action.type === 'pause') {
      void handOver(worker, mutation, byKind).catch(() => undefined)
    }
  })

  // Writes this page made before the outbox started, waiting already: handed over now.
  for (const mutation of madeBefore) {
    if (mutation.state.isPaused) void handOver(worker, mutation, byKind).catch(() => undefined)
  }

  const takeOver = async () => {
    await takeWorkerAnswers(queryClient, byKind, { inFlight: isOnItsWay }).catch(() => undefined)
    // The writes after one that left no longer wait for it.
    void queryClient.resumePausedMutations()
  }
  const onMessage = (event: MessageEvent) => {
    if (isWorkerMessage(event.data, handedWritesAnsweredMessage)) void takeOver()
  }
  worker.addEventListener('message', onMessage)
  // Read back from the device, nothing is on its way yet.
  await takeWorkerAnswers(queryClient, byKind, { inFlight: () => false }).catch(() => undefined)
  return () => {
    stopHanding()
    worker.removeEventListener('message', onMessage)
  }
}

/** Sent by this page now: its own answer (the first one, replayed) settles it. */
const isOnItsWay = (mutation: AnyMutation) =>
  mutation.state.status === 'pending' && !mutation.state.isPaused

function handOver(
  worker: ServiceWorkerContainer,
  mutation: AnyMutation,
  byKind: Map<string, AnyWrite>,
): Promise<void> {
  const [, kind] = mutation.options.mutationKey as OutboxKey
  const write = byKind.get(kind)
  if (!write) return Promise.resolve()
  const { idempotencyKey, lang, body, actedAt } = mutation.state.variables as OutboxVariables
  const handed: HandedWrite = {
    idempotencyKey,
    address: new URL(apiAddress(write.call.path), location.href).href,
    lang,
    token: readToken() ?? undefined,
    body,
    actedAt,
    outcome: { kind: 'waiting' },
  }
  // Kept at once (not after an await): a settling write's removal is queued after it.
  const kept = keepHandedWrite(handed)
  return kept.then(async () => {
    const registration = (await worker.ready) as WithSync
    await registration.sync?.register(outboxSyncTag)
  })
}

/**
 * What the worker sent leaves the outbox as sent (its reads are refreshed); what the shop refused
 * stays in it as refused, with the shop's reason, as if the page had sent it.
 */
async function takeWorkerAnswers(
  queryClient: QueryClient,
  byKind: Map<string, AnyWrite>,
  { inFlight }: { inFlight: (mutation: AnyMutation) => boolean },
): Promise<void> {
  const cache = queryClient.getMutationCache()
  for (const handed of await handedWrites()) {
    const { outcome } = handed
    if (outcome.kind === 'waiting') continue
    await forgetHandedWrite(handed.idempotencyKey)
    const mutation = cache
      .getAll()
      .find(
        (m) =>
          isInOutbox(m) &&
          (m.state.variables as OutboxVariables).idempotencyKey === handed.idempotencyKey,
      )
    if (!mutation || inFlight(mutation)) continue
    const key = mutation.options.mutationKey as OutboxKey
    const variables = mutation.state.variables as OutboxVariables
    if (outcome.kind === 'sent') {
      markSentByWorker(mutation)
      cache.remove(mutation)
      const write = byKind.get(key[1])
      const answer = write?.call.response.safeParse(outcome.answer)
      if (!write || !answer?.success) continue
      for (const queryKey of write.changes(variables, answer.data)) {
        void queryClient.invalidateQueries({ queryKey })
      }
    } else {
      const error = errorOfAnswer(outcome.status, outcome.answer)
      cache.remove(mutation)
      cache.build(
        queryClient,
        { mutationKey: key },
        { ...mutation.state, status: 'error', error, failureReason: error, isPaused: false },
      )
    }
  }
}
