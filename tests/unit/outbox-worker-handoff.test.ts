// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { onlineManager, QueryClient } from '@tanstack/query-core'
import { clear, createStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiAddress } from '../../src/api/client'
import { reviewCreateCall } from '../../src/contract/reviews'
import { errorCodes } from '../../src/contract/errors'
import { reviewWrite } from '../../src/features/reviews/api/review-calls'
import { clearToken, storeToken } from '../../src/lib/login-token'
import { handedWrites, keepHandedWrite, type HandedOutcome } from '../../sw/handed-writes'
import { handedWritesAnsweredMessage, outboxSyncTag } from '../../sw/worker-messages'
import {
  isInOutbox,
  isQueued,
  isSentByWorker,
  outboxEntries,
  outboxMutation,
  outboxVariables,
  registerOutboxWrites,
} from '../../src/lib/outbox/outbox-queue'
import { shareOutboxWithWorker } from '../../src/lib/outbox/worker-handoff'
import { refusalOf } from '../../src/lib/outbox/write-refusal'

/** The page's view of its service worker: messages it posts, and the syncs it was asked for. */
class FakeWorker extends EventTarget {
  readonly syncs: string[] = []
  readonly controller = {}
  readonly ready = Promise.resolve({
    sync: { register: (tag: string) => Promise.resolve(void this.syncs.push(tag)) },
  })
  post(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }))
  }
}

let worker: FakeWorker
const stops: (() => void)[] = []

beforeEach(() => {
  worker = new FakeWorker()
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: worker, onLine: true })
})
afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  onlineManager.setOnline(true)
  clearToken()
  vi.unstubAllGlobals()
  // Each test starts with nothing handed over.
  await clear(createStore('shop-outbox', 'handed'))
})

async function startPage() {
  const client = new QueryClient()
  client.mount()
  stops.push(() => client.unmount())
  registerOutboxWrites(client, [reviewWrite])
  stops.push(await shareOutboxWithWorker(client, [reviewWrite]))
  return client
}

/** The shopper writes a review offline: it pauses, waiting for the network. */
function reviewOffline(client: QueryClient, comment: string) {
  const variables = outboxVariables(
    { pid: 1, vote: 5, comment },
    { lang: 'FA', about: { unique: 'iron-1', title: 'Steam iron' } },
  )
  void client
    .getMutationCache()
    .build(client, outboxMutation(reviewWrite))
    .execute(variables)
    .catch(() => undefined)
  return variables
}

/** What the worker makes of a handed write, then tells the page. */
async function workerAnswers(idempotencyKey: string, outcome: HandedOutcome) {
  const handed = (await handedWrites()).find((w) => w.idempotencyKey === idempotencyKey)
  expect(handed).toBeDefined()
  await keepHandedWrite({ ...handed!, outcome })
  worker.post({ type: handedWritesAnsweredMessage })
}

describe('the outbox and the service worker', () => {
  it('hands a waiting write over with its key, login and body, and asks for a sync', async () => {
    storeToken('token-of-the-moment')
    onlineManager.setOnline(false)
    const client = await startPage()
    const variables = reviewOffline(client, 'written offline')
    await vi.waitFor(async () => expect(await handedWrites()).toHaveLength(1))
    const [handed] = await handedWrites()
    expect(handed).toEqual({
      idempotencyKey: variables.idempotencyKey,
      // Absolute: the worker sends it from its own scope.
      address: new URL(apiAddress(reviewCreateCall.path), location.href).href,
      lang: 'FA',
      token: 'token-of-the-moment',
      body: variables.body,
      actedAt: variables.actedAt,
      outcome: { kind: 'waiting' },
    })
    await vi.waitFor(() => expect(worker.syncs).toContain(outboxSyncTag))
  })

  it('takes a write the worker sent off the outbox as sent, and one it had refused as refused', async () => {
    onlineManager.setOnline(false)
    const client = await startPage()
    const sent = reviewOffline(client, 'sent by the worker')
    const refused = reviewOffline(client, 'refused by the shop')
    await vi.waitFor(async () => expect(await handedWrites()).toHaveLength(2))
    const removed: boolean[] = []
    client.getMutationCache().subscribe((event) => {
      if (event.type === 'removed') removed.push(isSentByWorker(event.mutation))
    })

    await workerAnswers(sent.idempotencyKey, {
      kind: 'sent',
      answer: { status: true, msg: 'Your review was sent.', id: 7 },
    })
    await vi.waitFor(() => expect(outboxEntries(client)).toHaveLength(1))
    expect(removed).toContain(true)

    await workerAnswers(refused.idempotencyKey, {
      kind: 'refused',
      status: 422,
      answer: {
        status: false,
        error: {
          code: errorCodes.validation,
          message: 'Too short.',
          fields: { comment: 'Too short.' },
        },
      },
    })
    await vi.waitFor(() => expect(outboxEntries(client)[0]?.error).toBeDefined())
    const [entry] = outboxEntries(client)
    expect(entry?.variables.idempotencyKey).toBe(refused.idempotencyKey)
    expect(refusalOf(entry?.error)).toMatchObject({ reason: 'decided', message: 'Too short.' })
    expect(client.getMutationCache().getAll().filter(isQueued)).toHaveLength(0)
    // What the page took over is no longer the worker's.
    await vi.waitFor(async () => expect(await handedWrites()).toHaveLength(0))
  })

  it('keeps a write the worker had refused for its login, waiting for the next login', async () => {
    onlineManager.setOnline(false)
    const client = await startPage()
    const variables = reviewOffline(client, 'login ended meanwhile')
    await vi.waitFor(async () => expect(await handedWrites()).toHaveLength(1))
    await workerAnswers(variables.idempotencyKey, {
      kind: 'refused',
      status: 401,
      answer: { status: false, error: { code: errorCodes.unauthorized, message: 'Log in.' } },
    })
    await vi.waitFor(() => expect(outboxEntries(client)[0]?.error).toBeDefined())
    expect(refusalOf(outboxEntries(client)[0]?.error).reason).toBe('login')
  })

  it('takes back a write the page settled itself', async () => {
    onlineManager.setOnline(false)
    const client = await startPage()
    reviewOffline(client, 'discarded')
    await vi.waitFor(async () => expect(await handedWrites()).toHaveLength(1))
    const [mutation] = client.getMutationCache().findAll({ predicate: isInOutbox })
    client.getMutationCache().remove(mutation!)
    await vi.waitFor(async () => expect(await handedWrites()).toHaveLength(0))
  })
})
