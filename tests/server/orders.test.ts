import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { errorBodyOf, refusalOf } from '../shop-calls'
import type { CallRequest, CallWireResponse } from '../../src/contract/call'
import { addToCartCall, cartListCall } from '../../src/contract/cart'
import type { Language } from '../../src/contract/common'
import type { ApiErrorBody } from '../../src/contract/errors'
import {
  orderCall,
  ordersPerPage,
  ownDeliveryCall,
  ownOrderListCall,
  placeOrderCall,
  transferTotalCall,
  type OrderLine,
} from '../../src/contract/orders'
import { readConfig } from '../../server/config'
import { startTestShop, type TestShop } from './harness'
import { createTestUser } from '../test-users'

const bankAccount = {
  bank: 'Bank Melli',
  holder: 'Kavir Home Appliances',
  iban: 'IR820170000000123456789012',
}
const shop = await startTestShop()
const bankShop = await startTestShop({ bankAccount, shippingCost: 120_000 })

const newSession = () => `s-${randomUUID()}`
const orderNumber = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/

/** Delivery fields as a buyer types them: spaces around, Persian digits, a lower-case postcode. */
const typedDelivery = {
  name: '  Sara Ahmadi ',
  phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
  address: ' 12 Valiasr Street, Tehran ',
  postal_code: ' ab12 3cd ',
}
const delivery = {
  name: 'Sara Ahmadi',
  phone: '09123456789',
  address: '12 Valiasr Street, Tehran',
  postal_code: 'AB12 3CD',
}

async function productRow(target: TestShop, uniqueId: string) {
  return target.db
    .selectFrom('products')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()
}

async function variantsOf(target: TestShop, productId: number) {
  return target.db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute()
}

/** A product's first option (or the product itself when it has none) and its stock now. */
async function itemOf(target: TestShop, uniqueId: string, option = 0) {
  const product = await productRow(target, uniqueId)
  const variant = (await variantsOf(target, product.id))[option]
  return { product, variant, depo: variant?.depo ?? product.depo }
}

async function stockOf(target: TestShop, productId: number, variantId = 0) {
  const row =
    variantId === 0
      ? await target.db
          .selectFrom('products')
          .select('depo')
          .where('id', '=', productId)
          .executeTakeFirstOrThrow()
      : await target.db
          .selectFrom('product_variants')
          .select('depo')
          .where('id', '=', variantId)
          .executeTakeFirstOrThrow()
  return row.depo
}

async function setStock(target: TestShop, productId: number, variantId: number, depo: number) {
  if (variantId === 0) {
    await target.db.updateTable('products').set({ depo }).where('id', '=', productId).execute()
  } else {
    await target.db
      .updateTable('product_variants')
      .set({ depo })
      .where('id', '=', variantId)
      .execute()
  }
}

/** The line an order should hold for a product (and option), priced from the database. */
async function expectedLine(
  target: TestShop,
  uniqueId: string,
  option: number | undefined,
  quantity: number,
  lang: Language,
): Promise<OrderLine> {
  const { product, variant } = await itemOf(target, uniqueId, option ?? 0)
  const chosen = option === undefined ? undefined : variant
  const text = await target.db
    .selectFrom('product_texts')
    .select('title')
    .where('product_id', '=', product.id)
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow()
  const optionName = chosen
    ? await target.db
        .selectFrom('product_variant_texts')
        .select('name')
        .where('variant_id', '=', chosen.id)
        .where('lang', '=', lang)
        .executeTakeFirstOrThrow()
    : undefined
  const price = chosen?.price ?? product.price
  const discount = chosen?.discount ?? product.discount
  const unit = discount > 0 ? discount : price
  return {
    pid: product.id,
    uniqueId,
    title: text.title,
    option: chosen?.value ?? '',
    option_type: chosen?.type ?? '',
    option_name: optionName?.name ?? '',
    img: product.img,
    quantity,
    unit_price: unit,
    line_total: unit * quantity,
  }
}

async function add(
  target: TestShop,
  session: string,
  pid: number,
  quantity: number,
  extra: { dynamic?: number; token?: string } = {},
) {
  const res = await target.rawCall(addToCartCall.path, { session, pid, quantity, ...extra })
  expect(res.statusCode, res.body).toBe(200)
}

async function cartLinesOf(target: TestShop, session: string) {
  return target.db
    .selectFrom('cart_items')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('session', '=', session)
    .orderBy('id')
    .execute()
}

async function ordersOf(target: TestShop, session: string) {
  return target.db.selectFrom('orders').selectAll().where('session', '=', session).execute()
}

async function orderCount(target: TestShop) {
  const row = await target.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** An order placed as it is answered: for refusals and replays. */
const place = (
  target: TestShop,
  session: string,
  fields: Record<string, unknown> = {},
  options: Parameters<TestShop['call']>[2] = {},
) =>
  target.rawCall(placeOrderCall.path, { session, ...delivery, payment: 'cod', ...fields }, options)
/** An order placed, as its contract reads the answer. */
const placedOrder = (
  target: TestShop,
  session: string,
  fields: Partial<CallRequest<typeof placeOrderCall>> = {},
  options: Parameters<TestShop['call']>[2] = {},
) => target.call(placeOrderCall, { session, ...delivery, payment: 'cod', ...fields }, options)

describe('transfer/total', () => {
  it('adds shipping and offers cash on delivery only, without a bank account', async () => {
    const session = newSession()
    const { product } = await itemOf(shop, 'hairdryer-5')
    await add(shop, session, product.id, 2)
    const cart = await shop.call(cartListCall, { session })
    expect(await shop.call(transferTotalCall, { session })).toEqual({
      count: 2,
      subtotal: cart.subtotal,
      discount: cart.discount,
      total: cart.total,
      shipping: 250_000,
      payable: cart.total + 250_000,
      payments: ['cod'],
      bank: null,
    })
  })

  it('offers bank transfer with the configured account, and the configured shipping', async () => {
    const session = newSession()
    const { product, variant } = await itemOf(bankShop, 'iron-1')
    await add(bankShop, session, product.id, 1, { dynamic: variant?.id })
    const unit = (variant?.discount ?? 0) > 0 ? variant?.discount : variant?.price
    const res = await bankShop.call(transferTotalCall, { session })
    expect(res).toMatchObject({
      count: 1,
      total: unit,
      shipping: 120_000,
      payable: (unit ?? 0) + 120_000,
      payments: ['cod', 'transfer'],
      bank: bankAccount,
    })
    const empty = await bankShop.call(transferTotalCall, { session: newSession() })
    expect(empty).toMatchObject({ count: 0, total: 0, shipping: 0, payable: 0 })
  })

  it('counts the account’s lines for a logged-in buyer', async () => {
    const { token } = await createTestUser(shop.db)
    const { product } = await itemOf(shop, 'hairdryer-5')
    await add(shop, newSession(), product.id, 1, { token })
    const res = await shop.call(transferTotalCall, { session: newSession(), token })
    expect(res).toMatchObject({ count: 1, shipping: 250_000 })
  })
})

describe('checkout/place_order', () => {
  it('places a visitor’s cart by cash on delivery at the database’s prices', async () => {
    const session = newSession()
    const iron = await itemOf(shop, 'iron-5')
    const dryer = await itemOf(shop, 'hairdryer-1')
    expect(iron.variant).toBeUndefined()
    await add(shop, session, iron.product.id, 2)
    await add(shop, session, dryer.product.id, 1, { dynamic: dryer.variant?.id })
    const before = await orderCount(shop)

    const body = await placedOrder(
      shop,
      session,
      { ...typedDelivery, uid: 7 },
      { headers: { lang: 'FA' } },
    )
    const lines = [
      await expectedLine(shop, 'iron-5', undefined, 2, 'FA'),
      await expectedLine(shop, 'hairdryer-1', 0, 1, 'FA'),
    ]
    const total = lines.reduce((sum, line) => sum + line.line_total, 0)
    const subtotal = iron.product.price * 2 + (dryer.variant?.price ?? 0)
    expect(body.status).toBe(true)
    expect(body.msg).toBe('Your order is placed.')
    expect(body.order).toEqual({
      number: expect.stringMatching(orderNumber),
      status: 'placed',
      payment: 'cod',
      ...delivery,
      subtotal,
      discount: subtotal - total,
      shipping: 250_000,
      total: total + 250_000,
      created_at: expect.any(String),
      lines,
      bank: null,
      tracking: null,
    })
    expect(new Date(body.order.created_at).toISOString()).toBe(body.order.created_at)

    // The stock is taken, the cart emptied, one order stored.
    expect(await stockOf(shop, iron.product.id)).toBe(iron.depo - 2)
    expect(await stockOf(shop, dryer.product.id, dryer.variant?.id)).toBe(dryer.depo - 1)
    expect(await cartLinesOf(shop, session)).toEqual([])
    expect(await orderCount(shop)).toBe(before + 1)
    expect(await ordersOf(shop, session)).toMatchObject([
      { user_id: 0, number: body.order.number, status: 'placed', total: total + 250_000 },
    ])

    // The session sees its order (the number as typed, too); no one else does.
    const again = await shop.call(orderCall, { session, number: body.order.number })
    expect(again).toEqual(body.order)
    const typed = await shop.call(orderCall, {
      session,
      number: ` ${body.order.number.replace('-', '').toLowerCase()} `,
    })
    expect(typed).toEqual(body.order)
    const { auth } = await createTestUser(shop.db)
    for (const [other, headers] of [
      [newSession(), {}],
      [newSession(), auth],
    ] as const) {
      const res = await shop.rawCall(
        orderCall.path,
        { session: other, number: body.order.number },
        {
          headers,
        },
      )
      expect(res.statusCode).toBe(404)
      expect(errorBodyOf(res)).toEqual({
        status: false,
        error: { code: 'not_found', message: 'There is no such order.' },
      })
    }
  })

  it('places a logged-in buyer’s account lines, listed in their orders', async () => {
    const { user, token, auth } = await createTestUser(shop.db)
    const iron = await itemOf(shop, 'iron-3')
    // Added on another device: the account's line.
    await add(shop, newSession(), iron.product.id, 1, { dynamic: iron.variant?.id, token })
    const session = newSession()
    const { order } = await placedOrder(shop, session, {}, { headers: auth })
    expect(order.lines).toEqual([await expectedLine(shop, 'iron-3', 0, 1, 'EN')])
    expect(await stockOf(shop, iron.product.id, iron.variant?.id)).toBe(iron.depo - 1)
    expect(
      await shop.db.selectFrom('cart_items').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([])
    expect(await ordersOf(shop, session)).toMatchObject([{ user_id: user.id }])

    // The account sees it from any browser; the browser alone, logged out, does not.
    const mine = await shop.call(
      orderCall,
      { session: newSession(), number: order.number },
      { headers: auth },
    )
    expect(mine).toEqual(order)
    const loggedOut = await shop.rawCall(orderCall.path, { session, number: order.number })
    expect(loggedOut.statusCode).toBe(404)

    const list = await shop.call(ownOrderListCall, {}, { headers: auth })
    expect(list).toEqual({
      data: [order],
      total: 1,
      per_page: ordersPerPage,
      current_page: 1,
    })
    expect((await shop.rawCall(ownOrderListCall.path, {})).statusCode).toBe(401)
  })

  it('lists a user’s orders newest first, page by page, each with its lines', async () => {
    const { user, auth } = await createTestUser(shop.db)
    const stored = ordersPerPage + 2
    for (let i = 0; i < stored; i++) {
      // Two orders in the same second: the later row comes first.
      const second = String(Math.min(i, stored - 2)).padStart(2, '0')
      const { id } = await shop.db
        .insertInto('orders')
        .values({
          number: `TEST-${String(i).padStart(4, '0')}`,
          user_id: user.id,
          session: 'elsewhere',
          ...delivery,
          payment: 'cod',
          status: 'placed',
          subtotal: 100,
          discount: 0,
          shipping: 10,
          total: 110,
          created_at: `2026-01-01T10:00:${second}.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await shop.db
        .insertInto('order_lines')
        .values(
          [1, 2].map((n) => ({
            order_id: id,
            product_id: 1,
            variant_id: 0,
            unique_id: 'iron-1',
            img: '',
            title: `order ${i} line ${n}`,
            option: '',
            option_type: '',
            option_name: '',
            quantity: 1,
            unit_price: 50,
            line_total: 50,
          })),
        )
        .execute()
    }
    const page = (n: number) => shop.call(ownOrderListCall, { page: n }, { headers: auth })
    const first = await page(1)
    const second = await page(2)
    expect(first).toMatchObject({ total: stored, per_page: ordersPerPage, current_page: 1 })
    expect(second).toMatchObject({ total: stored, current_page: 2 })
    const numbers = [...first.data, ...second.data].map((order) => order.number)
    const newestFirst = Array.from(
      { length: stored },
      (_, i) => `TEST-${String(stored - 1 - i).padStart(4, '0')}`,
    )
    expect(numbers).toEqual(newestFirst)
    for (const order of [...first.data, ...second.data]) {
      const i = Number(order.number.slice(5))
      expect(order.lines.map((line) => line.title)).toEqual([
        `order ${i} line 1`,
        `order ${i} line 2`,
      ])
    }
    expect((await page(3)).data).toEqual([])
  })

  it('refuses an empty cart with 400 and stores nothing', async () => {
    const before = await orderCount(shop)
    const res = await place(shop, newSession())
    expect(res.statusCode).toBe(400)
    expect(errorBodyOf(res)).toEqual({
      status: false,
      error: {
        code: 'bad_request',
        message: 'Your cart is empty: add a product to it before ordering.',
      },
    })
    expect(await orderCount(shop)).toBe(before)
  })

  it('refuses bad delivery fields with a message for each, and changes nothing', async () => {
    const session = newSession()
    const dryer = await itemOf(shop, 'hairdryer-5')
    await add(shop, session, dryer.product.id, 1)
    const before = await orderCount(shop)
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: ' ', phone: '12ab', address: 'Short st', postal_code: '!', payment: 'card' },
        {
          name: 'Name is required.',
          phone: 'Phone number must be 7 to 15 digits, optionally starting with +.',
          address: 'Address must be at least 10 characters: street, number and city.',
          postal_code: 'Postal code must be 3 to 12 letters or digits.',
          payment: 'Choose cash on delivery or bank transfer.',
        },
      ],
      [
        { name: undefined, phone: undefined, address: undefined, postal_code: undefined },
        {
          name: 'Name is required.',
          phone: 'Phone number is required.',
          address: 'Address is required.',
          postal_code: 'Postal code is required.',
        },
      ],
      [{ name: 'x'.repeat(101) }, { name: 'Name must be at most 100 characters.' }],
    ]
    for (const [fields, messages] of cases) {
      const res = await place(shop, session, fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json<ApiErrorBody>().error).toMatchObject({
        code: 'validation_failed',
        fields: messages,
      })
    }
    expect(await orderCount(shop)).toBe(before)
    expect(await cartLinesOf(shop, session)).toMatchObject([{ quantity: 1 }])
    expect(await stockOf(shop, dryer.product.id)).toBe(dryer.depo)
  })

  it('refuses more than the stock now with 409 naming the product, and changes nothing', async () => {
    const session = newSession()
    // Without options: its stock is taken first, then given back when the option's fails.
    const first = await itemOf(shop, 'iron-15')
    const low = await itemOf(shop, 'iron-4', 2)
    expect(low.depo).toBeGreaterThanOrEqual(2)
    const lowId = low.variant?.id ?? 0
    await add(shop, session, first.product.id, 1)
    await add(shop, session, low.product.id, 2, { dynamic: lowId })
    const { title } = await expectedLine(shop, 'iron-4', 2, 2, 'EN')
    const before = await orderCount(shop)

    // Bought by others meanwhile.
    await setStock(shop, low.product.id, lowId, 1)
    const short = await place(shop, session)
    expect(short.statusCode).toBe(409)
    expect(errorBodyOf(short).error).toEqual({
      code: 'conflict',
      message: `Only 1 left in stock of ${title}; your cart holds 2.`,
    })
    await setStock(shop, low.product.id, lowId, 0)
    const soldOut = await place(shop, session)
    expect(refusalOf(soldOut, 409).message).toBe(
      `${title} is out of stock now. Remove it from your cart to order the rest.`,
    )

    expect(await stockOf(shop, first.product.id)).toBe(first.depo)
    expect(await stockOf(shop, low.product.id, lowId)).toBe(0)
    expect(await cartLinesOf(shop, session)).toMatchObject([{ quantity: 1 }, { quantity: 2 }])
    expect(await orderCount(shop)).toBe(before)
  })

  it('refuses bank transfer when the shop has no bank account', async () => {
    const session = newSession()
    const dryer = await itemOf(shop, 'hairdryer-5')
    await add(shop, session, dryer.product.id, 1)
    const before = await orderCount(shop)
    const res = await place(shop, session, { payment: 'transfer' })
    expect(res.statusCode).toBe(400)
    expect(errorBodyOf(res).error).toEqual({
      code: 'validation_failed',
      message: 'Bank transfer is not offered: choose cash on delivery.',
      fields: { payment: 'Bank transfer is not offered: choose cash on delivery.' },
      refusals: { payment: { reason: 'choice' } },
    })
    expect(await orderCount(shop)).toBe(before)
    expect(await cartLinesOf(shop, session)).toHaveLength(1)
    expect(await stockOf(shop, dryer.product.id)).toBe(dryer.depo)
  })

  it('places a bank transfer order awaiting payment, with where to pay', async () => {
    const session = newSession()
    const iron = await itemOf(bankShop, 'iron-2')
    await add(bankShop, session, iron.product.id, 1, { dynamic: iron.variant?.id })
    const { order } = await placedOrder(bankShop, session, { payment: 'transfer' })
    const line = await expectedLine(bankShop, 'iron-2', 0, 1, 'EN')
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      payment: 'transfer',
      shipping: 120_000,
      total: line.line_total + 120_000,
      lines: [line],
      bank: bankAccount,
    })
    const shown = await bankShop.call(orderCall, { session, number: order.number })
    expect(shown).toEqual(order)
    expect(await stockOf(bankShop, iron.product.id, iron.variant?.id)).toBe(iron.depo - 1)
  })

  it('places one order for a repeated Idempotency-Key, and answers the same', async () => {
    const session = newSession()
    const dryer = await itemOf(shop, 'hairdryer-9')
    await add(shop, session, dryer.product.id, 1, { dynamic: dryer.variant?.id })
    const headers = { 'idempotency-key': randomUUID() }
    const first = await place(shop, session, {}, { headers })
    const second = await place(shop, session, {}, { headers })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    type Answer = CallWireResponse<typeof placeOrderCall>
    expect(second.json<Answer>()).toEqual(first.json<Answer>())
    expect(await ordersOf(shop, session)).toHaveLength(1)
    expect(await stockOf(shop, dryer.product.id, dryer.variant?.id)).toBe(dryer.depo - 1)
  })
})

describe('send/my_delivery', () => {
  const deliveryOf = (auth: Record<string, string>) =>
    shop.call(ownDeliveryCall, {}, { headers: auth })

  it('starts a buyer’s first delivery with the account’s name and phone', async () => {
    const { user, auth } = await createTestUser(shop.db, { fname: 'Leila', lname: 'Moradi' })
    expect(await deliveryOf(auth)).toEqual({
      name: 'Leila Moradi',
      phone: user.phone,
      address: '',
      postal_code: '',
    })
    expect((await shop.rawCall(ownDeliveryCall.path, {})).statusCode).toBe(401)
  })

  it('starts the next delivery with the buyer’s last order’s details, as the shop took them', async () => {
    const { token, auth } = await createTestUser(shop.db)
    const dryer = await itemOf(shop, 'hairdryer-7')
    const order = async (fields: Record<string, unknown>) => {
      await add(shop, newSession(), dryer.product.id, 1, { dynamic: dryer.variant?.id, token })
      const res = await place(shop, newSession(), fields, { headers: auth })
      expect(res.statusCode, res.body).toBe(200)
    }
    await order({ name: 'Someone Else', address: '1 Old Road, Shiraz, Fars' })
    await order(typedDelivery)
    // Later orders of another buyer and of a visitor are theirs alone.
    const other = await createTestUser(shop.db)
    await add(shop, newSession(), dryer.product.id, 1, {
      dynamic: dryer.variant?.id,
      token: other.token,
    })
    expect(
      (await place(shop, newSession(), { name: 'Other Buyer' }, { headers: other.auth }))
        .statusCode,
    ).toBe(200)
    const visitor = newSession()
    await add(shop, visitor, dryer.product.id, 1, { dynamic: dryer.variant?.id })
    expect((await place(shop, visitor, { name: 'A Visitor' })).statusCode).toBe(200)

    expect(await deliveryOf(auth)).toEqual(delivery)
    expect(await deliveryOf(other.auth)).toMatchObject({ name: 'Other Buyer' })
  })
})

describe('concurrent orders', () => {
  it('sell the last units once: the others get 409, and the stock never goes below 0', async () => {
    const dryer = await itemOf(shop, 'hairdryer-15')
    expect(dryer.variant).toBeUndefined()
    const sessions = Array.from({ length: 6 }, newSession)
    for (const session of sessions) await add(shop, session, dryer.product.id, 1)
    await setStock(shop, dryer.product.id, 0, 2)

    const results = await Promise.all(sessions.map((session) => place(shop, session)))
    const placed = results.filter((res) => res.statusCode === 200)
    const refused = results.filter((res) => res.statusCode !== 200)
    expect(placed).toHaveLength(2)
    for (const res of refused) {
      expect(refusalOf(res, 409).message).toMatch(/is out of stock now\./)
    }
    expect(await stockOf(shop, dryer.product.id)).toBe(0)
    const orders = await shop.db
      .selectFrom('orders')
      .select('session')
      .where('session', 'in', sessions)
      .execute()
    expect(orders).toHaveLength(2)
    // The refused buyers keep their carts.
    for (const session of sessions) {
      const ordered = orders.some((order) => order.session === session)
      expect(await cartLinesOf(shop, session)).toHaveLength(ordered ? 0 : 1)
    }
  })

  it('place one cart once when it is ordered twice at once', async () => {
    const session = newSession()
    const iron = await itemOf(shop, 'iron-13')
    await add(shop, session, iron.product.id, 2, { dynamic: iron.variant?.id })
    const results = await Promise.all([place(shop, session), place(shop, session)])
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400])
    expect(await ordersOf(shop, session)).toHaveLength(1)
    expect(await stockOf(shop, iron.product.id, iron.variant?.id)).toBe(iron.depo - 2)
  })
})

describe('the shop’s bank account in the environment', () => {
  it('is offered only when all three variables are set', () => {
    const bank = { BANK_NAME: 'Bank', BANK_ACCOUNT_HOLDER: 'Shop', BANK_IBAN: 'IR00' }
    expect(readConfig(bank).bankAccount).toEqual({ bank: 'Bank', holder: 'Shop', iban: 'IR00' })
    expect(readConfig({}).bankAccount).toBeUndefined()
    expect(readConfig({ SHIPPING_COST: '0' }).shippingCost).toBe(0)
    expect(() => readConfig({ BANK_NAME: 'Bank', BANK_IBAN: ' ' })).toThrow(
      /BANK_ACCOUNT_HOLDER, BANK_IBAN: unset, but BANK_NAME, BANK_ACCOUNT_HOLDER, BANK_IBAN go together/,
    )
    expect(() => readConfig({ SHIPPING_COST: '-5' })).toThrow(/SHIPPING_COST/)
  })
})
