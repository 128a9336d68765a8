import { randomUUID } from 'node:crypto'
import { CompiledQuery, Migrator, sql, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import { backOfficeProductListCall, serialListCall } from '../../src/contract/back-office-catalogue'
import { staffOrderListCall } from '../../src/contract/back-office-orders'
import { isPostgres, type Db } from '../../server/db/database'
import { migrateToLatest, migrationProvider } from '../../server/db/migrate'
import { phoneSearchDigits } from '../../server/db/order-search'
import { createBackOfficeCatalogueRepository } from '../../server/repositories/back-office-catalogue-repository'
import { createOrdersRepository } from '../../server/repositories/orders-repository'
import { createSerialsRepository } from '../../server/repositories/serials-repository'
import { startTestShop } from './harness'
import { freshDatabase } from './test-database'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const staff = await createTestUser(shop.db, { role: 'staff' })
const asStaff = { headers: staff.auth }

/** An order of a buyer, stored as the shop stores a placed order (with its row of the index). */
function addOrder(db: Db, buyer: { name: string; phone: string }, number = newNumber()) {
  return createOrdersRepository(() => db).addOrder(
    {
      number,
      user_id: 0,
      session: 'search',
      ...buyer,
      address: '12 Valiasr Street, Tehran',
      postal_code: '12345',
      payment: 'cod',
      status: 'placed',
      subtotal: 1000,
      discount: 0,
      shipping: 0,
      total: 1000,
      created_at: new Date().toISOString(),
    },
    [],
  )
}

/** An order number no other test's order has. */
const newNumber = () => `S${randomUUID().slice(0, 3).toUpperCase()}-${randomUUID().slice(0, 4)}`

const foundOrders = async (q: string) =>
  (await shop.call(staffOrderListCall, { q }, asStaff)).data.map((order) => order.number)

describe('the back office’s order search', () => {
  it('finds an order by its number, typed in any case, with or without its dash', async () => {
    const { number } = await addOrder(shop.db, { name: 'Nima Saberi', phone: '09121110001' })
    expect(await foundOrders(number)).toEqual([number])
    expect(await foundOrders(number.toLowerCase().replace('-', ''))).toEqual([number])
    expect(await foundOrders(number.slice(0, 2))).toEqual([])
  })

  it('finds a name typed with Arabic or Persian yeh and kaf alike, and a run within it', async () => {
    // Persian keheh and yeh as stored; Arabic kaf and yeh as typed, and the other way round.
    const persian = await addOrder(shop.db, { name: 'علی کریمی‌نژاد', phone: '09121110002' })
    const arabic = await addOrder(shop.db, { name: 'يوسف كاظمي', phone: '09121110003' })
    expect(await foundOrders('كريمي')).toEqual([persian.number])
    expect(await foundOrders('کاظمی')).toEqual([arabic.number])
    expect(await foundOrders('  يوسف   كاظ ')).toEqual([arabic.number])
    expect(await foundOrders('نژاد')).toEqual([persian.number])
  })

  it('finds a phone typed in Persian or Arabic digits, with +98, 0098 or 0, spaces and dashes, or its last digits', async () => {
    const { number } = await addOrder(shop.db, { name: 'Dariush Mehr', phone: '+989187654321' })
    for (const typed of [
      '۰۹۱۸ ۷۶۵ ۴۳۲۱',
      '+98 918 765 4321',
      '0098-918-765-4321',
      '٩١٨٧٦٥٤٣٢١',
      '09187654321',
      '۴۳۲۱',
      '765 43',
    ])
      expect(await foundOrders(typed), typed).toContain(number)
    expect(await foundOrders('۴۳')).not.toContain(number)
    expect(phoneSearchDigits('+44 20 7946 0018')).toBe('442079460018')
  })

  it('fills the index with the orders stored before it existed, as the shop migrates', async () => {
    const { db, drop } = await freshDatabase(inject('shopTemplate'))
    try {
      const down = await new Migrator({ db, provider: migrationProvider }).migrateTo(
        '017-product-search',
      )
      expect(down.error).toBeUndefined()
      const number = newNumber()
      await db
        .insertInto('orders')
        .values({
          number,
          user_id: 0,
          session: 'before-upgrade',
          name: 'مهسا رضائي',
          phone: '0912 555 0101',
          address: '12 Valiasr Street, Tehran',
          postal_code: '12345',
          payment: 'cod',
          status: 'placed',
          subtotal: 1000,
          discount: 0,
          shipping: 0,
          total: 1000,
          created_at: new Date().toISOString(),
        })
        .execute()
      await migrateToLatest(db)
      const orders = createOrdersRepository(() => db)
      for (const search of ['رضایی', '5550101', number])
        expect(
          (await orders.staffOrdersPage({ status: 'all', search }, { limit: 5, offset: 0 })).rows,
        ).toMatchObject([{ number }])
    } finally {
      await drop()
    }
  })
})

describe('the back office’s product and serial searches', () => {
  it('finds a product by a word of its title, hidden or not, and by its exact uniqueId', async () => {
    const product = await shop.db
      .selectFrom('products as p')
      .innerJoin('product_texts as t', 't.product_id', 'p.id')
      .select(['p.id', 'p.unique_id', 't.title'])
      .where('t.lang', '=', 'FA')
      .orderBy('p.id')
      .executeTakeFirstOrThrow()
    await shop.db.updateTable('products').set({ hidden: 1 }).where('id', '=', product.id).execute()
    const listed = async (query: string) =>
      (await shop.call(backOfficeProductListCall, { query }, asStaff)).data.map((p) => p.id)
    const word = product.title.split(' ').find((w) => w.length >= 3) ?? product.title
    expect(await listed(word)).toContain(product.id)
    expect(await listed(product.unique_id.toUpperCase())).toContain(product.id)
    expect(await listed('zzqx nothing')).toEqual([])
  })

  it('finds a serial by its start or a run within it, in any digits and case', async () => {
    const serials = async (query: string) =>
      (await shop.call(serialListCall, { query }, asStaff)).data.map((s) => s.serial)
    expect(await serials('ir-۱۰۰۰۱')).toEqual(['IR-10001'])
    expect(await serials('r-1000')).toContain('IR-10001')
    expect(await serials('IR')).toEqual([])
  })
})

/** Every query a read runs, as the database receives it. */
async function queriesOf(read: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = []
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node)
      return node
    },
    transformResult: async ({ result }) => result,
  }
  await read(shop.db.withPlugin(recorder))
  return nodes.map((node) => shop.db.getExecutor().compileQuery(node, { queryId: randomUUID() }))
}

/**
 * The plan of each query a read runs, one line per step. The test's tables are small enough to
 * read whole, so PostgreSQL is told to avoid reading a table whole, in its order or an index's,
 * as a large table would make it: what it finds by an index's condition is what the plan reads.
 */
async function plansOf(read: (db: Db) => Promise<unknown>): Promise<string[]> {
  const queries = await queriesOf(read)
  const postgres = isPostgres(shop.db)
  return shop.db.transaction().execute(async (trx) => {
    if (postgres) {
      await sql`set local enable_seqscan = off`.execute(trx)
      await sql`set local enable_indexscan = off`.execute(trx)
    }
    const plans: string[] = []
    for (const query of queries) {
      const explain = postgres ? 'explain ' : 'explain query plan '
      const { rows } = await trx.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(explain + query.sql, [...query.parameters]),
      )
      plans.push(rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n'))
    }
    return plans
  })
}

/** Whether a plan reads every row of a table (an index of it read whole counts too). */
function scans(plan: string, table: string) {
  return isPostgres(shop.db)
    ? new RegExp(`Seq Scan on ${table}\\b`).test(plan)
    : new RegExp(`SCAN ${table}\\b(?! VIRTUAL TABLE INDEX \\d+:M)`).test(plan)
}

/** Whether a plan reads a search index. */
function usesIndex(plan: string, index: string) {
  return isPostgres(shop.db)
    ? new RegExp(`Index Scan on ${index}\\b`).test(plan)
    : new RegExp(`SCAN ${index} VIRTUAL TABLE INDEX \\d+:M`).test(plan)
}

describe('the back office’s searches read an index, not every row', () => {
  const page = { limit: 20, offset: 0 }

  it.each(['كريمي', '۰۹۱۲ ۳۴۵', '4321', 'SABC-1234'])('order search %j', async (search) => {
    const plans = await plansOf((db) =>
      createOrdersRepository(() => db).staffOrdersPage({ status: 'all', search }, page),
    )
    expect(plans).toHaveLength(2)
    for (const plan of plans) {
      expect(
        usesIndex(plan, isPostgres(shop.db) ? 'order_search_(number|name|phone)' : 'order_search'),
        plan,
      ).toBe(true)
      expect(scans(plan, 'orders'), plan).toBe(false)
    }
  })

  it('serial search', async () => {
    const plans = await plansOf((db) =>
      createSerialsRepository(() => db).page('IR-100', page, 'EN'),
    )
    const plan = plans.at(-1)!
    expect(
      usesIndex(plan, isPostgres(shop.db) ? 'serials_(serial|seller)_trigrams' : 'serial_search'),
      plan,
    ).toBe(true)
    expect(scans(plan, 'serials'), plan).toBe(false)
    expect(scans(plan, 's'), plan).toBe(false)
  })

  it('product search', async () => {
    const plans = await plansOf((db) =>
      createBackOfficeCatalogueRepository(() => db).page('iron', page, 'EN', {
        lowStockAt: 0,
        lowOnly: false,
      }),
    )
    const searched = plans.filter((plan) => /product_search(?!_)/.test(plan))
    expect(searched.length, plans.join('\n\n')).toBeGreaterThan(0)
    // The catalogue's own index answers the words; the list then pages the products it found.
    for (const plan of searched) {
      expect(
        isPostgres(shop.db)
          ? /on product_search\b[\s\S]*document @@/.test(plan)
          : /SCAN product_search VIRTUAL TABLE INDEX \d+:M/.test(plan),
        plan,
      ).toBe(true)
      expect(plan, plan).not.toMatch(/(SCAN|Seq Scan on) product_texts|~~|LIKE/)
    }
  })
})
