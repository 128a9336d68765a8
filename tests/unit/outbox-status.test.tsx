// @vitest-environment happy-dom
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiCallError } from '../../src/api/client'
import { errorCodes } from '../../src/contract/errors'
import { UpdateOffer } from '../../src/components/update-offer'
import { questionCreateCall, reviewCreateCall } from '../../src/contract/reviews'
import type { AnyCall, CallRequest } from '../../src/contract/call'
import { questionWrite, reviewWrite } from '../../src/features/reviews/api/review-calls'
import { OutboxStatus } from '../../src/features/outbox/components/outbox-status'
import { clearToken, storeToken } from '../../src/lib/login-token'
import {
  isQueued,
  outboxEntries,
  outboxKey,
  type OutboxKind,
  outboxMutation,
  outboxScope,
  outboxVariables,
  type OutboxVariables,
  type OutboxWrite,
  registerOutboxWrites,
} from '../../src/lib/outbox/outbox-queue'
import { sendAgainAfterLogin } from '../../src/lib/outbox/send-after-login'
import * as serviceWorker from '../../src/lib/update-waiting'
import { testApiBase } from './msw/handlers'
import { renderWithShop, testQueryClient } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

let reviews: string[] = []
const server = startMockApi(
  http.post(`${testApiBase}${reviewCreateCall.path}`, async ({ request }) => {
    reviews.push(((await request.json()) as CallRequest<typeof reviewCreateCall>).comment)
    return HttpResponse.json({ status: true, msg: 'Your review was sent.', id: reviews.length })
  }),
)

const iron = { unique: 'iron-1', title: 'Steam iron' }

const stops: (() => void)[] = []

function shopClient() {
  const client = testQueryClient()
  registerOutboxWrites(client, [reviewWrite, questionWrite])
  stops.push(sendAgainAfterLogin(client))
  return client
}

/** A write the shop refused with `error`, as the outbox keeps it. */
function refusedBefore(
  client: QueryClient,
  kind: OutboxKind,
  variables: OutboxVariables,
  error: ApiCallError,
) {
  client.getMutationCache().build(
    client,
    { mutationKey: outboxKey(kind), scope: outboxScope, gcTime: Infinity },
    {
      context: undefined,
      data: undefined,
      error,
      failureCount: 1,
      failureReason: error,
      isPaused: false,
      status: 'error',
      variables,
      submittedAt: Date.now(),
    },
  )
}

/** The writes the shop refused, still in the outbox. */
const refused = (client: QueryClient) => outboxEntries(client).filter((entry) => entry.error)
/** The writes on their way or due to be tried again (a refused one is neither). */
const pendingWrites = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.status === 'pending').length

/** A write the shopper makes now (as a form does). */
function act<C extends AnyCall>(client: QueryClient, write: OutboxWrite<C>, body: CallRequest<C>) {
  void client
    .getMutationCache()
    .build(client, outboxMutation(write))
    .execute(outboxVariables(body, { lang: 'EN', about: iron }))
    .catch(() => undefined)
}

beforeEach(() => {
  reviews = []
  clearToken()
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  onlineManager.setOnline(true)
})

describe('the outbox in the header', () => {
  it('counts what waits, lists it, and lets the shopper discard an item', async () => {
    onlineManager.setOnline(false)
    const client = shopClient()
    renderWithShop(<OutboxStatus />, { queryClient: client })
    act(client, reviewWrite, { pid: 1, comment: 'Kept for later' })
    act(client, questionWrite, { pid: 1, comment: 'Does it fold?' })

    const open = await screen.findByRole('button', { name: '2 items wait to be sent' })
    fireEvent.click(open)
    const list = screen.getByRole('list', { name: 'Waiting to be sent' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Review of Steam iron'),
      expect.stringContaining('Question about Steam iron'),
    ])
    expect(within(list).getAllByText('Waiting for the network')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Discard: Question about Steam iron' }))
    await screen.findByRole('button', { name: '1 item waits to be sent' })
    expect(client.getMutationCache().getAll().filter(isQueued)).toHaveLength(1)
  })

  it('says a write waits for a busy shop, not that it failed', async () => {
    server.use(
      http.post(`${testApiBase}${reviewCreateCall.path}`, () =>
        HttpResponse.json(
          { status: false, error: { code: errorCodes.unavailable, message: 'Restarting.' } },
          { status: 503, headers: { 'retry-after': '60' } },
        ),
      ),
    )
    const client = shopClient()
    renderWithShop(<OutboxStatus />, { queryClient: client })
    act(client, reviewWrite, { pid: 1, comment: 'While the shop restarts' })
    fireEvent.click(await screen.findByRole('button', { name: '1 item waits to be sent' }))
    await screen.findByText('The shop is busy: it will be sent again in a moment')
    expect(screen.queryByText(/could not take it/)).toBeNull()
    expect(refused(client)).toEqual([])
  })

  it('says how many were sent once the network is back, and empties', async () => {
    onlineManager.setOnline(false)
    const client = shopClient()
    renderWithShop(<OutboxStatus />, { queryClient: client })
    act(client, reviewWrite, { pid: 1, comment: 'First' })
    act(client, reviewWrite, { pid: 1, comment: 'Second' })
    await screen.findByRole('button', { name: '2 items wait to be sent' })
    onlineManager.setOnline(true)
    await screen.findByText('2 items sent')
    expect(reviews).toEqual(['First', 'Second'])
    expect(screen.queryByRole('button', { name: /wait/ })).toBeNull()
  })

  it('shows a refused write with the shop’s message; sends it again or discards it', async () => {
    const client = shopClient()
    refusedBefore(
      client,
      'review',
      outboxVariables({ pid: 1, comment: 'Try me again' }, { lang: 'EN', about: iron }),
      new ApiCallError(500, errorCodes.internal, 'The shop failed.', { requestId: 'req-9' }),
    )
    refusedBefore(
      client,
      'question',
      outboxVariables({ pid: 1, comment: 'Refused' }, { lang: 'EN', about: iron }),
      new ApiCallError(400, errorCodes.validation, 'The question is not valid.'),
    )
    renderWithShop(<OutboxStatus />, { queryClient: client })
    fireEvent.click(await screen.findByRole('button', { name: '2 items wait to be sent' }))
    await screen.findByText('The shop refused it: The question is not valid.')
    // The shop's failure in the page's words, with the id to quote, never its own English.
    const failed = await screen.findByText(/so nothing was saved\./)
    expect(failed.querySelector('code')?.textContent).toBe('req-9')
    expect(screen.queryByText(/The shop failed\./)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }))
    await waitFor(() => expect(reviews).toEqual(['Try me again']))
    fireEvent.click(screen.getByRole('button', { name: 'Discard: Question about Steam iron' }))
    await waitFor(() => expect(refused(client)).toEqual([]))
  })

  it('sends a write refused for its login once the shopper logs in again', async () => {
    const client = shopClient()
    refusedBefore(
      client,
      'review',
      outboxVariables({ pid: 1, comment: 'After login' }, { lang: 'EN', about: iron }),
      new ApiCallError(401, errorCodes.unauthorized, 'Log in again.'),
    )
    renderWithShop(<OutboxStatus />, { queryClient: client })
    fireEvent.click(await screen.findByRole('button', { name: '1 item waits to be sent' }))
    const login = screen.getByRole('link', { name: 'Log in' })
    expect(login.getAttribute('href')).toBe('/account/login?redirect=%2F')
    expect(reviews).toEqual([])
    storeToken('fresh-token')
    await waitFor(() => expect(reviews).toEqual(['After login']))
  })
})

describe('a write refused for its login, while the stored login is still refused', () => {
  it('is not sent again until another login', async () => {
    let refusedSends = 0
    server.use(
      http.post(`${testApiBase}${questionCreateCall.path}`, () => {
        refusedSends += 1
        return HttpResponse.json(
          { status: false, error: { code: 'unauthorized', message: 'Log in again.' } },
          { status: 401 },
        )
      }),
    )
    storeToken('ended-token')
    const client = shopClient()
    renderWithShop(<OutboxStatus />, { queryClient: client })
    act(client, questionWrite, { pid: 1, comment: 'Asked as my login ended' })
    await screen.findByRole('button', { name: '1 item waits to be sent' })
    await waitFor(() => expect(refused(client)).toHaveLength(1))
    // Settled as refused: only a write still pending is ever tried again by itself.
    expect(pendingWrites(client)).toBe(0)
    // The same refused login stored again is not another login.
    storeToken('ended-token')
    expect(pendingWrites(client)).toBe(0)
    expect(refusedSends).toBe(1)

    storeToken('fresh-token')
    await waitFor(() => expect(refusedSends).toBe(2))
    await waitFor(() => expect(refused(client)).toHaveLength(1))
    expect(pendingWrites(client)).toBe(0)
    expect(refusedSends).toBe(2)
  })
})

describe('the offer of a new version', () => {
  it('waits while the outbox holds writes, and says why', async () => {
    const install = vi.spyOn(serviceWorker, 'installUpdate').mockResolvedValue()
    onlineManager.setOnline(false)
    const client = shopClient()
    act(client, reviewWrite, { pid: 1, comment: 'Not lost to a reload' })
    renderWithShop(<UpdateOffer />, { queryClient: client })
    const update = await screen.findByRole('button', { name: 'Update' })
    expect(update.hasAttribute('disabled')).toBe(true)
    screen.getByText(/once what waits in your outbox has been sent/)
    fireEvent.click(update)
    expect(install).not.toHaveBeenCalled()

    onlineManager.setOnline(true)
    await waitFor(() => expect(update.hasAttribute('disabled')).toBe(false))
    fireEvent.click(update)
    expect(install).toHaveBeenCalledOnce()
  })
})
