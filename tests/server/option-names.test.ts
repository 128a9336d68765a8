import { randomUUID } from 'node:crypto'
import { Migrator } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import { addToCartCall, cartListCall } from '../../src/contract/cart'
import { languages, type Language } from '../../src/contract/common'
import { productSingleCall } from '../../src/contract/catalogue'
import { orderCall, placeOrderCall } from '../../src/contract/orders'
import { migrateToLatest, migrationProvider } from '../../server/db/migrate'
import { startTestShop } from './harness'
import { freshDatabase } from './test-database'

const shop = await startTestShop()
const hexColour = /#[0-9a-f]{3,8}\b/i
const delivery = {
  name: 'Sara Ahmadi',
  phone: '09123456789',
  address: '12 Valiasr Street, Tehran',
  postal_code: 'AB12 3CD',
  payment: 'cod' as const,
}

/** A product's options with their names in every language, from the database. */
async function optionsOf(uniqueId: string) {
  const rows = await shop.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('product_variant_texts as vt', 'vt.variant_id', 'v.id')
    .select(['p.id as pid', 'v.id', 'v.unique_id', 'v.type', 'v.value', 'vt.lang', 'vt.name'])
    .where('p.unique_id', '=', uniqueId)
    .orderBy('v.id')
    .execute()
  const byId = new Map<number, (typeof rows)[number] & { names: Record<string, string> }>()
  for (const row of rows) {
    const option = byId.get(row.id) ?? { ...row, names: {} }
    option.names[row.lang] = row.name
    byId.set(row.id, option)
  }
  return [...byId.values()]
}

describe('option names', () => {
  it('are seeded in every language for every option, and none is a colour code', async () => {
    const missing = await shop.db
      .selectFrom('product_variants as v')
      .select('v.unique_id')
      .where((eb) =>
        eb(
          eb
            .selectFrom('product_variant_texts as vt')
            .select((c) => c.fn.countAll().as('n'))
            .whereRef('vt.variant_id', '=', 'v.id'),
          '<>',
          languages.length,
        ),
      )
      .execute()
    expect(missing).toEqual([])
    const names = await shop.db.selectFrom('product_variant_texts').select('name').execute()
    expect(names.filter(({ name }) => name === '' || hexColour.test(name))).toEqual([])
  })

  it('come with product/single in the request’s language', async () => {
    const options = await optionsOf('iron-1')
    expect(options.length).toBeGreaterThan(1)
    expect(options[0]).toMatchObject({ type: 'color', value: expect.stringMatching(hexColour) })
    for (const lang of languages) {
      const body = await shop.call(productSingleCall, { unique: 'iron-1' }, { lang })
      expect(
        body.dynamic.map(({ uniqueId, type, value, name }) => ({ uniqueId, type, value, name })),
      ).toEqual(
        options.map((o) => ({
          uniqueId: o.unique_id,
          type: o.type,
          value: o.value,
          name: o.names[lang],
        })),
      )
    }
    const [first] = options
    expect(first?.names).toMatchObject({
      EN: expect.stringMatching(/^[A-Za-z ]+$/),
      FA: expect.stringMatching(/^[\u0600-\u06ff\u200c ]+$/),
      AR: expect.stringMatching(/^[\u0600-\u06ff ]+$/),
    })
  })

  it('come with cart lines in the language the cart is read in', async () => {
    const session = `s-${randomUUID()}`
    const [option] = await optionsOf('hairdryer-1')
    if (!option) throw new Error('hairdryer-1 has no options')
    const added = await shop.rawCall(addToCartCall.path, {
      session,
      pid: option.pid,
      dynamic: option.unique_id,
    })
    expect(added.statusCode).toBe(200)
    for (const lang of languages) {
      const line = (await shop.call(cartListCall, { session }, { lang })).data[0]
      expect(line?.dynamic).toEqual({
        id: option.id,
        uniqueId: option.unique_id,
        type: option.type,
        value: option.value,
        name: option.names[lang],
      })
    }
  })

  it('are kept with order lines as the buyer saw them, with the option’s kind', async () => {
    const session = `s-${randomUUID()}`
    const [, option] = await optionsOf('iron-2')
    if (!option) throw new Error('iron-2 has fewer than two options')
    await shop.rawCall(addToCartCall.path, { session, pid: option.pid, dynamic: option.id })
    const { order } = await shop.call(placeOrderCall, { session, ...delivery }, { lang: 'FA' })
    const bought = {
      option: option.value,
      option_type: 'color',
      option_name: option.names.FA,
    }
    expect(order.lines).toMatchObject([bought])

    // The shop renames the option later: the order still says what the buyer chose, in any language.
    await shop.db
      .updateTable('product_variant_texts')
      .set({ name: 'Renamed' })
      .where('variant_id', '=', option.id)
      .execute()
    for (const lang of ['EN', 'AR'] satisfies Language[]) {
      const res = await shop.call(orderCall, { session, number: order.number }, { lang })
      expect(res.lines).toMatchObject([bought])
    }
  })

  it('are blank for options and order lines from before the upgrade, which keep their kind', async () => {
    const { db, drop } = await freshDatabase(inject('shopTemplate'))
    try {
      const migrator = new Migrator({ db, provider: migrationProvider })
      const down = await migrator.migrateTo('007-orders')
      expect(down.error).toBeUndefined()
      const [option] = await optionsOf('iron-3')
      if (!option) throw new Error('iron-3 has no options')
      const { id: orderId } = await db
        .insertInto('orders')
        .values({
          number: 'OLD1-2345',
          user_id: 0,
          session: 'before-upgrade',
          name: delivery.name,
          phone: delivery.phone,
          address: delivery.address,
          postal_code: delivery.postal_code,
          payment: 'cod',
          status: 'placed',
          subtotal: 100,
          discount: 0,
          shipping: 0,
          total: 100,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const line = (variantId: number, value: string) => ({
        order_id: orderId,
        product_id: option.pid,
        variant_id: variantId,
        unique_id: 'iron-3',
        img: '',
        title: 'Iron',
        option: value,
        quantity: 1,
        unit_price: 100,
        line_total: 100,
      })
      // Typed as before the upgrade: the lines had no kind or name then.
      await db
        .insertInto('order_lines')
        .values([line(option.id, option.value), line(0, '')] as never)
        .execute()

      await migrateToLatest(db)

      const lines = await db
        .selectFrom('order_lines')
        .select(['option', 'option_type', 'option_name'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
      expect(lines).toEqual([
        { option: option.value, option_type: 'color', option_name: '' },
        { option: '', option_type: '', option_name: '' },
      ])
      const names = await db
        .selectFrom('product_variant_texts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(names.n)).toBe(0)
    } finally {
      await drop()
    }
  })
})
