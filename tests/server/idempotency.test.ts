import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { registerAccountCall } from '../../src/contract/accounts'
import { addToCartCall } from '../../src/contract/cart'
import {
  abandonedClaimMs,
  fingerprint,
  keepAnswersMs,
  pruneIdempotencyKeys,
} from '../../server/http/idempotency'
import { nowIso } from '../../server/services/tokens'
import { startTestShop } from './harness'

const shop = await startTestShop({ authRateLimit: 1000 })

const addToCart = addToCartCall.path
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } })

/** A product option with a few units in stock, so one add can ask for too many. */
const option = await shop.db
  .selectFrom('product_variants')
  .select(['product_id as pid', 'unique_id', 'depo'])
  .where('depo', '>=', 3)
  .where('depo', '<=', 20)
  .orderBy('id')
  .executeTakeFirstOrThrow()

function newAdd(quantity = 1) {
  return { session: `s-${randomUUID()}`, pid: option.pid, dynamic: option.unique_id, quantity }
}

async function count(table: 'cart_items' | 'idempotency_keys') {
  const row = await shop.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function linesOf(session: string) {
  return shop.db
    .selectFrom('cart_items')
    .select('quantity')
    .where('session', '=', session)
    .execute()
}

describe('Idempotency-Key on a write (checkout/add_to_cart)', () => {
  it('replays the stored response for the same key and body, and writes once', async () => {
    const add = newAdd()
    const key = randomUUID()

    const first = await shop.call(addToCart, add, withKey(key))
    expect(first.statusCode).toBe(200)
    expect(first.headers['idempotent-replayed']).toBeUndefined()

    const second = await shop.call(addToCart, add, withKey(key))
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())

    expect(await linesOf(add.session)).toEqual([{ quantity: 1 }])
    const record = await shop.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow()
    expect(record).toMatchObject({
      scope: 'anon',
      path: addToCart,
      state: 'done',
      status_code: 200,
    })
  })

  it('without a key, a repeat is a new request', async () => {
    const add = newAdd()
    expect((await shop.call(addToCart, add)).statusCode).toBe(200)
    expect((await shop.call(addToCart, add)).statusCode).toBe(200)
    expect(await linesOf(add.session)).toEqual([{ quantity: 2 }])
  })

  it('answers 422 when the key comes back with a different body, and writes nothing', async () => {
    const key = randomUUID()
    const add = newAdd()
    expect((await shop.call(addToCart, add, withKey(key))).statusCode).toBe(200)
    const lines = await count('cart_items')

    const res = await shop.call(addToCart, { ...add, quantity: 2 }, withKey(key))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      error: {
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used for a different request.',
      },
    })
    expect(await count('cart_items')).toBe(lines)
    expect(await linesOf(add.session)).toEqual([{ quantity: 1 }])
  })

  it('answers 409 while the first request with the key is still in flight', async () => {
    const add = newAdd()
    const key = randomUUID()
    // What a request still running on another instance leaves behind.
    await shop.db
      .insertInto('idempotency_keys')
      .values({
        key,
        scope: 'anon',
        path: addToCart,
        fingerprint: fingerprint(addToCart, add),
        state: 'pending',
        status_code: 0,
        response: '',
        created_at: nowIso(),
      })
      .execute()

    const res = await shop.call(addToCart, add, withKey(key))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      status: false,
      error: {
        code: 'conflict',
        message: 'A request with this Idempotency-Key is still in progress.',
      },
    })
    expect(await linesOf(add.session)).toEqual([])
    const record = await shop.db
      .selectFrom('idempotency_keys')
      .select('state')
      .where('key', '=', key)
      .executeTakeFirstOrThrow()
    expect(record.state).toBe('pending')
  })

  it('lets only one of two simultaneous requests with the same key write', async () => {
    const add = newAdd()
    const key = randomUUID()
    const results = await Promise.all([
      shop.call(addToCart, add, withKey(key)),
      shop.call(addToCart, add, withKey(key)),
    ])
    const codes = results.map((r) => r.statusCode).sort()
    // The second either finds the first still running (409) or already done (a replay).
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes)
    expect(await linesOf(add.session)).toEqual([{ quantity: 1 }])

    const replay = await shop.call(addToCart, add, withKey(key))
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(results.find((r) => r.statusCode === 200)?.json())
  })

  it('refuses a key that is not a UUID with 400, and writes nothing', async () => {
    const before = await Promise.all([count('cart_items'), count('idempotency_keys')])
    for (const key of ['not-a-uuid', '1234', `${randomUUID()}x`]) {
      const res = await shop.call(addToCart, newAdd(), withKey(key))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        status: false,
        error: { code: 'bad_request', message: 'Idempotency-Key must be a UUID.' },
      })
    }
    expect(await Promise.all([count('cart_items'), count('idempotency_keys')])).toEqual(before)
  })

  it('frees the key of a refused write, so the corrected request can use it', async () => {
    const key = randomUUID()
    const tooMany = newAdd(option.depo + 1)
    const keys = await count('idempotency_keys')

    const refused = await shop.call(addToCart, tooMany, withKey(key))
    expect(refused.statusCode).toBe(409)
    expect(await count('idempotency_keys')).toBe(keys)
    expect(await linesOf(tooMany.session)).toEqual([])

    const fixed = { ...tooMany, quantity: 1 }
    const res = await shop.call(addToCart, fixed, withKey(key))
    expect(res.statusCode).toBe(200)
    expect(res.headers['idempotent-replayed']).toBeUndefined()
    expect(await linesOf(fixed.session)).toEqual([{ quantity: 1 }])
  })

  it('is refused on a write whose answer holds a login token, which is never stored', async () => {
    const keys = await count('idempotency_keys')
    const res = await shop.call(
      registerAccountCall.path,
      {
        fname: 'Mina',
        lname: 'Rahimi',
        email: 'mina.keyed@example.com',
        phone: '09370000999',
        password: 'idempotent-pass-1',
        curent_password: 'idempotent-pass-1',
      },
      withKey(randomUUID()),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: false, error: { code: 'bad_request' } })
    expect(await count('idempotency_keys')).toBe(keys)
    const users = await shop.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'mina.keyed@example.com')
      .execute()
    expect(users).toEqual([])
  })
})

describe('pruning idempotency records', () => {
  it('forgets answers older than a week and claims abandoned for ten minutes, keeping the rest', async () => {
    const now = Date.now()
    const row = (key: string, state: string, ageMs: number) => ({
      key,
      scope: 'anon',
      path: addToCart,
      fingerprint: 'f',
      state,
      status_code: state === 'done' ? 200 : 0,
      response: state === 'done' ? '{}' : '',
      created_at: new Date(now - ageMs).toISOString(),
    })
    const keys = {
      oldAnswer: randomUUID(),
      recentAnswer: randomUUID(),
      abandoned: randomUUID(),
      running: randomUUID(),
    }
    await shop.db
      .insertInto('idempotency_keys')
      .values([
        row(keys.oldAnswer, 'done', keepAnswersMs + 60_000),
        row(keys.recentAnswer, 'done', 24 * 3600_000),
        row(keys.abandoned, 'pending', abandonedClaimMs + 60_000),
        row(keys.running, 'pending', 1000),
      ])
      .execute()

    await pruneIdempotencyKeys(shop.db, now)

    const left = await shop.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'in', Object.values(keys))
      .execute()
    expect(left.map((r) => r.key).sort()).toEqual([keys.recentAnswer, keys.running].sort())
  })
})
