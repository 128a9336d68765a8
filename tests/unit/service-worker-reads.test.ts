import { describe, expect, it } from 'vitest'
import { contractCalls } from '../contract-calls'
import { apiCacheKey } from '../../sw/api-cache-key'
import { isBusyAnswer, savedAnswerWhileBusy } from '../../sw/busy-answer'
import { contentReadPaths } from '../../sw/content-reads'

function read(body: unknown, headers: Record<string, string> = { lang: 'EN' }): Request {
  return new Request('https://shop.example/wsd/v1/product/single', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

describe('the reads the service worker keeps for offline reading', () => {
  it('are exactly the contract’s content reads (no write, nothing of one visitor)', () => {
    const cacheable = contractCalls.filter((call) => call.cacheable).map((call) => call.path)
    expect([...contentReadPaths].sort()).toEqual(cacheable.sort())
    for (const call of contractCalls.filter((c) => contentReadPaths.includes(c.path))) {
      expect(call.write, call.path).toBe(false)
      expect(call.auth, call.path).toBe('none')
    }
  })
})

describe('the cache key of a read', () => {
  it('is a GET address of the path, the language and a hash of the body', async () => {
    const key = await apiCacheKey(read({ unique: 'iron-1' }))
    expect(key.method).toBe('GET')
    const url = new URL(key.url)
    expect(url.origin + url.pathname).toBe('https://shop.example/wsd/v1/product/single')
    expect(url.searchParams.get('lang')).toBe('EN')
    expect(url.searchParams.get('body')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is the same for the same read, and leaves the request’s body to be sent', async () => {
    const request = read({ unique: 'iron-1' })
    const first = await apiCacheKey(request)
    const second = await apiCacheKey(read({ unique: 'iron-1' }))
    expect(first.url).toBe(second.url)
    expect(request.bodyUsed).toBe(false)
    expect(await request.json()).toEqual({ unique: 'iron-1' })
  })

  it('differs by body, by language and by login', async () => {
    const keys = await Promise.all([
      apiCacheKey(read({ unique: 'iron-1' })),
      apiCacheKey(read({ unique: 'iron-2' })),
      apiCacheKey(read({ unique: 'iron-1' }, { lang: 'FA' })),
      apiCacheKey(read({ unique: 'iron-1' }, { lang: 'EN', authorization: 'Bearer a' })),
      apiCacheKey(read({ unique: 'iron-1' }, { lang: 'EN', authorization: 'Bearer b' })),
    ])
    expect(new Set(keys.map((key) => key.url)).size).toBe(keys.length)
  })
})

describe('a read the shop is too busy to answer', () => {
  const request = read({ unique: 'iron-1' })
  const event = {} as Parameters<
    NonNullable<typeof savedAnswerWhileBusy.handlerDidError>
  >[0]['event']
  const answer = (status: number) =>
    new Response('{}', { status, headers: status === 503 ? { 'retry-after': '5' } : {} })

  it('counts as no answer, so the saved one is served; with none saved, the shop’s own goes', async () => {
    expect([503, 429].map((status) => isBusyAnswer(answer(status)))).toEqual([true, true])
    expect([200, 404, 500].map((status) => isBusyAnswer(answer(status)))).toEqual([
      false,
      false,
      false,
    ])
    const state = {}
    const busy = answer(503)
    await expect(
      savedAnswerWhileBusy.fetchDidSucceed!({ request, response: busy, event, state }),
    ).rejects.toThrow('503')
    const fallback = await savedAnswerWhileBusy.handlerDidError!({
      request,
      event,
      error: new Error('no-response'),
      state,
    })
    expect(fallback).toBe(busy)
    expect(fallback?.headers.get('retry-after')).toBe('5')
  })

  it('leaves other answers and failures as they are', async () => {
    const ok = answer(200)
    const failed = answer(500)
    for (const response of [ok, failed]) {
      expect(
        await savedAnswerWhileBusy.fetchDidSucceed!({ request, response, event, state: {} }),
      ).toBe(response)
    }
    expect(
      await savedAnswerWhileBusy.handlerDidError!({
        request,
        event,
        error: new Error('offline'),
        state: {},
      }),
    ).toBeUndefined()
  })
})
