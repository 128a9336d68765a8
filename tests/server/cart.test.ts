import { randomUUID } from 'node:crypto'
import { Migrator } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartInfoCall,
  cartListCall,
  cartUpdateCall,
} from '../../src/contract/cart'
import { registerAccountCall } from '../../src/contract/accounts'
import type { CallWireResponse } from '../../src/contract/call'
import type { ApiErrorBody } from '../../src/contract/errors'
import { transferTotalCall } from '../../src/contract/orders'
import { migrateToLatest, migrationProvider } from '../../server/db/migrate'
import { startTestShop } from './harness'
import { refusalOf } from '../shop-calls'
import { freshDatabase } from './test-database'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const newSession = () => `s-${randomUUID()}`

async function productRow(uniqueId: string) {
  return shop.db
    .selectFrom('products')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()
}

async function variantsOf(productId: number) {
  return shop.db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute()
}

async function linesOf(session: string) {
  return shop.db
    .selectFrom('cart_items')
    .selectAll()
    .where('session', '=', session)
    .orderBy('id')
    .execute()
}

async function linesOfUser(userId: number) {
  return shop.db
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

/** A product with options whose second option has little stock. */
async function lowStockOption() {
  const row = await shop.db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'products.id as pid',
      'product_variants.id',
      'product_variants.unique_id',
      'product_variants.depo',
      'product_variants.price',
      'product_variants.discount',
    ])
    .where('product_variants.depo', '>=', 2)
    .where('product_variants.depo', '<=', 8)
    .where('product_variants.discount', '>', 0)
    .orderBy('product_variants.id')
    .executeTakeFirstOrThrow()
  return row
}

describe('checkout/add_to_cart', () => {
  it('adds for a visitor with prices from the database, ignoring a sent price', async () => {
    const session = newSession()
    const iron = await productRow('iron-1')
    const [first] = await variantsOf(iron.id)
    const res = await shop.rawCall(addToCartCall.path, {
      pid: iron.id,
      session,
      lang: 'EN',
      price: 1,
      uid: 0,
    })
    expect(res.statusCode).toBe(200)
    const body = addToCartCall.response.parse(res.json())
    expect(body.status).toBe(true)
    expect(body.cart.data).toHaveLength(1)
    const unit = (first?.discount ?? 0) > 0 ? first?.discount : first?.price
    expect(body.cart.data[0]).toMatchObject({
      pid: iron.id,
      uniqueId: 'iron-1',
      quantity: 1,
      price: first?.price,
      discount: first?.discount,
      unit_price: unit,
      line_total: unit,
      dynamic: { id: first?.id, uniqueId: first?.unique_id },
      vahed: { price: 'Toman' },
    })
    expect(body.cart).toMatchObject({
      count: 1,
      subtotal: first?.price,
      total: unit,
      discount: (first?.price ?? 0) - (unit ?? 0),
    })
    const lines = await linesOf(session)
    expect(lines).toMatchObject([
      { user_id: 0, product_id: iron.id, variant_id: first?.id, quantity: 1 },
    ])
  })

  it('takes an option by uniqueId or id and adds up the same line', async () => {
    const session = newSession()
    const option = await shop.db
      .selectFrom('product_variants as v')
      .select(['v.id', 'v.unique_id', 'v.product_id', 'v.price'])
      .where('v.depo', '>=', 2)
      .where('v.id', '>', (eb) =>
        eb
          .selectFrom('product_variants as f')
          .select((f) => f.fn.min('f.id').as('first'))
          .whereRef('f.product_id', '=', 'v.product_id'),
      )
      .orderBy('v.id')
      .executeTakeFirstOrThrow()
    await shop.call(addToCartCall, {
      pid: option.product_id,
      dynamic: option.unique_id,
      session,
    })
    const { cart } = await shop.call(addToCartCall, {
      pid: option.product_id,
      dynamic: option.id,
      session,
    })
    expect(cart.data).toHaveLength(1)
    expect(cart.data[0]).toMatchObject({
      quantity: 2,
      price: option.price,
      dynamic: { id: option.id, uniqueId: option.unique_id },
    })
  })

  it('refuses more than the stock with 409 and changes nothing', async () => {
    const session = newSession()
    const option = await lowStockOption()
    const full = await shop.rawCall(addToCartCall.path, {
      pid: option.pid,
      dynamic: option.unique_id,
      quantity: option.depo,
      session,
    })
    expect(full.statusCode).toBe(200)
    const more = await shop.rawCall(addToCartCall.path, {
      pid: option.pid,
      dynamic: option.unique_id,
      session,
    })
    expect(more.statusCode).toBe(409)
    expect(more.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: {
        code: 'conflict',
        message: `Only ${option.depo} left in stock and your cart already holds ${option.depo}.`,
      },
    })
    expect((await linesOf(session)).map((l) => l.quantity)).toEqual([option.depo])
    const soldOut = await productRow('iron-10')
    expect(soldOut.depo).toBe(0)
    const none = await shop.rawCall(addToCartCall.path, { pid: soldOut.id, session })
    expect(refusalOf(none, 409).message).toBe('This product is out of stock.')
    expect(await linesOf(session)).toHaveLength(1)
  })

  it('refuses bad input with 400 and an unknown product with 404', async () => {
    const session = newSession()
    const iron = await productRow('iron-1')
    const hairdryer = await productRow('hairdryer-1')
    const [otherOption] = await variantsOf(hairdryer.id)
    const cases: [unknown, string][] = [
      [{ pid: iron.id, session: 'short' }, 'session'],
      [{ pid: iron.id, session: 'has spaces in it' }, 'session'],
      [{ pid: iron.id }, 'session'],
      [{ pid: iron.id, session, quantity: 0 }, 'quantity'],
      [{ pid: iron.id, session, quantity: 100 }, 'quantity'],
      [{ pid: iron.id, session, quantity: 1.5 }, 'quantity'],
      [{ pid: iron.id, session, dynamic: otherOption?.unique_id }, 'dynamic'],
      [{ pid: iron.id, session, coupon: 'FREE' }, '_'],
    ]
    for (const [body, field] of cases) {
      const res = await shop.rawCall(addToCartCall.path, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.json<ApiErrorBody>().error.fields ?? {})).toContain(field)
    }
    expect((await shop.rawCall(addToCartCall.path, { pid: 999999, session })).statusCode).toBe(404)
    expect(await linesOf(session)).toEqual([])
  })

  it('adds once for a repeated Idempotency-Key', async () => {
    const session = newSession()
    const product = await productRow('hairdryer-5')
    const headers = { 'idempotency-key': '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d' }
    const first = await shop.rawCall(
      addToCartCall.path,
      { pid: product.id, session, quantity: 1 },
      { headers },
    )
    const second = await shop.rawCall(
      addToCartCall.path,
      { pid: product.id, session, quantity: 1 },
      { headers },
    )
    expect(first.statusCode).toBe(200)
    type Answer = CallWireResponse<typeof addToCartCall>
    expect(second.json<Answer>()).toEqual(first.json<Answer>())
    expect((await linesOf(session)).map((l) => l.quantity)).toEqual([1])
  })
})

describe('carts of visitors and users', () => {
  it('keeps a visitor cart to its session and a user cart to the user', async () => {
    const visitor = newSession()
    const elsewhere = newSession()
    const iron = await productRow('iron-3')
    const hairdryer = await productRow('hairdryer-2')
    await shop.rawCall(addToCartCall.path, { pid: iron.id, session: visitor })

    const other = await shop.call(cartListCall, { session: elsewhere })
    expect(other.data).toEqual([])

    const { user, token, auth } = await createTestUser(shop.db)
    const added = await shop.call(addToCartCall, {
      pid: hairdryer.id,
      session: visitor,
      token,
    })
    expect(added.cart.data.map((l) => l.uniqueId)).toEqual(['iron-3', 'hairdryer-2'])
    // The user's line belongs to the account, not to the session it was added from.
    const userLine = (await linesOfUser(user.id)).find((l) => l.product_id === hairdryer.id)
    expect(userLine?.session).toBe('')

    // The user's lines follow them to another browser; the visitor lines stay with the session.
    const onPhone = await shop.call(cartListCall, { session: elsewhere }, { headers: auth })
    expect(onPhone.data.map((l) => l.uniqueId)).toEqual(['hairdryer-2'])
    const loggedOut = await shop.call(cartListCall, { session: visitor })
    expect(loggedOut.data.map((l) => l.uniqueId)).toEqual(['iron-3'])

    // Someone holding only the session cannot touch the user's line.
    const hijack = await shop.rawCall(cartDeleteCall.path, { session: visitor, id: userLine?.id })
    expect(hijack.statusCode).toBe(404)
    const stranger = await shop.rawCall(cartUpdateCall.path, {
      session: elsewhere,
      id: userLine?.id,
      quantity: 2,
    })
    expect(stranger.statusCode).toBe(404)
    expect((await linesOfUser(user.id)).find((l) => l.id === userLine?.id)?.quantity).toBe(1)
  })

  it('updates quantities within the stock', async () => {
    const session = newSession()
    const option = await lowStockOption()
    const added = await shop.call(addToCartCall, {
      pid: option.pid,
      dynamic: option.id,
      session,
    })
    const line = added.cart.data[0]!
    const { cart } = await shop.call(cartUpdateCall, {
      session,
      id: line.id,
      quantity: option.depo,
    })
    expect(cart.data[0]).toMatchObject({
      quantity: option.depo,
      line_total: option.discount * option.depo,
    })
    expect(cart.total).toBe(option.discount * option.depo)
    const tooMany = await shop.rawCall(cartUpdateCall.path, {
      session,
      id: line.id,
      quantity: option.depo + 1,
    })
    expect(tooMany.statusCode).toBe(409)
    expect((await linesOf(session))[0]?.quantity).toBe(option.depo)
    const zero = await shop.rawCall(cartUpdateCall.path, { session, id: line.id, quantity: 0 })
    expect(zero.statusCode).toBe(400)
  })

  it('deletes a line, clears the cart and reports totals', async () => {
    const session = newSession()
    const products = await Promise.all(['iron-5', 'hairdryer-5', 'iron-6'].map(productRow))
    for (const product of products) {
      const res = await shop.rawCall(addToCartCall.path, { pid: product.id, session, quantity: 1 })
      expect(res.statusCode).toBe(200)
    }
    await shop.rawCall(addToCartCall.path, { pid: products[0]?.id, session, quantity: 1 })
    const cart = await shop.call(cartListCall, { session })
    expect(cart.data).toHaveLength(3)
    expect(cart.count).toBe(4)
    const subtotal = cart.data.reduce((s, l) => s + l.price * l.quantity, 0)
    const total = cart.data.reduce((s, l) => s + l.unit_price * l.quantity, 0)
    expect(cart).toMatchObject({ subtotal, total, discount: subtotal - total })
    expect(cart.data[0]?.dynamic).toBeNull()
    expect(cart.data[0]?.price).toBe(products[0]?.price)

    const totals = { count: 4, subtotal, discount: subtotal - total, total }
    const info = await shop.call(cartInfoCall, { session, lang: 'FA' })
    expect(info).toEqual(totals)
    // The delivery step's totals add shipping (the default cost) and the ways to pay.
    const transfer = await shop.call(transferTotalCall, { session, lang: 'FA' })
    expect(transfer).toEqual({
      ...totals,
      shipping: shop.config.shippingCost,
      payable: total + shop.config.shippingCost,
      payments: ['cod'],
      bank: null,
    })

    const removed = await shop.call(cartDeleteCall, { session, id: cart.data[1]!.id })
    expect(removed.cart.data.map((l) => l.uniqueId)).toEqual(['iron-5', 'iron-6'])
    const again = await shop.rawCall(cartDeleteCall.path, { session, id: cart.data[1]?.id })
    expect(again.statusCode).toBe(404)

    const cleared = await shop.call(cartClearCall, { session })
    expect(cleared.cart).toEqual({ data: [], count: 0, subtotal: 0, discount: 0, total: 0 })
    expect(await linesOf(session)).toEqual([])
    const empty = await shop.call(transferTotalCall, { session })
    expect(empty).toEqual({
      count: 0,
      subtotal: 0,
      discount: 0,
      total: 0,
      shipping: 0,
      payable: 0,
      payments: ['cod'],
      bank: null,
    })
  })
})

describe('concurrent writes to one cart', () => {
  /** An option with room for twenty units, and one with a few. */
  async function optionWithStock(least: number, most: number) {
    return shop.db
      .selectFrom('product_variants')
      .select(['product_id as pid', 'unique_id', 'depo'])
      .where('depo', '>=', least)
      .where('depo', '<=', most)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  }

  it('keeps every acknowledged add, on one line', async () => {
    const session = newSession()
    const option = await optionWithStock(25, 1000)
    const adds = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.rawCall(addToCartCall.path, { pid: option.pid, dynamic: option.unique_id, session }),
      ),
    )
    expect(adds.map((res) => res.statusCode)).toEqual(Array(20).fill(200))
    expect((await linesOf(session)).map((line) => line.quantity)).toEqual([20])
  })

  it('never puts more than the stock in the cart: the adds beyond it get the stock error', async () => {
    const session = newSession()
    const option = await optionWithStock(2, 8)
    const adds = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.rawCall(addToCartCall.path, { pid: option.pid, dynamic: option.unique_id, session }),
      ),
    )
    const accepted = adds.filter((res) => res.statusCode === 200)
    const refused = adds.filter((res) => res.statusCode !== 200)
    expect(accepted).toHaveLength(option.depo)
    for (const res of refused) {
      const refusal = refusalOf(res, 409)
      expect(refusal).toMatchObject({ code: 'conflict' })
      expect(refusal.message).toMatch(/^Only \d+ left in stock/)
    }
    expect((await linesOf(session)).map((line) => line.quantity)).toEqual([option.depo])
  })

  it('keeps a logged-in buyer to one line across sessions, the visitor line taken in', async () => {
    const { user, auth } = await createTestUser(shop.db)
    const option = await optionWithStock(25, 1000)
    const phone = newSession()
    const laptop = newSession()
    const item = { pid: option.pid, dynamic: option.unique_id }
    // Added before logging in on the phone: a visitor line of that session.
    expect((await shop.rawCall(addToCartCall.path, { ...item, session: phone })).statusCode).toBe(
      200,
    )
    const adds = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        shop.rawCall(
          addToCartCall.path,
          { ...item, session: i % 2 ? phone : laptop },
          { headers: auth },
        ),
      ),
    )
    expect(adds.map((res) => res.statusCode)).toEqual(Array(10).fill(200))
    expect(await linesOf(phone)).toEqual([])
    expect((await linesOfUser(user.id)).map((line) => line.quantity)).toEqual([11])
  })

  it('keeps concurrent quantity changes within the stock', async () => {
    const session = newSession()
    const option = await optionWithStock(2, 8)
    const item = { pid: option.pid, dynamic: option.unique_id, session }
    const add = await shop.call(addToCartCall, item)
    const lineId = add.cart.data[0]!.id
    const changes = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        shop.rawCall(cartUpdateCall.path, { session, id: lineId, quantity: option.depo }),
      ),
      ...Array.from({ length: 5 }, () => shop.rawCall(addToCartCall.path, item)),
    ])
    for (const res of changes) expect([200, 409]).toContain(res.statusCode)
    const [line] = await linesOf(session)
    expect(line?.quantity).toBeLessThanOrEqual(option.depo)
  })
})

describe('carts split by earlier concurrent adds', () => {
  it('are merged into one line per item when the shop is upgraded', async () => {
    const { db, drop } = await freshDatabase(inject('shopTemplate'))
    try {
      const migrator = new Migrator({ db, provider: migrationProvider })
      const down = await migrator.migrateTo('002-listing-order-indexes')
      expect(down.error).toBeUndefined()
      const { user } = await createTestUser(db)
      const [iron, hairdryer] = await Promise.all([productRow('iron-2'), productRow('hairdryer-3')])
      const line = (session: string, userId: number, productId: number, quantity: number) => ({
        session,
        user_id: userId,
        product_id: productId,
        variant_id: 0,
        quantity,
        created_at: new Date().toISOString(),
      })
      await db
        .insertInto('cart_items')
        .values([
          line('split-visitor', 0, iron.id, 1),
          line('split-visitor', 0, iron.id, 2),
          line('split-visitor', 0, hairdryer.id, 1),
          line('phone-session', user.id, iron.id, 1),
          line('laptop-session', user.id, iron.id, 4),
        ])
        .execute()

      await migrateToLatest(db)

      const rows = await db
        .selectFrom('cart_items')
        .select(['session', 'user_id', 'product_id', 'quantity'])
        .where((eb) => eb.or([eb('session', '=', 'split-visitor'), eb('user_id', '=', user.id)]))
        .orderBy('id')
        .execute()
      expect(rows).toEqual([
        { session: 'split-visitor', user_id: 0, product_id: iron.id, quantity: 3 },
        { session: 'split-visitor', user_id: 0, product_id: hairdryer.id, quantity: 1 },
        { session: '', user_id: user.id, product_id: iron.id, quantity: 5 },
      ])
    } finally {
      await drop()
    }
  })
})

describe('a visitor’s cart at login', () => {
  /** A new account with a known password, registered through the API. */
  async function registered(session?: string) {
    const tag = randomUUID().slice(0, 8)
    const account = {
      fname: 'Cart',
      lname: `Owner ${tag}`,
      email: `cart-${tag}@example.com`,
      phone: `0937${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      password: 'cart-password-1',
    }
    const { authorisation, user } = await shop.call(registerAccountCall, {
      ...account,
      curent_password: account.password,
      ...(session ? { session } : {}),
    })
    return { ...account, token: authorisation.token, userId: user.id }
  }

  it('joins the account’s cart: the same item adds up, others move', async () => {
    const account = await registered()
    const iron = await productRow('iron-5')
    const dryer = await productRow('hairdryer-5')
    // Already in the account's cart, from another device.
    await shop.rawCall(addToCartCall.path, {
      session: newSession(),
      pid: iron.id,
      quantity: 1,
      token: account.token,
    })
    const session = newSession()
    for (const [pid, quantity] of [
      [iron.id, 2],
      [dryer.id, 1],
    ] as const) {
      const res = await shop.rawCall(addToCartCall.path, { session, pid, quantity })
      expect(res.statusCode).toBe(200)
    }
    const login = await shop.rawCall('/wsd/v1/auth/login', {
      userName: account.email,
      password: account.password,
      session,
    })
    expect(login.statusCode).toBe(200)
    expect(await linesOf(session)).toEqual([])
    const lines = await linesOfUser(account.userId)
    expect(lines).toHaveLength(2)
    expect(Object.fromEntries(lines.map((line) => [line.product_id, line.quantity]))).toEqual({
      [iron.id]: 3,
      [dryer.id]: 1,
    })
  })

  it('becomes the new account’s cart at registration', async () => {
    const session = newSession()
    const dryer = await productRow('hairdryer-7')
    await shop.rawCall(addToCartCall.path, { session, pid: dryer.id, quantity: 2 })
    const account = await registered(session)
    expect(await linesOf(session)).toEqual([])
    expect((await linesOfUser(account.userId)).map((line) => line.quantity)).toEqual([2])
    // The account's cart shows it from any browser.
    const cart = await shop.call(cartListCall, { session: newSession(), token: account.token })
    expect(cart.count).toBe(2)
  })

  it('refuses a malformed session and moves nothing', async () => {
    const account = await registered()
    const res = await shop.rawCall('/wsd/v1/auth/login', {
      userName: account.email,
      password: account.password,
      session: 'no spaces allowed',
    })
    expect(res.statusCode).toBe(400)
  })
})
