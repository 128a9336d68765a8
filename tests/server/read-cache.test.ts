import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { blogSingleCall } from '../../src/contract/blog'
import { addToCartCall } from '../../src/contract/cart'
import { productSingleCall } from '../../src/contract/catalogue'
import { ReadCache } from '../../server/http/read-cache'
import { startTestShop } from './harness'

const shop = await startTestShop({ readCacheMs: 60_000 })

async function titleOf(unique: string) {
  const res = await shop.call(productSingleCall.path, { unique })
  expect(res.statusCode).toBe(200)
  return (res.json() as { pro: { title: string } }).pro.title
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

    const add = await shop.call(addToCartCall.path, {
      pid: productId,
      session: `s-${randomUUID()}`,
    })
    expect(add.statusCode).toBe(200)
    expect(await titleOf('iron-3')).toBe('Renamed behind the server’s back')
  })

  it('keeps languages apart', async () => {
    const en = await shop.call(productSingleCall.path, { unique: 'iron-4' })
    const fa = await shop.call(
      productSingleCall.path,
      { unique: 'iron-4' },
      { headers: { lang: 'FA' } },
    )
    expect(en.json()).not.toEqual(fa.json())
  })

  it('never caches a read that counts views', async () => {
    const post = await shop.db
      .selectFrom('blog_posts')
      .select('unique_id')
      .where('lang', '=', 'EN')
      .executeTakeFirstOrThrow()
    const views = async () =>
      (
        (await shop.call(blogSingleCall.path, { unique: post.unique_id })).json() as {
          data: { view: number }
        }
      ).data.view
    const first = await views()
    expect(await views()).toBe(first + 1)
  })
})

describe('ReadCache', () => {
  it('forgets entries after their time to live', () => {
    vi.useFakeTimers()
    try {
      const cache = new ReadCache(1000)
      cache.set('a', '1')
      expect(cache.get('a')).toBe('1')
      vi.advanceTimersByTime(1001)
      expect(cache.get('a')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops the oldest entry when full, and stores nothing when turned off', () => {
    const cache = new ReadCache(60_000, 2)
    cache.set('a', '1')
    cache.set('b', '2')
    cache.set('c', '3')
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3'])
    const off = new ReadCache(0)
    off.set('a', '1')
    expect(off.get('a')).toBeUndefined()
  })
})
