import { type ExpressionBuilder, type Insertable, type Selectable } from 'kysely'
import type { Language } from '../../src/contract/common'
import type { Order, OrderLine, OrderStatus } from '../../src/contract/orders'
import type { Db } from '../db/database'
import type { Database, OrderLinesTable, OrdersTable } from '../db/schema'
import type { LineItem } from './cart-repository'
import { ownedBy, type VisitorOwner } from '../db/visitor-owner'
import type { PageWindow } from '../records/paged-list'
import { pagedRows } from '../db/paged-query'
import { indexNewOrder, orderMatches } from '../db/order-search'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { changedAnyRow } from '../db/changed-rows'

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: ReturnType<typeof createOrdersRepository>
  }
}

/** An order as the API answers it, but for the bank account, which comes from the configuration. */
export type StoredOrder = Omit<Order, 'bank'>

type Typed<Row> = Omit<Row, 'status' | 'payment'> & Pick<Order, 'status' | 'payment'>

export type NewOrder = Typed<Omit<Insertable<OrdersTable>, 'id'>>
export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'id' | 'order_id'>

const orderColumns = [
  'id',
  'number',
  'status',
  'payment',
  'name',
  'phone',
  'address',
  'postal_code',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'created_at',
  'tracking_number',
  'carrier',
] as const satisfies (keyof OrdersTable)[]

const lineColumns = [
  'order_id',
  'product_id',
  'variant_id',
  'unique_id',
  'title',
  'option',
  'option_type',
  'option_name',
  'img',
  'quantity',
  'unit_price',
  'line_total',
] as const satisfies (keyof OrderLinesTable)[]

type OrderRow = Typed<Pick<Selectable<OrdersTable>, (typeof orderColumns)[number]>>
type LineRow = Pick<Selectable<OrderLinesTable>, (typeof lineColumns)[number]>

function toLine(row: LineRow): OrderLine {
  return {
    pid: row.product_id,
    uniqueId: row.unique_id,
    title: row.title,
    option: row.option,
    option_type: row.option_type,
    option_name: row.option_name,
    img: row.img,
    quantity: row.quantity,
    unit_price: row.unit_price,
    line_total: row.line_total,
  }
}

function toOrder(row: OrderRow, lines: LineRow[]): StoredOrder {
  return {
    number: row.number,
    status: row.status,
    payment: row.payment,
    name: row.name,
    phone: row.phone,
    address: row.address,
    postal_code: row.postal_code,
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    total: row.total,
    created_at: row.created_at,
    lines: lines.map(toLine),
    tracking:
      row.tracking_number === null
        ? null
        : { number: row.tracking_number, carrier: row.carrier ?? '' },
  }
}

/** What the back office's list narrows orders to: a status, days (UTC) from and to, a search. */
export interface StaffOrderFilter {
  status: OrderStatus | 'all'
  from?: string
  to?: string
  /** An order number, a buyer's name, or a phone (any digits, spaces and dashes). */
  search?: string
}

/**
 * Orders whose number, buyer's name or phone holds what was typed (`orderSearchTerms`), found
 * through the order search index; none when too little was typed to look for.
 */
function searched(db: Db, eb: ExpressionBuilder<Database, 'orders'>, search: string) {
  const matches = orderMatches(db, search)
  return matches ? eb('orders.id', 'in', matches) : eb.lit(false)
}

/** The ISO time at which a UTC day (`YYYY-MM-DD`) ends: the next day's first instant. */
function endOfDay(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString()
}

/**
 * Orders a staff filter holds; served by the orders(status, created_at, id) index, or by the
 * order search index for a search.
 */
function heldBy(db: Db, filter: StaffOrderFilter) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.and([
      ...(filter.status === 'all' ? [] : [eb('orders.status', '=', filter.status)]),
      ...(filter.from ? [eb('orders.created_at', '>=', `${filter.from}T00:00:00.000Z`)] : []),
      ...(filter.to ? [eb('orders.created_at', '<', endOfDay(filter.to))] : []),
      ...(filter.search ? [searched(db, eb, filter.search)] : []),
    ])
}

/** What the back office lists of each order: who, when, how paid, where it stands, its lines. */
function listedOrder(eb: ExpressionBuilder<Database, 'orders'>) {
  return [
    'orders.number',
    'orders.created_at',
    'orders.name',
    'orders.phone',
    'orders.payment',
    'orders.status',
    'orders.total',
    eb
      .selectFrom('order_lines')
      .select((lines) => lines.fn.countAll().as('lines'))
      .whereRef('order_lines.order_id', '=', 'orders.id')
      .as('lines'),
  ] as const
}

/** Orders with their lines, and the stock they take. */
export function createOrdersRepository(currentDb: DbScope) {
  /** The lines of some orders, in one query, by order id. */
  async function linesOf(db: Db, orderIds: number[]): Promise<Map<number, LineRow[]>> {
    const byOrder = new Map<number, LineRow[]>(orderIds.map((id) => [id, []]))
    if (orderIds.length === 0) return byOrder
    const rows = await db
      .selectFrom('order_lines')
      .select(lineColumns)
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('id')
      .execute()
    for (const row of rows) byOrder.get(row.order_id)?.push(row)
    return byOrder
  }

  return {
    /**
     * Takes units of a product or option from the stock, unless fewer are left: then nothing
     * changes and the answer is false. One guarded statement, so concurrent orders never take
     * more than there is (PostgreSQL holds the row until the transaction ends).
     */
    async takeStock(item: LineItem, quantity: number): Promise<boolean> {
      const db = currentDb()
      return changedAnyRow(
        item.variantId === 0
          ? db
              .updateTable('products')
              .set((eb) => ({ depo: eb('depo', '-', quantity) }))
              .where('id', '=', item.productId)
              .where('depo', '>=', quantity)
          : db
              .updateTable('product_variants')
              .set((eb) => ({ depo: eb('depo', '-', quantity) }))
              .where('id', '=', item.variantId)
              .where('product_id', '=', item.productId)
              .where('depo', '>=', quantity),
      )
    },

    /**
     * Puts units back into a product's or option's stock (a cancelled order's). Call in product
     * then option id order, as orders take stock, so the two never deadlock.
     */
    async returnStock(item: LineItem, quantity: number): Promise<void> {
      const db = currentDb()
      if (item.variantId === 0) {
        await db
          .updateTable('products')
          .set((eb) => ({ depo: eb('depo', '+', quantity) }))
          .where('id', '=', item.productId)
          .execute()
      } else {
        await db
          .updateTable('product_variants')
          .set((eb) => ({ depo: eb('depo', '+', quantity) }))
          .where('id', '=', item.variantId)
          .where('product_id', '=', item.productId)
          .execute()
      }
    },

    /** Stores an order and its lines; answers it as the API shows it. */
    async addOrder(order: NewOrder, lines: NewOrderLine[]): Promise<StoredOrder> {
      const db = currentDb()
      const { id } = await db
        .insertInto('orders')
        .values(order)
        .returning('id')
        .executeTakeFirstOrThrow()
      const rows = lines.map((line) => ({ ...line, order_id: id }))
      if (rows.length > 0) await db.insertInto('order_lines').values(rows).execute()
      await indexNewOrder(db, { ...order, id })
      return toOrder({ ...order, id, tracking_number: null, carrier: null }, rows)
    },

    /** The order with this number, if the requester placed it. */
    async orderOf(owner: VisitorOwner, number: string): Promise<StoredOrder | undefined> {
      const db = currentDb()
      const order = await db
        .selectFrom('orders')
        .select(orderColumns)
        .where('number', '=', number)
        .where(ownedBy('orders', owner))
        .$narrowType<Pick<Order, 'status' | 'payment'>>()
        .executeTakeFirst()
      if (!order) return undefined
      const lines = await linesOf(db, [order.id])
      return toOrder(order, lines.get(order.id) ?? [])
    },

    /** Any order by its number, as staff see it: with its id, lines and last move. */
    async staffOrderOf(number: string) {
      const db = currentDb()
      const order = await db
        .selectFrom('orders')
        .select([...orderColumns, 'status_changed_at', 'lang', 'email', 'user_id', 'session'])
        .where('number', '=', number)
        .$narrowType<Pick<Order, 'status' | 'payment'> & { lang: Language }>()
        .executeTakeFirst()
      if (!order) return undefined
      const rows = (await linesOf(db, [order.id])).get(order.id) ?? []
      return {
        id: order.id,
        order: { ...toOrder(order, rows), status_changed_at: order.status_changed_at },
        /** Who its buyer is (an account, or a browser session), and where they read mail. */
        buyer: {
          lang: order.lang,
          email: order.email,
          userId: order.user_id,
          session: order.session,
        },
        items: rows.map((row) => ({
          item: { productId: row.product_id, variantId: row.variant_id },
          quantity: row.quantity,
        })),
      }
    },

    /**
     * Moves an order from one status to another (a shipped one with its tracking), unless it is
     * no longer in the first: then nothing changes and the answer is false (of two concurrent
     * moves, one wins).
     */
    async moveStatus(
      orderId: number,
      from: OrderStatus,
      to: OrderStatus,
      at: string,
      tracking?: { number: string; carrier: string },
    ) {
      return changedAnyRow(
        currentDb()
          .updateTable('orders')
          .set({
            status: to,
            status_changed_at: at,
            ...(tracking ? { tracking_number: tracking.number, carrier: tracking.carrier } : {}),
          })
          .where('id', '=', orderId)
          .where('status', '=', from),
      )
    },

    /**
     * A page of the orders a staff filter holds, newest first, with their line counts; and the
     * count of all of them with the sum of the totals of those not cancelled, in one query.
     */
    async staffOrdersPage(filter: StaffOrderFilter, page: PageWindow) {
      const db = currentDb()
      const [totals, rows] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => {
            const kept = eb('status', '<>', 'cancelled')
            return [
              eb.fn.countAll().as('count'),
              eb.fn
                .coalesce(
                  eb.fn.sum(eb.case().when(kept).then(eb.ref('total')).else(0).end()),
                  eb.lit(0),
                )
                .as('sum'),
              eb.fn
                .coalesce(eb.fn.sum(eb.case().when(kept).then(1).else(0).end()), eb.lit(0))
                .as('summed'),
            ]
          })
          .where(heldBy(db, filter))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select(listedOrder)
          .where(heldBy(db, filter))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .$narrowType<Pick<Order, 'status' | 'payment'>>()
          .execute(),
      ])
      return {
        rows: rows.map((row) => ({ ...row, lines: Number(row.lines) })),
        total: Number(totals.count),
        sum: Number(totals.sum),
        summed: Number(totals.summed),
      }
    },

    /**
     * Every order a staff filter holds, newest first, for a spreadsheet: at most `limit` (one
     * more is read to tell whether there were more).
     */
    async staffOrdersExport(filter: StaffOrderFilter, limit: number) {
      const db = currentDb()
      const rows = await db
        .selectFrom('orders')
        .select(listedOrder)
        .select([
          'address',
          'postal_code',
          'subtotal',
          'discount',
          'shipping',
          'tracking_number',
          'carrier',
        ])
        .where(heldBy(db, filter))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .$narrowType<Pick<Order, 'status' | 'payment'>>()
        .execute()
      return {
        rows: rows.slice(0, limit).map((row) => ({ ...row, lines: Number(row.lines) })),
        truncated: rows.length > limit,
      }
    },

    /**
     * What waits for staff (orders to confirm, transfers awaiting payment); the orders placed
     * since `since` with the sum of those not cancelled; and the orders cancelled since `since`,
     * whenever they were placed (a cancel is an order's last move, so its status time is the
     * cancel's).
     */
    async todo(since: string) {
      const db = currentDb()
      const [waiting, placed, cancelled] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => ['status', eb.fn.countAll().as('count')])
          .where('status', 'in', ['placed', 'awaiting_payment'])
          .groupBy('status')
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => [
            eb.fn.countAll().as('orders'),
            eb.fn
              .coalesce(
                eb.fn.sum(
                  eb.case().when('status', '=', 'cancelled').then(0).else(eb.ref('total')).end(),
                ),
                eb.lit(0),
              )
              .as('sales'),
          ])
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', 'cancelled')
          .where('status_changed_at', '>=', since)
          .executeTakeFirstOrThrow(),
      ])
      const waitingIn = (status: OrderStatus) =>
        Number(waiting.find((row) => row.status === status)?.count ?? 0)
      return {
        toConfirm: waitingIn('placed'),
        awaitingPayment: waitingIn('awaiting_payment'),
        today: {
          orders: Number(placed.orders),
          sales: Number(placed.sales),
          cancelled: Number(cancelled.count),
        },
      }
    },

    /** Where and to whom a user's newest order went, if they have placed one. */
    async lastDeliveryOf(userId: number) {
      return currentDb()
        .selectFrom('orders')
        .select(['name', 'phone', 'address', 'postal_code'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    },

    /** A page of a user's orders, newest first, with their lines, and how many there are. */
    async ordersPage(userId: number, page: PageWindow) {
      const db = currentDb()
      const mine = db.selectFrom('orders').where('user_id', '=', userId)
      const { rows: orders, total } = await pagedRows(mine, page, (matching) =>
        matching
          .select(orderColumns)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .$narrowType<Pick<Order, 'status' | 'payment'>>(),
      )
      const lines = await linesOf(
        db,
        orders.map((order) => order.id),
      )
      return { rows: orders.map((order) => toOrder(order, lines.get(order.id) ?? [])), total }
    },
  }
}

export const ordersRepositoryPlugin = repositoryPlugin('ordersRepository', createOrdersRepository)
