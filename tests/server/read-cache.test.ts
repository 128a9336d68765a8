import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { blogSingleCall } from '../../src/contract/blog'
import { addToCartCall } from '../../src/contract/cart'
import { productSingleCall } from '../../src/contract/catalogue'
import { reviewCreateCall, reviewListCall } from '../../src/contract/reviews'
import { cacheEmptiedChannel } from '../../server/http/cache-invalidation'
import { ReadCache } from '../../server/http/read-cache'
import { acceptsGzip, gzipAroundNonce, gzipWithNonce } from '../../server/pages/gzip-around-nonce'
import { matchesEtag, PageCache, type KeptPage } from '../../server/pages/page-cache'
import { neverOverloaded, startShopProcess, startTestShop } from './harness'
import { productId } from '../e2e/shop-data'
import { createTestUser } from '../test-users'

const shop = await startTestShop({ readCacheMs: 60_000 })
const postgres = shop.config.databaseUrl !== undefined

async function titleOf(unique: string) {
  return (await shop.call(productSingleCall, { unique })).pro.title
}

async function renameProduct(unique: string, title: string) {
  const product = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', unique)
    .executeTakeFirstOrThrow()
  await shop.db
    .updateTable('product_texts')
    .set({ title })
    .where('product_id', '=', product.id)
    .where('lang', '=', 'EN')
    .execute()
  return product.id
}

describe('the read cache', () => {
  it('answers a repeated read from the cache until a write on this instance', async () => {
    const before = await titleOf('iron-3')
    const productId = await renameProduct('iron-3', 'Renamed behind the server’s back')
    expect(await titleOf('iron-3')).toBe(before)

    const add = await shop.rawCall(addToCartCall.path, {
      pid: productId,
      session: `s-${randomUUID()}`,
    })
    expect(add.statusCode).toBe(200)
    expect(await titleOf('iron-3')).toBe('Renamed behind the server’s back')
  })

  it('keeps languages apart', async () => {
    const en = await shop.call(productSingleCall, { unique: 'iron-4' })
    const fa = await shop.call(productSingleCall, { unique: 'iron-4' }, { lang: 'FA' })
    expect(en).not.toEqual(fa)
  })

  it('never caches a read that counts views', async () => {
    const post = await shop.db
      .selectFrom('blog_posts')
      .select('unique_id')
      .where('lang', '=', 'EN')
      .executeTakeFirstOrThrow()
    const views = async () =>
      (await shop.call(blogSingleCall, { unique: post.unique_id })).data.view
    const storedViews = async () =>
      (
        await shop.db
          .selectFrom('blog_posts')
          .select('view')
          .where('lang', '=', 'EN')
          .where('unique_id', '=', post.unique_id)
          .executeTakeFirstOrThrow()
      ).view
    const first = await views()
    // The first read's view is counted once its answer has gone.
    await expect.poll(storedViews).toBe(first)
    expect(await views()).toBe(first + 1)
  })
})

/** POSTs a call to a running instance and returns its answer, which must be a 200. */
async function callOn(origin: string, path: string, body: unknown, headers = {}) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  return res.json() as Promise<unknown>
}

/** Reads until `seen` holds, for at most `withinMs`; the last answer is returned either way. */
async function readUntil<T>(
  read: () => Promise<T>,
  seen: (answer: T) => boolean,
  withinMs: number,
) {
  const until = Date.now() + withinMs
  let answer = await read()
  while (!seen(answer) && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 25))
    answer = await read()
  }
  return answer
}

describe.skipIf(!postgres)(
  'instances over one PostgreSQL database (skipped with SQLite: it serves one instance)',
  () => {
    if (postgres && !existsSync(resolve('dist-server/entry-server.js'))) {
      throw new Error('No built app: run "npm run build" before the server tests.')
    }
    // Both cache for a minute (B its pages too): only a notification can show B what A wrote.
    const instances = postgres
      ? [
          startShopProcess(shop, { READ_CACHE_MS: '60000', ...neverOverloaded }),
          startShopProcess(shop, {
            READ_CACHE_MS: '60000',
            STATIC_DIR: resolve('dist'),
            ...neverOverloaded,
          }),
        ]
      : []
    const origins = () => Promise.all(instances.map((instance) => instance.origin))

    const reviewsOn = async (origin: string, pid: number) =>
      reviewListCall.response.parse(await callOn(origin, reviewListCall.path, { pid, page: 1 }))
        .total
    const titleOn = async (origin: string, unique: string) =>
      productSingleCall.response.parse(await callOn(origin, productSingleCall.path, { unique })).pro
        .title

    it(
      'a review written on one instance is listed by another at once',
      { timeout: 120_000 },
      async () => {
        const [a = '', b = ''] = await origins()
        const pid = await productId(shop.db, 'hairdryer-2')
        const before = await reviewsOn(b, pid)
        const { auth } = await createTestUser(shop.db)
        await callOn(a, reviewCreateCall.path, { pid, comment: 'Heard on every instance.' }, auth)
        const after = await readUntil(
          () => reviewsOn(b, pid),
          (total) => total === before + 1,
          1000,
        )
        expect(after).toBe(before + 1)
      },
    )

    it(
      'a page kept by one instance is rendered anew after a write on another',
      { timeout: 120_000 },
      async () => {
        const [a = '', b = ''] = await origins()
        const page = async () => {
          const res = await fetch(`${b}/product/single/iron-8?lang=en`)
          expect(res.status).toBe(200)
          return res.text()
        }
        await page()
        // Changed behind the instances' backs: B keeps its page until a write empties its cache.
        await renameProduct('iron-8', 'Renamed for the page')
        expect(await page()).not.toContain('Renamed for the page')
        await callOn(a, addToCartCall.path, {
          pid: await productId(shop.db, 'iron-9'),
          session: `s-${randomUUID()}`,
        })
        const after = await readUntil(page, (html) => html.includes('Renamed for the page'), 1000)
        expect(after).toContain('Renamed for the page')
      },
    )

    it(
      'an instance whose listening connection dropped empties its cache when it listens again',
      { timeout: 120_000 },
      async () => {
        const [a = '', b = ''] = await origins()
        const before = await titleOn(b, 'iron-5')
        // Changed behind the instances' backs: no notification, as if B had missed it.
        await renameProduct('iron-5', 'Renamed while nobody listened')
        expect(await titleOn(b, 'iron-5')).toBe(before)

        const listener = `shop listener ${cacheEmptiedChannel}`
        const cut = await sql<{ pid: number }>`
          select pg_terminate_backend(pid) as pid from pg_stat_activity
          where datname = current_database() and application_name = ${listener}
        `.execute(shop.db)
        expect(cut.rows.length).toBeGreaterThanOrEqual(2)
        const renamed = await readUntil(
          () => titleOn(b, 'iron-5'),
          (title) => title === 'Renamed while nobody listened',
          5000,
        )
        expect(renamed).toBe('Renamed while nobody listened')

        // Listening again: a write on A reaches B at once.
        const pid = await productId(shop.db, 'hairdryer-4')
        const total = await reviewsOn(b, pid)
        const { auth } = await createTestUser(shop.db)
        await callOn(a, reviewCreateCall.path, { pid, comment: 'Heard after the reconnect.' }, auth)
        expect(
          await readUntil(
            () => reviewsOn(b, pid),
            (now) => now === total + 1,
            1000,
          ),
        ).toBe(total + 1)
      },
    )
  },
)

describe('ReadCache', () => {
  it('forgets entries after their time to live', () => {
    vi.useFakeTimers()
    try {
      const cache = new ReadCache(1000)
      cache.set('a', '1', cache.generation)
      expect(cache.get('a')).toBe('1')
      vi.advanceTimersByTime(1001)
      expect(cache.get('a')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops the oldest entry when full, and stores nothing when turned off', () => {
    const cache = new ReadCache(60_000, 2)
    cache.set('a', '1', cache.generation)
    cache.set('b', '2', cache.generation)
    cache.set('c', '3', cache.generation)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3'])
    const off = new ReadCache(0)
    off.set('a', '1', off.generation)
    expect(off.get('a')).toBeUndefined()
  })

  it('does not keep an answer read while a write emptied it', () => {
    const cache = new ReadCache(60_000)
    const readBegan = cache.generation
    cache.clear()
    cache.set('a', 'read before the write', readBegan)
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 'read after the write', cache.generation)
    expect(cache.get('a')).toBe('read after the write')
  })
})

describe('PageCache', () => {
  const nonce = 'n'.repeat(24)
  const page = (text: string) => `<p nonce="${nonce}">${text}</p>`
  const shown = (kept: KeptPage | undefined) => kept?.html('x'.repeat(24)).toString()

  it('answers a copy past its time as not fresh, and none after a day', async () => {
    vi.useFakeTimers()
    try {
      const reads = new ReadCache(1000)
      const pages = new PageCache(reads, 1000)
      await pages.keep('a', page('A'), nonce, reads.generation)
      expect(pages.get('a')?.fresh).toBe(true)
      vi.advanceTimersByTime(1001)
      const stale = pages.get('a')
      expect(stale?.fresh).toBe(false)
      expect(shown(stale)).toBe(`<p nonce="${'x'.repeat(24)}">A</p>`)
      vi.advanceTimersByTime(24 * 60 * 60 * 1000)
      expect(pages.get('a')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps one ETag for the same page rendered with another nonce, another for another page', async () => {
    const reads = new ReadCache(1000)
    const pages = new PageCache(reads, 1000)
    await pages.keep('a', page('A'), nonce, reads.generation)
    const first = String(pages.get('a')?.etag)
    const other = 'o'.repeat(24)
    await pages.keep('a', `<p nonce="${other}">A</p>`, other, reads.generation)
    expect(pages.get('a')?.etag).toBe(first)
    await pages.keep('a', page('B'), nonce, reads.generation)
    expect(pages.get('a')?.etag).not.toBe(first)
    expect(matchesEtag(first, first)).toBe(true)
    expect(matchesEtag(`"x", ${first.slice(2)}`, first)).toBe(true)
    expect(matchesEtag('"x"', first)).toBe(false)
    expect(matchesEtag(undefined, first)).toBe(false)
  })

  it('is emptied by a write, and keeps no page rendered before it', async () => {
    const reads = new ReadCache(1000)
    const pages = new PageCache(reads, 1000)
    const renderBegan = reads.generation
    await pages.keep('a', page('A'), nonce, renderBegan)
    reads.clear()
    expect(pages.get('a')).toBeUndefined()
    await pages.keep('b', page('B'), nonce, renderBegan)
    expect(pages.get('b')).toBeUndefined()
    // A write while the page is compressed.
    const kept = pages.keep('b', page('B'), nonce, reads.generation)
    reads.clear()
    await kept
    expect(pages.get('b')).toBeUndefined()
    await pages.keep('b', page('B'), nonce, reads.generation)
    expect(shown(pages.get('b'))).toContain('B')
  })

  it('pushes out the page read longest ago when it holds too much', async () => {
    const reads = new ReadCache(1000)
    const sizeOfOne = async () => {
      const probe = new PageCache(reads, 1000, 10_000)
      await probe.keep('a', page('a'.repeat(10)), nonce, reads.generation)
      return (probe as unknown as { bytes: number }).bytes
    }
    const one = await sizeOfOne()
    const pages = new PageCache(reads, 1000, one * 2 + 1)
    for (const key of ['a', 'b'])
      await pages.keep(key, page(key.repeat(10)), nonce, reads.generation)
    expect(pages.get('a')).toBeDefined()
    await pages.keep('c', page('c'.repeat(10)), nonce, reads.generation)
    expect([pages.get('a'), pages.get('b'), pages.get('c')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ])
    await pages.keep('d', page('d'.repeat(1000)), nonce, reads.generation)
    expect(pages.get('d')).toBeUndefined()
  })

  it('lets one render of a page run at a time, and tells when it ends', async () => {
    const pages = new PageCache(new ReadCache(1000), 1000)
    const end = pages.beginRender('a')
    expect(end).toBeDefined()
    expect(pages.beginRender('a')).toBeUndefined()
    expect(pages.beginRender('b')).toBeDefined()
    const underWay = pages.renderUnderWay('a')
    expect(underWay).toBeDefined()
    end?.()
    await expect(underWay).resolves.toBeUndefined()
    expect(pages.renderUnderWay('a')).toBeUndefined()
    expect(pages.beginRender('a')).toBeDefined()
  })
})

describe('a page compressed around its nonce', () => {
  const nonceOf = () => randomBytes(16).toString('base64')

  it('reads back as the page with each response’s nonce, at the size of the page compressed whole', async () => {
    const rendered = nonceOf()
    // Text that repeats around the nonces, as a page's style and script tags do.
    const html = Array.from(
      { length: 80 },
      (_, i) =>
        `<style data-emotion="shop c${i % 7}" nonce="${rendered}">.c${i % 7}{color:red;margin:${i % 3}px}</style><p>${'Steam iron '.repeat(i % 5)}${i}</p>`,
    ).join('')
    // And nonces further apart than the compressor copies from.
    const far = `${html}${randomBytes(30_000).toString('hex')}<b nonce="${rendered}"></b>`
    for (const text of [html, far]) {
      const page = await gzipAroundNonce(text, rendered)
      expect(page).toBeDefined()
      for (const nonce of [nonceOf(), nonceOf(), rendered]) {
        const sent = gzipWithNonce(page!, nonce)
        expect(gunzipSync(sent).toString()).toBe(text.replaceAll(rendered, nonce))
      }
      // A stored nonce (and a new block after it) per 32 kB; the rest as compressed as the whole.
      const whole = gzipSync(text, { level: 9 }).length
      expect(gzipWithNonce(page!, nonceOf()).length).toBeLessThan(whole * 1.02 + 150)
    }
  })

  it('is not made for a page holding the bytes that stand for its nonce, or another nonce', async () => {
    const nonce = nonceOf()
    expect(await gzipAroundNonce(`<p nonce="${nonce}">\u0001</p>`, nonce)).toBeUndefined()
    expect(await gzipAroundNonce('<p nonce="short">', 'short')).toBeUndefined()
  })

  it('is sent to a browser that takes gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('br, gzip;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})
