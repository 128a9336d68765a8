import { describe, expect, it } from 'vitest'
import { contractCalls } from '../contract-calls'
import { apiCacheKey } from '../../sw/api-cache-key'
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
