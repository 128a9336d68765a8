import { describe, expect, it } from 'vitest'
import {
  favoriteAddCall,
  favoriteDeleteCall,
  favoriteListCall,
  favoriteStateCall,
} from '../../src/contract/favorites'
import type { CallWireResponse } from '../../src/contract/call'
import type { ApiErrorBody } from '../../src/contract/errors'
import { startTestShop } from './harness'
import { refusalOf } from '../shop-calls'
import { createTestUser } from '../test-users'

const shop = await startTestShop()

async function product(uniqueId: string) {
  return shop.db
    .selectFrom('products')
    .select(['id', 'fav'])
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()
}

async function favoritesOf(userId: number) {
  const rows = await shop.db
    .selectFrom('favorites')
    .select('product_id')
    .where('user_id', '=', userId)
    .execute()
  return rows.map((r) => r.product_id)
}

describe('favourites', () => {
  it('need a logged-in user and write nothing without one', async () => {
    const { id, fav } = await product('iron-3')
    for (const call of [favoriteAddCall, favoriteDeleteCall]) {
      const res = await shop.rawCall(call.path, { pid: id, type: 'product', uid: 1 })
      expect(res.statusCode).toBe(401)
      expect(res.json<ApiErrorBody>()).toMatchObject({
        status: false,
        error: { code: 'unauthorized' },
      })
    }
    expect((await shop.rawCall(favoriteListCall.path, { page: 1 })).statusCode).toBe(401)
    expect((await product('iron-3')).fav).toBe(fav)
  })

  it('adds once: a second add answers status false and counts nothing', async () => {
    const { user, auth } = await createTestUser(shop.db)
    const { id, fav } = await product('iron-3')
    const first = await shop.call(favoriteAddCall, { pid: id, type: 'product' }, { headers: auth })
    expect(first).toEqual({ status: true, msg: 'Added to your wishlist.' })
    const again = await shop.call(favoriteAddCall, { pid: id, type: 'product' }, { headers: auth })
    expect(again).toEqual({
      status: false,
      msg: 'This product is already in your wishlist.',
    })
    expect(await favoritesOf(user.id)).toEqual([id])
    expect((await product('iron-3')).fav).toBe(fav + 1)
  })

  it('lists the user’s favourites, latest first, as list items', async () => {
    const { token } = await createTestUser(shop.db)
    const picks = ['hairdryer-2', 'iron-7', 'hairdryer-9']
    for (const uniqueId of picks) {
      const { id } = await product(uniqueId)
      const added = await shop.call(favoriteAddCall, { pid: id, token })
      expect(added.status).toBe(true)
      // Distinct times keep the order certain.
      await new Promise((r) => setTimeout(r, 5))
    }
    const body = await shop.call(favoriteListCall, { page: 1, token }, { headers: { lang: 'FA' } })
    expect(body).toMatchObject({ total: 3, per_page: 12, current_page: 1 })
    expect(body.data.map((p) => p.uniqueId)).toEqual([...picks].reverse())
    expect(body.data[0]?.title).toMatch(/سشوار/)
    const empty = await shop.call(favoriteListCall, { page: 2, token })
    expect(empty.data).toEqual([])
    expect(empty.total).toBe(3)
  })

  it('removes a favourite; removing it again answers status false', async () => {
    const { user, auth } = await createTestUser(shop.db)
    const { id } = await product('hairdryer-4')
    await shop.rawCall(favoriteAddCall.path, { pid: id }, { headers: auth })
    const fav = (await product('hairdryer-4')).fav
    const removed = await shop.call(favoriteDeleteCall, { pid: id }, { headers: auth })
    expect(removed).toEqual({ status: true, msg: 'Removed from your wishlist.' })
    expect(await favoritesOf(user.id)).toEqual([])
    expect((await product('hairdryer-4')).fav).toBe(fav - 1)
    const again = await shop.call(favoriteDeleteCall, { pid: id }, { headers: auth })
    expect(again).toEqual({ status: false, msg: 'This product is not in your wishlist.' })
    expect((await product('hairdryer-4')).fav).toBe(fav - 1)
  })

  it('answers an unknown product with 404 and bad input with 400, writing nothing', async () => {
    const { user, auth } = await createTestUser(shop.db)
    const missing = await shop.rawCall(favoriteAddCall.path, { pid: 999999 }, { headers: auth })
    expect(missing.statusCode).toBe(404)
    const removeMissing = await shop.rawCall(
      favoriteDeleteCall.path,
      { pid: 999999 },
      { headers: auth },
    )
    expect(removeMissing.statusCode).toBe(404)
    for (const body of [
      {},
      { pid: 0 },
      { pid: 'abc' },
      { pid: 1, type: 'post' },
      { pid: 1, color: 'red' },
    ]) {
      const res = await shop.rawCall(favoriteAddCall.path, body, { headers: auth })
      expect(refusalOf(res, 400).code).toBe('validation_failed')
    }
    expect(await favoritesOf(user.id)).toEqual([])
  })

  it('replays a repeated Idempotency-Key instead of answering "already present"', async () => {
    const { auth } = await createTestUser(shop.db)
    const { id, fav } = await product('iron-12')
    const headers = { ...auth, 'idempotency-key': '0d6f3a52-3c3e-4c55-a1a8-1f2e3d4c5b6a' }
    const first = await shop.rawCall(favoriteAddCall.path, { pid: id }, { headers })
    const second = await shop.rawCall(favoriteAddCall.path, { pid: id }, { headers })
    type Answer = CallWireResponse<typeof favoriteAddCall>
    expect(first.json<Answer>()).toEqual({ status: true, msg: 'Added to your wishlist.' })
    expect(second.json<Answer>()).toEqual(first.json<Answer>())
    expect((await product('iron-12')).fav).toBe(fav + 1)
  })
})

describe('send/favorite_state', () => {
  it('says which of the products asked about are the user’s favourites', async () => {
    const { token } = await createTestUser(shop.db)
    const kept = await product('iron-5')
    const other = await product('hairdryer-6')
    await shop.rawCall(favoriteAddCall.path, { pid: kept.id, token })
    const res = await shop.call(favoriteStateCall, { pids: [kept.id, other.id], token })
    expect(res).toEqual({ favorites: [kept.id] })
    // Another user's favourites are not theirs.
    const stranger = await createTestUser(shop.db)
    const theirs = await shop.call(favoriteStateCall, { pids: [kept.id], token: stranger.token })
    expect(theirs).toEqual({ favorites: [] })
  })

  it('needs a login and a list of 1 to 50 product ids', async () => {
    const { token } = await createTestUser(shop.db)
    expect((await shop.rawCall(favoriteStateCall.path, { pids: [1] })).statusCode).toBe(401)
    for (const pids of [[], Array.from({ length: 51 }, (_, i) => i + 1), ['x'], 'all']) {
      const res = await shop.rawCall(favoriteStateCall.path, { pids, token })
      expect(res.statusCode, JSON.stringify(pids)).toBe(400)
    }
  })
})
