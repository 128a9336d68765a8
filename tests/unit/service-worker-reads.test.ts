import { describe, expect, it } from 'vitest'
import { contractCalls } from '../contract-calls'
import { apiCacheKey, readOfCacheKey } from '../../sw/api-cache-key'
import { savedAnswerWhileBusy, savedCopyStandsIn } from '../../sw/busy-answer'
import { publicReadPaths } from '../../sw/public-reads'
import { copiesToRefresh, readLately } from '../../sw/refresh-rule'
import { unansweredHeader } from '../../sw/saved-copy-names'
import { copyMarkedWhenUnanswered } from '../../sw/unanswered-copy'

function read(body: unknown, headers: Record<string, string> = { lang: 'EN' }): Request {
  return new Request('https://shop.example/wsd/v1/product/single', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

describe('the reads the service worker keeps for offline reading', () => {
  it('are exactly the contract’s public reads (no write, nothing of one visitor)', () => {
    const cacheable = contractCalls.filter((call) => call.cacheable).map((call) => call.path)
    expect([...publicReadPaths].sort()).toEqual(cacheable.sort())
    for (const call of contractCalls.filter((c) => publicReadPaths.includes(c.path))) {
      expect(call.write, call.path).toBe(false)
      expect(call.auth, call.path).toBe('none')
    }
  })
})

describe('the cache key of a read', () => {
  it('is a GET address of the path, the language, the body and a hash of the login', async () => {
    const key = await apiCacheKey(read({ unique: 'iron-1' }))
    expect(key.method).toBe('GET')
    const url = new URL(key.url)
    expect(url.origin + url.pathname).toBe('https://shop.example/wsd/v1/product/single')
    expect(url.searchParams.get('lang')).toBe('EN')
    expect(url.searchParams.get('body')).toBe('{"unique":"iron-1"}')
    expect(url.searchParams.get('login')).toMatch(/^[0-9a-f]{64}$/)
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

  it('gives back the read it was made of, without its login, to refresh the answer', async () => {
    const query = { cat: 'all', query: 'اتو «بخار»&=', page: 2 }
    const key = await apiCacheKey(
      new Request('https://shop.example/wsd/v1/product/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'FA', authorization: 'Bearer a' },
        body: JSON.stringify(query),
      }),
    )
    const again = readOfCacheKey(key.url)
    expect(again.method).toBe('POST')
    expect(again.url).toBe('https://shop.example/wsd/v1/product/search')
    expect(again.headers.get('lang')).toBe('FA')
    expect(again.headers.get('content-type')).toBe('application/json')
    expect(again.headers.get('authorization')).toBeNull()
    expect(await again.json()).toEqual(query)
  })
})

describe('the saved copies a refresh reads again', () => {
  const day = 24 * 60 * 60 * 1000
  const now = Date.UTC(2026, 10, 28)
  const copy = (path: string, readDaysAgo: number, savedDaysAgo: number) => ({
    key: `https://shop.example${path}`,
    readAt: now - readDaysAgo * day,
    savedAt: now - savedDaysAgo * day,
  })
  const copies = [
    copy('/product/single/iron-1?lang=fa', 1, 2),
    copy('/', 3, 0.5),
    copy('/blog/post/care', 0.2, 5),
    copy('/product/single/iron-9', 9, 9),
    copy('/wsd/v1/product/single?lang=FA&body=%7B%7D&login=x', 0.1, 3),
    copy('/wsd/v1/menu?lang=FA&body=%7B%7D&login=x', 0.1, 3),
  ]

  it('are, on a start, those saved over a day ago, the ones read last first', () => {
    const due = copiesToRefresh(copies, { readSince: 0, savedBefore: now - day })
    expect(due.map((c) => new URL(c.key).pathname)).toEqual([
      '/wsd/v1/product/single',
      '/wsd/v1/menu',
      '/blog/post/care',
      '/product/single/iron-1',
      '/product/single/iron-9',
    ])
  })

  it('are, in the background, the home page, categories and products read in 7 days', () => {
    const due = copiesToRefresh(copies, {
      readSince: now - 7 * day,
      savedBefore: now,
      only: readLately,
    })
    expect(due.map((c) => new URL(c.key).pathname)).toEqual([
      '/wsd/v1/product/single',
      '/product/single/iron-1',
      '/',
    ])
  })

  it('are at most 40 at a time', () => {
    const many = Array.from({ length: 50 }, (_, n) => copy(`/product/single/p-${n}`, n / 100, 2))
    const due = copiesToRefresh(many, { readSince: 0, savedBefore: now - day })
    expect(due).toHaveLength(40)
    expect(due[0]?.key).toBe('https://shop.example/product/single/p-0')
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
    expect([503, 429, 408, 502, 504].map((status) => savedCopyStandsIn(answer(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect([200, 404, 500].map((status) => savedCopyStandsIn(answer(status)))).toEqual([
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

describe('a read the network does not answer', () => {
  const request = read({ unique: 'iron-1' })
  const event = {} as Parameters<
    NonNullable<typeof copyMarkedWhenUnanswered.fetchDidFail>
  >[0]['event']
  const saved = () =>
    new Response('{"title":"Iron"}', { headers: { 'content-type': 'application/json' } })
  const given = (state: Record<string, unknown>) =>
    copyMarkedWhenUnanswered.cachedResponseWillBeUsed!({
      cacheName: 'shop-api-reads',
      request,
      cachedResponse: saved(),
      event,
      state,
    })

  it('is answered with the saved copy marked, for the page to know it is offline', async () => {
    const state = {}
    await copyMarkedWhenUnanswered.fetchDidFail!({
      request,
      originalRequest: request,
      error: new TypeError('Failed to fetch'),
      event,
      state,
    })
    const copy = await given(state)
    expect(copy?.headers.get(unansweredHeader)).toBe('1')
    expect(copy?.headers.get('content-type')).toBe('application/json')
    expect(await copy?.json()).toEqual({ title: 'Iron' })
  })

  it('leaves the copy unmarked when the shop answered busy, or was only late', async () => {
    const busy = { busyAnswer: new Response(null, { status: 503 }) }
    await copyMarkedWhenUnanswered.fetchDidFail!({
      request,
      originalRequest: request,
      error: new Error('The shop answered 503'),
      event,
      state: busy,
    })
    expect((await given(busy))?.headers.has(unansweredHeader)).toBe(false)
    expect((await given({}))?.headers.has(unansweredHeader)).toBe(false)
  })
})
