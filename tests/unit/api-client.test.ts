import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  ApiCallError,
  callApi,
  clientErrorCodes,
  isShopFailure,
  retryAfterSeconds,
} from '../../src/api/client'
import { retryWaitMs } from '../../src/api/retry-wait'
import { defineCall } from '../../src/contract/call'
import { errorCodes } from '../../src/contract/errors'
import { jsonText } from '../../src/contract/json-text'

const apiBase = 'http://shop.test'
const favouriteCall = defineCall({
  path: '/wsd/v1/send/favorite',
  request: z.strictObject({ pid: z.int() }),
  response: z.object({ status: z.literal(true), tags: jsonText(z.array(z.string())) }),
  auth: 'user',
  write: true,
})
const url = `${apiBase}${favouriteCall.path}`

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => vi.stubEnv('VITE_API_BASE', apiBase))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllEnvs()
})
afterAll(() => server.close())

async function failureOf(promise: Promise<unknown>): Promise<ApiCallError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiCallError)
  return error as ApiCallError
}

describe('callApi', () => {
  it('POSTs the body as JSON with the language and parses the answer by the contract', async () => {
    let seen: { method: string; headers: Headers; body: unknown } | undefined
    server.use(
      http.post(url, async ({ request }) => {
        seen = { method: request.method, headers: request.headers, body: await request.json() }
        return HttpResponse.json({ status: true, tags: '["steam","cordless"]' })
      }),
    )
    const answer = await callApi(favouriteCall, { pid: 7 }, { lang: 'FA' })
    expect(answer).toEqual({ status: true, tags: ['steam', 'cordless'] })
    expect(seen?.method).toBe('POST')
    expect(seen?.body).toEqual({ pid: 7 })
    expect(seen?.headers.get('lang')).toBe('FA')
    expect(seen?.headers.get('content-type')).toBe('application/json')
    expect(seen?.headers.get('authorization')).toBeNull()
  })

  it('sends the token and the idempotency key when given', async () => {
    let headers: Headers | undefined
    server.use(
      http.post(url, ({ request }) => {
        headers = request.headers
        return HttpResponse.json({ status: true, tags: '[]' })
      }),
    )
    await callApi(favouriteCall, { pid: 1 }, { lang: 'EN', token: 'abc', idempotencyKey: 'k-1' })
    expect(headers?.get('authorization')).toBe('Bearer abc')
    expect(headers?.get('idempotency-key')).toBe('k-1')
  })

  it('throws the API error with its status, code, message and field messages', async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          {
            status: false,
            error: {
              code: errorCodes.validation,
              message: 'Check the fields.',
              fields: { pid: 'must be a number' },
            },
          },
          { status: 400 },
        ),
      ),
    )
    const error = await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))
    expect(error.status).toBe(400)
    expect(error.code).toBe(errorCodes.validation)
    expect(error.message).toBe('Check the fields.')
    expect(error.fields).toEqual({ pid: 'must be a number' })
  })

  it('turns an error page that is not the error shape into an internal error', async () => {
    server.use(http.post(url, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })))
    const error = await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))
    expect(error.status).toBe(502)
    expect(error.code).toBe(errorCodes.internal)
  })

  it('keeps the id of the request an error answers: its body’s, else its X-Request-Id header', async () => {
    const failing = (body: object, header: string) =>
      http.post(url, () =>
        HttpResponse.json(body, { status: 500, headers: { 'x-request-id': header } }),
      )
    const shaped = (requestId?: string) => ({
      status: false,
      error: { code: errorCodes.internal, message: 'Something went wrong.', requestId },
    })
    server.use(failing(shaped('from-body'), 'from-header'))
    expect((await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))).requestId).toBe(
      'from-body',
    )
    server.use(failing(shaped(), 'from-header'))
    expect((await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))).requestId).toBe(
      'from-header',
    )
    server.use(http.post(url, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })))
    expect(
      (await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))).requestId,
    ).toBeUndefined()
  })

  it('tells a failure of the shop’s (a 5xx) from a busy shop and from no answer', () => {
    expect(isShopFailure(new ApiCallError(500, errorCodes.internal, 'Failed.'))).toBe(true)
    expect(isShopFailure(new ApiCallError(502, errorCodes.internal, 'Failed.'))).toBe(true)
    expect(isShopFailure(new ApiCallError(503, errorCodes.unavailable, 'Restarting.'))).toBe(false)
    expect(isShopFailure(new ApiCallError(429, errorCodes.rateLimited, 'Slow down.'))).toBe(false)
    expect(isShopFailure(new ApiCallError(0, clientErrorCodes.network, 'No answer.'))).toBe(false)
    expect(isShopFailure(new ApiCallError(409, errorCodes.conflict, 'Taken.'))).toBe(false)
  })

  it('carries how long the shop asked to wait (Retry-After, in seconds or as a date)', async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          { status: false, error: { code: errorCodes.unavailable, message: 'Restarting.' } },
          { status: 503, headers: { 'retry-after': '7' } },
        ),
      ),
    )
    const error = await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))
    expect(error).toMatchObject({ status: 503, code: errorCodes.unavailable, retryAfterSeconds: 7 })

    server.use(http.post(url, () => new HttpResponse('Busy', { status: 503 })))
    const bare = await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))
    expect(bare.retryAfterSeconds).toBeUndefined()

    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30)
    expect(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
    expect(retryAfterSeconds('-5', now)).toBeUndefined()
  })

  it('waits before asking again as the shop asked, within bounds, spread at random', () => {
    const busy = (seconds?: number) =>
      new ApiCallError(503, errorCodes.unavailable, 'Restarting.', { retryAfterSeconds: seconds })
    expect(retryWaitMs(0, busy(5), () => 0)).toBe(5000)
    expect(retryWaitMs(0, busy(5), () => 1)).toBe(6250)
    expect(retryWaitMs(3, busy(0), () => 0)).toBe(1000)
    expect(retryWaitMs(0, busy(3600), () => 1)).toBe(60_000)
    // Without a Retry-After: doubling from a second, up to 30.
    expect(retryWaitMs(0, busy(), () => 0)).toBe(1000)
    expect(retryWaitMs(2, new Error('failed'), () => 0)).toBe(4000)
    expect(retryWaitMs(10, busy(), () => 0)).toBe(30_000)
  })

  it('rejects a success answer that breaks the contract', async () => {
    server.use(http.post(url, () => HttpResponse.json({ status: true, tags: 'not json' })))
    const error = await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))
    expect(error.status).toBe(200)
    expect(error.code).toBe(clientErrorCodes.badResponse)
  })

  it('reports an unreachable shop as a network error with status 0', async () => {
    server.use(http.post(url, () => HttpResponse.error()))
    const error = await failureOf(callApi(favouriteCall, { pid: 1 }, { lang: 'EN' }))
    expect(error.status).toBe(0)
    expect(error.code).toBe(clientErrorCodes.network)
  })

  it('lets a cancelled request reject as an abort, not as an API error', async () => {
    server.use(
      http.post(url, async () => {
        await new Promise((done) => setTimeout(done, 1000))
        return HttpResponse.json({ status: true, tags: '[]' })
      }),
    )
    const controller = new AbortController()
    const pending = callApi(favouriteCall, { pid: 1 }, { lang: 'EN', signal: controller.signal })
    controller.abort()
    const error: unknown = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiCallError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('calls the page origin when no API base is configured', async () => {
    vi.stubEnv('VITE_API_BASE', undefined)
    const fetchSpy = vi.fn(async () => HttpResponse.json({ status: true, tags: '[]' }))
    vi.stubGlobal('fetch', fetchSpy)
    try {
      await callApi(favouriteCall, { pid: 1 }, { lang: 'AR' })
    } finally {
      vi.unstubAllGlobals()
    }
    expect(fetchSpy).toHaveBeenCalledWith('/wsd/v1/send/favorite', expect.anything())
  })
})
