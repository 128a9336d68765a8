import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  moveOrderCall,
  noteOrderCall,
  staffOrderCall,
  staffOrderExportCall,
  staffOrderListCall,
  staffOrdersPerPage,
  type OrderMoveTarget,
  type StaffOrder,
} from '../../src/contract/back-office-orders'
import { backOfficeTodoCall } from '../../src/contract/back-office-home'
import { addToCartCall } from '../../src/contract/cart'
import { orderCall, placeOrderCall, type OrderStatus } from '../../src/contract/orders'
import type { CallRequest } from '../../src/contract/call'
import { startTestShop } from './harness'
import { indexOrders } from '../../server/db/order-search'
import { refusalOf } from '../shop-calls'
import { createTestUser } from '../test-users'

const shop = await startTestShop({
  bankAccount: { bank: 'Bank Melli', holder: 'Kavir', iban: 'IR820170000000123456789012' },
})
const staff = await createTestUser(shop.db, { role: 'staff' })
const asStaff = { headers: staff.auth }

const delivery = {
  name: 'Sara Ahmadi',
  phone: '09123456789',
  address: '12 Valiasr Street, Tehran',
  postal_code: 'AB12 3CD',
}

/** A product with options (its first option) and one without, and their stock now. */
async function items() {
  const products = await shop.db
    .selectFrom('products')
    .select(['id', 'unique_id'])
    .where('unique_id', 'in', ['iron-5', 'hairdryer-1'])
    .execute()
  const plain = products.find((p) => p.unique_id === 'iron-5')!
  const withOption = products.find((p) => p.unique_id === 'hairdryer-1')!
  const variant = await shop.db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', withOption.id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return { plain: plain.id, withOption: withOption.id, variant: variant.id }
}

/** Enough stock for every order the tests place. */
async function setStock(levels: { plain: number; option: number }) {
  const { plain, variant } = await items()
  await shop.db
    .updateTable('products')
    .set({ depo: levels.plain })
    .where('id', '=', plain)
    .execute()
  await shop.db
    .updateTable('product_variants')
    .set({ depo: levels.option })
    .where('id', '=', variant)
    .execute()
}
await setStock({ plain: 1000, option: 1000 })

async function stock() {
  const { plain, variant } = await items()
  const product = await shop.db
    .selectFrom('products')
    .select('depo')
    .where('id', '=', plain)
    .executeTakeFirstOrThrow()
  const option = await shop.db
    .selectFrom('product_variants')
    .select('depo')
    .where('id', '=', variant)
    .executeTakeFirstOrThrow()
  return { plain: product.depo, option: option.depo }
}

/** An order placed through the shop: 2 of a plain product and 1 of an option. */
async function placeOrder(payment: 'cod' | 'transfer' = 'cod') {
  const session = `s-${randomUUID()}`
  const { plain, withOption, variant } = await items()
  for (const body of [
    { session, pid: plain, quantity: 2 },
    { session, pid: withOption, quantity: 1, dynamic: variant },
  ]) {
    await shop.call(addToCartCall, body)
  }
  const { order } = await shop.call(placeOrderCall, { session, ...delivery, payment })
  return { session, order }
}

/** A move as staff make it: a cancel says why. */
const moveBody = (number: string, to: OrderMoveTarget) => ({
  number,
  to,
  ...(to === 'cancelled' ? { reason: 'The buyer changed their mind.' } : {}),
})
const move = (number: string, to: OrderMoveTarget) =>
  shop.rawCall(moveOrderCall.path, moveBody(number, to), asStaff)

async function moved(number: string, to: OrderMoveTarget): Promise<StaffOrder> {
  return (await shop.call(moveOrderCall, moveBody(number, to), asStaff)).order
}

async function rowOf(number: string) {
  return shop.db
    .selectFrom('orders')
    .select(['status', 'status_changed_at'])
    .where('number', '=', number)
    .executeTakeFirstOrThrow()
}

async function auditOf(number: string) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject', '=', `order:${number}`)
    .orderBy('id')
    .execute()
}

describe('admin/orders/move', () => {
  it('confirms, ships and delivers a cash order, each move audited in its transaction', async () => {
    const { session, order } = await placeOrder()
    expect(order.status).toBe('placed')
    const before = await stock()
    for (const to of ['confirmed', 'shipped', 'delivered'] as const) {
      const answered = await moved(order.number, to)
      expect(answered.status).toBe(to)
      expect(answered.status_changed_at).toEqual(expect.any(String))
      expect(await rowOf(order.number)).toMatchObject({ status: to })
    }
    const audit = await auditOf(order.number)
    expect(
      audit.map((row) => [row.action, JSON.parse(row.before), JSON.parse(row.after), row.user_id]),
    ).toEqual([
      ['order.status', { status: 'placed' }, { status: 'confirmed' }, staff.user.id],
      ['order.status', { status: 'confirmed' }, { status: 'shipped' }, staff.user.id],
      ['order.status', { status: 'shipped' }, { status: 'delivered' }, staff.user.id],
    ])
    // Only a cancel touches the stock.
    expect(await stock()).toEqual(before)
    // The buyer sees the new status.
    const seen = await shop.call(orderCall, { session, number: order.number })
    expect(seen).toMatchObject({ status: 'delivered' })
  })

  it('confirms a transfer once it arrives', async () => {
    const { order } = await placeOrder('transfer')
    expect(order.status).toBe('awaiting_payment')
    expect((await moved(order.number, 'confirmed')).status).toBe('confirmed')
  })

  it('answers a repeat unchanged, writing no second audit row', async () => {
    const { order } = await placeOrder()
    const first = await moved(order.number, 'confirmed')
    const again = await moved(order.number.toLowerCase().replace('-', ''), 'confirmed')
    expect(again).toEqual(first)
    expect(await auditOf(order.number)).toHaveLength(1)
  })

  const refused: [string, OrderStatus[], OrderMoveTarget][] = [
    ['ships a placed order', [], 'shipped'],
    ['delivers a confirmed order', ['confirmed'], 'delivered'],
    ['cancels a shipped order', ['confirmed', 'shipped'], 'cancelled'],
    ['cancels a delivered order', ['confirmed', 'shipped', 'delivered'], 'cancelled'],
    ['confirms a shipped order', ['confirmed', 'shipped'], 'confirmed'],
    ['confirms a cancelled order', ['cancelled'], 'confirmed'],
  ]
  it.each(refused)('refuses with 409 when staff %s, changing nothing', async (_, path, to) => {
    const { order } = await placeOrder()
    for (const step of path) await moved(order.number, step as OrderMoveTarget)
    const row = await rowOf(order.number)
    const audit = await auditOf(order.number)
    const before = await stock()
    const res = await move(order.number, to)
    expect(refusalOf(res, 409).message).toContain(
      `is ${row.status.replace('_', ' ')}: it cannot be moved to ${to}`,
    )
    expect(await rowOf(order.number)).toEqual(row)
    expect(await auditOf(order.number)).toEqual(audit)
    expect(await stock()).toEqual(before)
  })

  it('refuses bad input and unknown orders with a clear message', async () => {
    const { order } = await placeOrder()
    const bad = await shop.rawCall(
      moveOrderCall.path,
      { number: order.number, to: 'lost' },
      asStaff,
    )
    expect(refusalOf(bad, 400).message).toContain('Move to one of confirmed, shipped')
    const unknown = await move('ZZZZ-ZZZZ', 'confirmed')
    expect(refusalOf(unknown, 404).message).toBe('There is no order ZZZZ-ZZZZ.')
    expect(await rowOf(order.number)).toMatchObject({ status: 'placed', status_changed_at: null })
  })

  it.each([[[]], [['confirmed']]] as OrderMoveTarget[][][])(
    'cancelling (after %j) returns every line’s stock, which a new order can take',
    async (path) => {
      const before = await stock()
      const { order } = await placeOrder('transfer')
      expect(await stock()).toEqual({ plain: before.plain - 2, option: before.option - 1 })
      for (const step of path) await moved(order.number, step)
      expect((await moved(order.number, 'cancelled')).status).toBe('cancelled')
      expect(await stock()).toEqual(before)
      // A repeat returns nothing twice.
      await moved(order.number, 'cancelled')
      expect(await stock()).toEqual(before)

      await setStock({ plain: 2, option: 1 })
      const { order: taking } = await placeOrder()
      expect((await moved(taking.number, 'cancelled')).status).toBe('cancelled')
      expect(await stock()).toEqual({ plain: 2, option: 1 })
      await placeOrder()
      expect(await stock()).toEqual({ plain: 0, option: 0 })
      await setStock(before)
    },
  )

  it('lets one of two staff moving one order at once win; the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const { order } = await placeOrder()
      await moved(order.number, 'confirmed')
      const before = await stock()
      const other = await createTestUser(shop.db, { role: 'staff' })
      const [ship, cancel] = await Promise.all([
        move(order.number, 'shipped'),
        shop.rawCall(moveOrderCall.path, moveBody(order.number, 'cancelled'), {
          headers: other.auth,
        }),
      ])
      expect([ship.statusCode, cancel.statusCode].sort()).toEqual([200, 409])
      const winner = ship.statusCode === 200 ? 'shipped' : 'cancelled'
      expect(await rowOf(order.number)).toMatchObject({ status: winner })
      const loser = ship.statusCode === 200 ? cancel : ship
      expect(refusalOf(loser, 409).message).toContain(`is ${winner}`)
      expect(await auditOf(order.number)).toHaveLength(2)
      expect(await stock()).toEqual(
        winner === 'cancelled' ? { plain: before.plain + 2, option: before.option + 1 } : before,
      )
    }
  })
})

describe('admin/orders/note', () => {
  it('keeps a note in the order’s history, and refuses an empty one', async () => {
    const { order } = await placeOrder()
    const { order: noted } = await shop.call(
      noteOrderCall,
      { number: order.number, text: '  Call before delivering.  ' },
      asStaff,
    )
    expect(noted.status).toBe('placed')
    expect(noted.history[0]).toMatchObject({ action: 'order.note', user_email: staff.user.email })
    expect(JSON.parse(noted.history[0]!.after)).toEqual({ note: 'Call before delivering.' })
    const empty = await shop.rawCall(
      noteOrderCall.path,
      { number: order.number, text: ' ' },
      asStaff,
    )
    expect(JSON.stringify(refusalOf(empty, 400))).toContain('The note is required.')
    const unknown = await shop.rawCall(
      noteOrderCall.path,
      { number: 'ZZZZ-ZZZZ', text: 'x' },
      asStaff,
    )
    expect(unknown.statusCode).toBe(404)
    expect(await auditOf(order.number)).toHaveLength(1)
  })
})

describe('admin/todo', () => {
  const todo = () => shop.call(backOfficeTodoCall, {}, asStaff)

  it('counts the orders waiting and today’s orders, leaving cancelled ones out of the sales', async () => {
    const before = await todo()
    const { order: cash } = await placeOrder()
    const { order: transfer } = await placeOrder('transfer')
    const placed = await todo()
    expect(placed).toMatchObject({
      toConfirm: before.toConfirm + 1,
      awaitingPayment: before.awaitingPayment + 1,
      today: {
        orders: before.today.orders + 2,
        sales: before.today.sales + cash.total + transfer.total,
        cancelled: before.today.cancelled,
      },
    })
    await moved(transfer.number, 'cancelled')
    await moved(cash.number, 'confirmed')
    expect(await todo()).toMatchObject({
      toConfirm: before.toConfirm,
      awaitingPayment: before.awaitingPayment,
      today: {
        orders: before.today.orders + 2,
        sales: before.today.sales + cash.total,
        cancelled: before.today.cancelled + 1,
      },
    })
  })

  it('counts the orders cancelled today, placed today or before', async () => {
    const now = new Date()
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
    const since = new Date(midnight).toISOString()
    const { order } = await placeOrder()
    const yesterday = new Date(midnight - 12 * 60 * 60 * 1000).toISOString()
    await shop.db
      .updateTable('orders')
      .set({ created_at: yesterday })
      .where('number', '=', order.number)
      .execute()
    const todoSince = () => shop.call(backOfficeTodoCall, { since }, asStaff)
    const before = await todoSince()
    await moved(order.number, 'cancelled')
    expect((await todoSince()).today).toEqual({
      orders: before.today.orders,
      sales: before.today.sales,
      cancelled: before.today.cancelled + 1,
    })
  })

  it('counts products and options low on stock', async () => {
    const before = await todo()
    expect(before.lowStockAt).toBe(3)
    await setStock({ plain: 3, option: 4 })
    expect((await todo()).lowStock).toBe(before.lowStock + 1)
    await setStock({ plain: 3, option: 0 })
    expect((await todo()).lowStock).toBe(before.lowStock + 2)
    await setStock({ plain: 1000, option: 1000 })
    expect((await todo()).lowStock).toBe(before.lowStock)
  })

  it('is for staff only', async () => {
    expect((await shop.rawCall(backOfficeTodoCall.path, {})).statusCode).toBe(401)
    const shopper = await createTestUser(shop.db)
    const res = await shop.rawCall(backOfficeTodoCall.path, {}, { headers: shopper.auth })
    expect(res.statusCode).toBe(403)
  })
})

describe('admin/orders/one', () => {
  it('answers an order with lines, delivery, payment and history', async () => {
    const { order } = await placeOrder('transfer')
    await moved(order.number, 'confirmed')
    const one = await shop.call(staffOrderCall, { number: order.number }, asStaff)
    const { bank: _bank, ...placed } = order
    expect(one).toMatchObject({ ...placed, status: 'confirmed' })
    expect(one.status_changed_at).toEqual(expect.any(String))
    expect(one.history).toHaveLength(1)
    expect(one.history[0]).toMatchObject({
      action: 'order.status',
      subject: `order:${order.number}`,
      user_email: staff.user.email,
    })
    const missing = await shop.rawCall(staffOrderCall.path, { number: 'NONE-NONE' }, asStaff)
    expect(missing.statusCode).toBe(404)
  })
})

describe('admin/orders', () => {
  /** Orders in a year far from every other test's, written straight to the database and its search index. */
  async function seedOrders(year = 2001) {
    const rows = Array.from({ length: 70 }, (_, i) => ({
      number: `T${String(year % 10)}${String(i).padStart(2, '0')}-${randomUUID().slice(0, 4).toUpperCase()}`,
      user_id: 0,
      session: 'list',
      name: `Buyer ${i}`,
      phone: `0912000${String(i).padStart(4, '0')}`,
      address: '12 Valiasr Street, Tehran',
      postal_code: '12345',
      payment: i % 2 === 0 ? 'cod' : 'transfer',
      status: ['placed', 'awaiting_payment', 'shipped', 'cancelled'][i % 4]!,
      subtotal: 1000 + i,
      discount: 0,
      shipping: 0,
      total: 1000 + i,
      // Two orders a day from 2001-03-01, the later one first in each day.
      created_at: new Date(Date.UTC(year, 2, 1 + Math.floor(i / 2), 10 + (i % 2))).toISOString(),
    }))
    const stored = await shop.db.insertInto('orders').values(rows).returning('id').execute()
    await indexOrders(
      shop.db,
      stored.map((order) => order.id),
    )
    const first = await shop.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', rows[0]!.number)
      .executeTakeFirstOrThrow()
    await shop.db
      .insertInto('order_lines')
      .values(
        [1, 2, 3].map((n) => ({
          order_id: first.id,
          product_id: n,
          variant_id: 0,
          unique_id: `p-${n}`,
          img: '',
          title: `Product ${n}`,
          option: '',
          option_type: '',
          option_name: '',
          quantity: 1,
          unit_price: 1,
          line_total: 1,
        })),
      )
      .execute()
    return rows
  }
  /** The list as it is answered: for refusals. */
  const list = (body: Record<string, unknown>) =>
    shop.rawCall(staffOrderListCall.path, body, asStaff)
  /** The list, as its contract reads it. */
  const listed = (body: CallRequest<typeof staffOrderListCall>) =>
    shop.call(staffOrderListCall, body, asStaff)

  it('narrows by status and days, pages newest first, and sums the filter but for cancelled orders', async () => {
    const rows = await seedOrders()
    const inRange = (r: (typeof rows)[number], status?: string) =>
      r.created_at >= '2001-03-05' &&
      r.created_at < '2001-03-31' &&
      (!status || r.status === status)
    const byNewest = (a: { created_at: string }, b: { created_at: string }) =>
      b.created_at.localeCompare(a.created_at)

    for (const status of [undefined, 'placed', 'shipped', 'cancelled'] as const) {
      const held = rows.filter((r) => inRange(r, status)).sort(byNewest)
      const body = await listed({ status, from: '2001-03-05', to: '2001-03-30' })
      expect(body.total).toBe(held.length)
      const kept = held.filter((r) => r.status !== 'cancelled')
      expect(body.sum).toBe(kept.reduce((sum, r) => sum + r.total, 0))
      expect(body.summed).toBe(kept.length)
      expect(body.data.map((o) => o.number)).toEqual(
        held.slice(0, staffOrdersPerPage).map((r) => r.number),
      )
    }

    const all = rows.filter((r) => inRange(r)).sort(byNewest)
    const page2 = await listed({ from: '2001-03-05', to: '2001-03-30', page: 2 })
    expect(page2.current_page).toBe(2)
    expect(page2.data.map((o) => o.number)).toEqual(
      all.slice(staffOrdersPerPage, staffOrdersPerPage * 2).map((r) => r.number),
    )

    const oneDay = await listed({ from: '2001-03-01', to: '2001-03-01' })
    expect(oneDay.data).toEqual([
      expect.objectContaining({ number: rows[1]!.number, lines: 0, status: 'awaiting_payment' }),
      expect.objectContaining({
        number: rows[0]!.number,
        lines: 3,
        name: 'Buyer 0',
        phone: '09120000000',
        payment: 'cod',
        total: 1000,
      }),
    ])
    const none = await listed({ status: 'delivered', from: '2001-03-01', to: '2001-04-30' })
    expect(none).toMatchObject({ data: [], total: 0, sum: 0, summed: 0 })
  })

  it('exports every order the filter holds, newest first, with its delivery', async () => {
    const rows = await seedOrders(2003)
    const held = rows
      .filter((r) => r.status === 'cancelled')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
    const body = await shop.call(
      staffOrderExportCall,
      { status: 'cancelled', from: '2003-03-01', to: '2003-04-30' },
      asStaff,
    )
    expect(body.truncated).toBe(false)
    expect(body.data.map((o) => o.number)).toEqual(held.map((r) => r.number))
    expect(body.data[0]).toMatchObject({
      address: '12 Valiasr Street, Tehran',
      postal_code: '12345',
      status: 'cancelled',
      tracking_number: null,
    })
    const bad = await shop.rawCall(
      staffOrderExportCall.path,
      { from: '2003-03-05', to: '2003-03-04' },
      asStaff,
    )
    expect(JSON.stringify(refusalOf(bad, 400))).toContain(
      'The first day must not be after the last.',
    )
  })

  it('finds orders by number, name or phone, typed in Persian digits with spaces', async () => {
    const rows = await seedOrders(2002)
    const found = async (q: string) =>
      (await listed({ q, from: '2002-03-01', to: '2002-04-30' })).data.map((o) => o.number)
    const target = rows[37]!
    // 09120000037, as a Persian keyboard types it, with spaces.
    expect(await found('۰۹۱۲ ۰۰۰ ۰۰۳۷')).toEqual([target.number])
    expect(await found('٠٩١٢٠٠٠٠٠٣٧')).toEqual([target.number])
    expect(await found(target.number.toLowerCase().replace('-', ''))).toEqual([target.number])
    expect(await found('buyer 37')).toEqual([target.number])
    expect(await found('Buyer 3')).toHaveLength(11)
    // Wildcards are taken as typed.
    expect(await found('Buyer_3')).toEqual([])
    expect(await found('%')).toEqual([])
  })

  it.each([
    [{ from: '2001-03-05', to: '2001-03-04' }, 'The first day must not be after the last.'],
    [{ from: '2001-02-30' }, 'There is no such day.'],
    [{ to: '5/3/2001' }, 'A day must look like 2026-01-31.'],
    [{ status: 'lost' }, 'Status must be all or one of placed'],
  ])('refuses %j with a clear message', async (body, message) => {
    const res = await list(body)
    expect(JSON.stringify(refusalOf(res, 400))).toContain(message)
  })
})
