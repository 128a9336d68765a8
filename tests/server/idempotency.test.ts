import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { errorBodyOf } from '../shop-calls'
import { registerAccountCall } from '../../src/contract/accounts'
import { addToCartCall } from '../../src/contract/cart'
import { claimWaitSeconds, fingerprint } from '../../server/http/idempotency'
import { keepAnswersMs } from '../../server/repositories/idempotency-repository'
import { nowIso } from '../../server/security/tokens'
import { startTestShop } from './harness'
import type { CallWireResponse } from '../../src/contract/call'
import type { ApiErrorBody } from '../../src/contract/errors'

/** An add to the cart as the server sends it: a replay must be the same text's values. */
type AddAnswer = CallWireResponse<typeof addToCartCall>

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

    const first = await shop.rawCall(addToCart, add, withKey(key))
    expect(first.statusCode).toBe(200)
    expect(first.headers['idempotent-replayed']).toBeUndefined()

    const second = await shop.rawCall(addToCart, add, withKey(key))
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json<AddAnswer>()).toEqual(first.json<AddAnswer>())

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
    expect((await shop.rawCall(addToCart, add)).statusCode).toBe(200)
    expect((await shop.rawCall(addToCart, add)).statusCode).toBe(200)
    expect(await linesOf(add.session)).toEqual([{ quantity: 2 }])
  })

  it('answers 422 when the key comes back with a different body, and writes nothing', async () => {
    const key = randomUUID()
    const add = newAdd()
    expect((await shop.rawCall(addToCart, add, withKey(key))).statusCode).toBe(200)
    const lines = await count('cart_items')

    const res = await shop.rawCall(addToCart, { ...add, quantity: 2 }, withKey(key))
    expect(res.statusCode).toBe(422)
    expect(errorBodyOf(res)).toEqual({
      status: false,
      error: {
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used for a different request.',
      },
    })
    expect(await count('cart_items')).toBe(lines)
    expect(await linesOf(add.session)).toEqual([{ quantity: 1 }])
  })

  it('answers simultaneous requests with one key alike, from one write', async () => {
    const add = newAdd()
    const key = randomUUID()
    const results = await Promise.all(
      Array.from({ length: 6 }, () => shop.rawCall(addToCart, add, withKey(key))),
    )
    // The duplicates waited for the first one's outcome and were given its answer.
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200))
    const fresh = results.filter((r) => r.headers['idempotent-replayed'] === undefined)
    expect(fresh).toHaveLength(1)
    for (const res of results) expect(res.json<AddAnswer>()).toEqual(fresh[0]?.json<AddAnswer>())
    expect(await linesOf(add.session)).toEqual([{ quantity: 1 }])
  })

  it('knows a request whatever the order of its JSON keys', async () => {
    const add = newAdd()
    const key = randomUUID()
    const first = await shop.rawCall(addToCart, add, withKey(key))
    expect(first.statusCode).toBe(200)
    const reordered = JSON.stringify({
      quantity: add.quantity,
      dynamic: add.dynamic,
      pid: add.pid,
      session: add.session,
    })
    expect(reordered).not.toBe(JSON.stringify(add))
    const again = await shop.rawCall(addToCart, reordered, withKey(key))
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await linesOf(add.session)).toEqual([{ quantity: 1 }])
    expect(fingerprint(addToCart, JSON.parse(reordered))).toBe(fingerprint(addToCart, add))
    expect(fingerprint(addToCart, { ...add, quantity: 2 })).not.toBe(fingerprint(addToCart, add))
  })

  it('refuses a key that is not a UUID with 400, and writes nothing', async () => {
    const before = await Promise.all([count('cart_items'), count('idempotency_keys')])
    for (const key of ['not-a-uuid', '1234', `${randomUUID()}x`]) {
      const res = await shop.rawCall(addToCart, newAdd(), withKey(key))
      expect(res.statusCode).toBe(400)
      expect(errorBodyOf(res)).toEqual({
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

    const refused = await shop.rawCall(addToCart, tooMany, withKey(key))
    expect(refused.statusCode).toBe(409)
    expect(await count('idempotency_keys')).toBe(keys)
    expect(await linesOf(tooMany.session)).toEqual([])

    const fixed = { ...tooMany, quantity: 1 }
    const res = await shop.rawCall(addToCart, fixed, withKey(key))
    expect(res.statusCode).toBe(200)
    expect(res.headers['idempotent-replayed']).toBeUndefined()
    expect(await linesOf(fixed.session)).toEqual([{ quantity: 1 }])
  })

  it('is refused on a write whose answer holds a login token, which is never stored', async () => {
    const keys = await count('idempotency_keys')
    const res = await shop.rawCall(
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
    expect(res.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'bad_request' },
    })
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
  it('forgets answers older than a week, keeping the rest', async () => {
    const now = Date.now()
    const row = (key: string, ageMs: number) => ({
      key,
      scope: 'anon',
      path: addToCart,
      fingerprint: 'f',
      state: 'done',
      status_code: 200,
      response: '{}',
      created_at: new Date(now - ageMs).toISOString(),
    })
    const keys = { oldAnswer: randomUUID(), recentAnswer: randomUUID() }
    await shop.db
      .insertInto('idempotency_keys')
      .values([row(keys.oldAnswer, keepAnswersMs + 60_000), row(keys.recentAnswer, 24 * 3600_000)])
      .execute()

    await shop.app.idempotencyRepository.pruneAnswers(now)

    const left = await shop.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'in', Object.values(keys))
      .execute()
    expect(left.map((r) => r.key)).toEqual([keys.recentAnswer])
  })
})

// Only PostgreSQL lets a second writer in while the first one's transaction is open.
if (shop.config.databaseUrl) {
  const { databaseUrl } = shop.config
  /** Claims a key the way a request still writing on another instance holds it. */
  async function holdClaim(key: string, add: ReturnType<typeof newAdd>) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query('begin')
    await client.query(
      `insert into idempotency_keys (key, scope, path, fingerprint, state, status_code, response, created_at)
       values ($1, 'anon', $2, $3, 'pending', 0, '', $4)`,
      [key, addToCart, fingerprint(addToCart, add), nowIso()],
    )
    return client
  }

  describe('a duplicate of a request still writing on another instance', () => {
    it('waits for its outcome: when that write dies, the duplicate writes, once', async () => {
      const add = newAdd()
      const key = randomUUID()
      const first = await holdClaim(key, add)
      const duplicate = shop.rawCall(addToCart, add, withKey(key))
      await new Promise((done) => setTimeout(done, 500))
      await first.query('rollback')
      await first.end()
      const res = await duplicate
      expect(res.statusCode).toBe(200)
      expect(res.headers['idempotent-replayed']).toBeUndefined()
      expect(await linesOf(add.session)).toEqual([{ quantity: 1 }])
    })

    it(`is told to retry, with its own code and Retry-After, after ${String(claimWaitSeconds)} s`, async () => {
      const add = newAdd()
      const key = randomUUID()
      const first = await holdClaim(key, add)
      try {
        const res = await shop.rawCall(addToCart, add, withKey(key))
        expect(res.statusCode).toBe(409)
        expect(res.headers['retry-after']).toBe('1')
        expect(errorBodyOf(res)).toEqual({
          status: false,
          error: {
            code: 'idempotency_in_progress',
            message:
              'A request with this Idempotency-Key is still in progress. Try again in a moment.',
          },
        })
        expect(await linesOf(add.session)).toEqual([])
      } finally {
        await first.query('rollback')
        await first.end()
      }
    })
  })
}
