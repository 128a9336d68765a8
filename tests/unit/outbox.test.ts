// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { onlineManager, QueryClient } from '@tanstack/query-core'
import { createStore } from 'idb-keyval'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CallRequest } from '../../src/contract/call'
import { reviewCreateCall } from '../../src/contract/reviews'
import { errorCodes } from '../../src/contract/errors'
import { reviewWrite } from '../../src/features/reviews/api/review-calls'
import { clearToken, storeToken } from '../../src/lib/login-token'
import {
  discardQueued,
  forgetTakenWrites,
  isInOutbox,
  isQueued,
  outboxEntries,
  outboxMutation,
  outboxVariables,
  type OutboxVariables,
  registerOutboxWrites,
  resumeOutbox,
  sendAgain,
} from '../../src/lib/outbox/outbox-queue'
import { refusalOf } from '../../src/lib/outbox/write-refusal'
import { indexedDbPersister, keepQueryCacheSaved } from '../../src/lib/saved-query-cache'
import { testApiBase } from './msw/handlers'
import { startMockApi } from './msw/server'
import { savedAsNow } from './saved-query-copy'

const reviewUrl = `${testApiBase}${reviewCreateCall.path}`
const healthUrl = `${testApiBase}/wsd/health`

/** What the mock shop received: each review's comment, Idempotency-Key and login. */
interface Received {
  comment: string
  key: string | null
  authorization: string | null
}
let received: Received[] = []

/** A shop that takes each review once per Idempotency-Key, as the real one does. */
const takingShop = http.post(reviewUrl, async ({ request }) => {
  const body = (await request.json()) as CallRequest<typeof reviewCreateCall>
  const key = request.headers.get('idempotency-key')
  const repeat = received.some((entry) => entry.key === key)
  if (!repeat) {
    received.push({
      comment: body.comment,
      key,
      authorization: request.headers.get('authorization'),
    })
  }
  return HttpResponse.json({ status: true, msg: 'Your review was sent.', id: received.length })
})
const healthyShop = http.get(healthUrl, () => HttpResponse.json({ status: true }))

const server = startMockApi(takingShop, healthyShop)

let stores = 0
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  received = []
  onlineManager.setOnline(true)
  clearToken()
  vi.useRealTimers()
})

/** A client as the app starts one: the writes registered, then the saved cache read back. */
async function startApp(store = createStore(`outbox-test-${String(++stores)}`, 'saved')) {
  const client = new QueryClient()
  client.mount()
  stops.push(() => client.unmount())
  registerOutboxWrites(client, [reviewWrite])
  stops.push(
    await keepQueryCacheSaved(client, {
      buster: 'v1',
      persister: indexedDbPersister(store),
      shouldDehydrateMutation: isInOutbox,
    }),
  )
  return { client, store }
}

/** The shopper writes a review of iron-1 (as the review form does). */
function review(client: QueryClient, comment: string): Promise<unknown> {
  const variables = outboxVariables(
    { pid: 1, vote: 5, comment },
    { lang: 'EN', about: { unique: 'iron-1', title: 'Steam iron' } },
  )
  return client
    .getMutationCache()
    .build(client, outboxMutation(reviewWrite))
    .execute(variables)
    .catch(() => undefined)
}

const queued = (client: QueryClient) => client.getMutationCache().getAll().filter(isQueued)
/** The writes the shop refused, each with why. */
const refused = (client: QueryClient) =>
  outboxEntries(client).flatMap((entry) =>
    entry.error ? [{ ...entry, ...refusalOf(entry.error) }] : [],
  )
/** What the outbox holds: writes waiting to be sent, and writes the shop refused. */
const outboxSize = (client: QueryClient) => outboxEntries(client).length

describe('the outbox', () => {
  it('holds what is written offline, in order, through a reload, and sends each once', async () => {
    storeToken('token-at-send')
    onlineManager.setOnline(false)
    const first = await startApp()
    for (const comment of ['first review', 'second review', 'third review']) {
      void review(first.client, comment)
    }
    expect(queued(first.client)).toHaveLength(3)
    expect(queued(first.client).every((m) => m.state.isPaused)).toBe(true)
    expect(outboxSize(first.client)).toBe(3)
    await savedAsNow(first.client, first.store, isInOutbox)
    const keys = queued(first.client).map(
      (m) => (m.state.variables as OutboxVariables).idempotencyKey,
    )

    // The tab closes; the app starts again, still offline: the queue is back, nothing sent.
    for (const stop of stops.splice(0)) stop()
    const next = await startApp(first.store)
    resumeOutbox(next.client)
    expect(queued(next.client)).toHaveLength(3)
    expect(received).toEqual([])

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(queued(next.client)).toHaveLength(0))
    expect(received.map((entry) => entry.comment)).toEqual([
      'first review',
      'second review',
      'third review',
    ])
    expect(received.map((entry) => entry.key)).toEqual(keys)
    expect(received.every((entry) => entry.authorization === 'Bearer token-at-send')).toBe(true)
    // Resuming again starts nothing: what was sent is not sent again.
    resumeOutbox(next.client)
    expect(next.client.isMutating()).toBe(0)
    expect(received).toHaveLength(3)
  })

  it('sends again, once, a write that was on its way when the page closed', async () => {
    const first = await startApp()
    let answerLost = true
    server.use(
      http.post(reviewUrl, async ({ request }) => {
        if (!answerLost) return
        answerLost = false
        // The shop commits the write; the tab closes before its answer arrives.
        const body = (await request.json()) as CallRequest<typeof reviewCreateCall>
        received.push({
          comment: body.comment,
          key: request.headers.get('idempotency-key'),
          authorization: null,
        })
        await new Promise(() => undefined)
      }),
    )
    void review(first.client, 'committed, answer lost')
    await vi.waitFor(() => expect(received).toHaveLength(1))
    await savedAsNow(first.client, first.store, isInOutbox)

    for (const stop of stops.splice(0)) stop()
    const next = await startApp(first.store)
    expect(queued(next.client)).toHaveLength(1)
    resumeOutbox(next.client)
    await vi.waitFor(() => expect(queued(next.client)).toHaveLength(0))
    expect(received.map((entry) => entry.comment)).toEqual(['committed, answer lost'])
  })

  it('pauses a write the network drops while the browser says online, until the shop answers', async () => {
    const { client } = await startApp()
    let networkDown = true
    server.use(
      http.post(reviewUrl, () => (networkDown ? HttpResponse.error() : undefined)),
      http.get(healthUrl, () => (networkDown ? HttpResponse.error() : undefined)),
    )
    void review(client, 'over a flaky network')
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false))
    // It pauses when its retry comes (a second later) and finds the app offline.
    await vi.waitFor(() => expect(queued(client)[0]?.state.isPaused).toBe(true), {
      timeout: 5000,
    })
    expect(refused(client)).toEqual([])

    networkDown = false
    // The health check is asked every few seconds.
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(true), { timeout: 8000 })
    await vi.waitFor(() => expect(queued(client)).toHaveLength(0))
    expect(received.map((entry) => entry.comment)).toEqual(['over a flaky network'])
  }, 15_000)

  it('keeps a write refused for its login, and sends it after a new login', async () => {
    storeToken('expired-token')
    const { client, store } = await startApp()
    server.use(
      http.post(reviewUrl, ({ request }) =>
        request.headers.get('authorization') === 'Bearer expired-token'
          ? HttpResponse.json(
              { status: false, error: { code: errorCodes.unauthorized, message: 'Log in again.' } },
              { status: 401 },
            )
          : undefined,
      ),
    )
    await review(client, 'written before the login ended')
    expect(refused(client)).toMatchObject([{ reason: 'login', message: 'Log in again.' }])
    expect(outboxSize(client)).toBe(1)
    await savedAsNow(client, store, isInOutbox)
    // Kept on the device too.
    for (const stop of stops.splice(0)) stop()
    const next = await startApp(store)
    const kept = refused(next.client)
    expect(kept).toHaveLength(1)

    storeToken('new-token')
    await sendAgain(next.client, kept[0]!)
    expect(refused(next.client)).toEqual([])
    expect(received).toMatchObject([
      {
        comment: 'written before the login ended',
        key: kept[0]!.variables.idempotencyKey,
        authorization: 'Bearer new-token',
      },
    ])
  })

  it('shows a write refused for its content with the shop’s message, and never retries it', async () => {
    const { client } = await startApp()
    let asked = 0
    server.use(
      http.post(reviewUrl, () => {
        asked += 1
        return HttpResponse.json(
          {
            status: false,
            error: {
              code: errorCodes.validation,
              message: 'The review is not valid.',
              fields: { comment: 'is required (at least 3 characters)' },
            },
          },
          { status: 400 },
        )
      }),
    )
    await review(client, 'no')
    expect(asked).toBe(1)
    expect(refused(client)).toMatchObject([
      {
        reason: 'decided',
        message: 'The review is not valid.',
        fields: { comment: 'is required (at least 3 characters)' },
        variables: { body: { comment: 'no' } },
      },
    ])
  })

  it('lets go of the writes the shop took, and keeps the one it refused', async () => {
    const { client } = await startApp()
    stops.push(forgetTakenWrites(client))
    for (const comment of ['first review', 'second review', 'third review']) {
      await review(client, comment)
    }
    server.use(
      http.post(reviewUrl, () =>
        HttpResponse.json(
          { status: false, error: { code: errorCodes.validation, message: 'Not valid.' } },
          { status: 400 },
        ),
      ),
    )
    await review(client, 'refused review')
    await vi.waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(1))
    expect(received).toHaveLength(3)
    expect(refused(client)).toMatchObject([{ variables: { body: { comment: 'refused review' } } }])
  })

  it('tries a write the shop fails a few times, then keeps it to be sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { client } = await startApp()
    let asked = 0
    server.use(
      http.post(reviewUrl, () => {
        asked += 1
        return HttpResponse.json(
          { status: false, error: { code: errorCodes.internal, message: 'The shop failed.' } },
          { status: 500 },
        )
      }),
    )
    const done = review(client, 'while the shop fails')
    await vi.advanceTimersByTimeAsync(60_000)
    await done
    expect(asked).toBe(5)
    expect(refused(client)).toMatchObject([{ reason: 'failed', message: 'The shop failed.' }])
  })

  it.each([503, 429])(
    'keeps a write the shop answers %i, asks again when told, as long as told, and never refuses it',
    async (status) => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const { client } = await startApp()
      const askedAt: number[] = []
      server.use(
        http.post(reviewUrl, () => {
          askedAt.push(Date.now())
          // More busy answers than a failing shop gets tries; then the shop takes it.
          if (askedAt.length > 6) return undefined
          return HttpResponse.json(
            { status: false, error: { code: errorCodes.unavailable, message: 'Restarting.' } },
            { status, headers: { 'retry-after': '5' } },
          )
        }),
      )
      const done = review(client, 'while the shop restarts')
      await vi.advanceTimersByTimeAsync(4000)
      expect(askedAt).toHaveLength(1)
      expect(outboxEntries(client)).toMatchObject([{ paused: false, shopBusy: true }])
      expect(refused(client)).toEqual([])

      await vi.advanceTimersByTimeAsync(60_000)
      await done
      expect(askedAt).toHaveLength(7)
      const waits = askedAt.slice(1).map((at, index) => at - askedAt[index]!)
      for (const wait of waits) {
        expect(wait).toBeGreaterThanOrEqual(5000)
        expect(wait).toBeLessThanOrEqual(6250)
      }
      expect(received.map((entry) => entry.comment)).toEqual(['while the shop restarts'])
      expect(refused(client)).toEqual([])
      expect(queued(client)).toHaveLength(0)
    },
  )

  it('sends a write that waited for a busy shop when the page closed, after the reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const first = await startApp()
    let busy = true
    server.use(
      http.post(reviewUrl, () =>
        busy
          ? HttpResponse.json(
              { status: false, error: { code: errorCodes.unavailable, message: 'Restarting.' } },
              { status: 503, headers: { 'retry-after': '30' } },
            )
          : undefined,
      ),
    )
    void review(first.client, 'waited through a reload')
    await vi.advanceTimersByTimeAsync(1500)
    expect(outboxEntries(first.client)).toMatchObject([{ shopBusy: true }])

    for (const stop of stops.splice(0)) stop()
    const next = await startApp(first.store)
    // Read back still waiting for the busy shop, not refused.
    expect(outboxEntries(next.client)).toMatchObject([{ shopBusy: true }])
    expect(refused(next.client)).toEqual([])
    busy = false
    resumeOutbox(next.client)
    await vi.waitFor(() => expect(queued(next.client)).toHaveLength(0))
    expect(received.map((entry) => entry.comment)).toEqual(['waited through a reload'])
  })

  it('lets the shopper discard a waiting write; the writes after it are still sent', async () => {
    onlineManager.setOnline(false)
    const { client } = await startApp()
    void review(client, 'discarded')
    void review(client, 'kept')
    const [discarded] = queued(client)
    expect(discardQueued(client, discarded!.mutationId)).toBe(true)
    expect(outboxSize(client)).toBe(1)
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(queued(client)).toHaveLength(0))
    expect(received.map((entry) => entry.comment)).toEqual(['kept'])
  })
})
