import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { assert, describe, expect, it } from 'vitest'
import { authenticityCall } from '../../src/contract/authenticity'
import {
  backOfficeCategoriesCall,
  backOfficeProductCall,
  backOfficeProductCreateCall,
  backOfficeProductEditCall,
  backOfficeProductListCall,
  serialListCall,
  serialRegisterCall,
  serialsCsvCall,
  serialsCsvHeader,
} from '../../src/contract/back-office-catalogue'
import { addToCartCall } from '../../src/contract/cart'
import {
  productCategoryCall,
  productSearchCall,
  productSingleCall,
} from '../../src/contract/catalogue'
import { placeOrderCall } from '../../src/contract/orders'
import type { AnyCall, CallRequest } from '../../src/contract/call'
import { startTestShop } from './harness'
import { refusalOf } from '../shop-calls'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const staff = await createTestUser(shop.db, { role: 'staff' })
const asStaff = { headers: { ...staff.auth, 'idempotency-key': '' } }
const asWriter = () => ({ headers: { ...staff.auth, 'idempotency-key': randomUUID() } })
/** A staff write as it is answered: for refusals and bodies the contract does not take. */
const write = (path: string, body: unknown) => shop.rawCall(path, body, asWriter())
/** A staff write's answer, as its contract reads it. */
const written = <C extends AnyCall>(call: C, body: CallRequest<C>) =>
  shop.call(call, body, asWriter())

const productRow = (uniqueId: string) =>
  shop.db
    .selectFrom('products')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()

const auditOf = (subject: string) =>
  shop.db.selectFrom('audit_log').selectAll().where('subject', '=', subject).execute()

const serialCount = async () =>
  Number(
    (
      await shop.db
        .selectFrom('serials')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const delivery = {
  name: 'Sara Ahmadi',
  phone: '09123456789',
  address: '12 Valiasr Street, Tehran',
  postal_code: 'AB12 3CD',
  payment: 'cod' as const,
}

describe('the back office’s products', () => {
  it('finds products by title or uniqueId and shows one with its texts and options', async () => {
    const list = await shop.call(backOfficeProductListCall, { query: 'hairdryer-1' }, asStaff)
    const found = list.data.find((p) => p.uniqueId === 'hairdryer-1')
    expect(found).toMatchObject({ uniqueId: 'hairdryer-1' })
    assert(found)
    expect(found.variants).toBeGreaterThan(0)
    const { product } = await shop.call(backOfficeProductCall, { id: found.id }, asStaff)
    expect(Object.keys(product.texts).sort()).toEqual(['AR', 'EN', 'FA'])
    expect(product.texts.EN.title).toBe(found.title)
    expect(product.variants.length).toBe(found.variants)
    // Each option with its name in every language, as the shop's pages name it.
    const names = await shop.db
      .selectFrom('product_variant_texts')
      .select(['variant_id', 'lang', 'name'])
      .where('variant_id', '=', product.variants[0]!.id)
      .execute()
    for (const { lang, name } of names)
      expect(product.variants[0]!.names[lang as keyof typeof product.texts]).toBe(name)
    expect(Object.keys(product.variants[0]!.names).sort()).toEqual(['AR', 'EN', 'FA'])
    // Its first picture, for the list.
    expect(found.picture?.url).toEqual(expect.any(String))
    const byTitle = await shop.call(backOfficeProductListCall, { query: found.title }, asStaff)
    expect(byTitle.data.map((p) => p.id)).toContain(found.id)
    expect(
      (await shop.rawCall(backOfficeProductCall.path, { id: 999999 }, asStaff)).statusCode,
    ).toBe(404)
    const editMissing = await write(backOfficeProductEditCall.path, { id: 999999, hidden: true })
    expect(editMissing.statusCode).toBe(404)
  })

  it('lists the products low on stock: those, or those with an option, at or under the threshold', async () => {
    const iron = await productRow('iron-5')
    const lowList = async () => {
      const res = await shop.call(backOfficeProductListCall, { lowStock: true }, asStaff)
      return res.data
    }
    await shop.db.updateTable('products').set({ depo: 3 }).where('id', '=', iron.id).execute()
    const low = await lowList()
    expect(low.find((p) => p.uniqueId === 'iron-5')).toMatchObject({ lowStock: true })
    expect(low.every((p) => p.lowStock)).toBe(true)
    await shop.db.updateTable('products').set({ depo: 4 }).where('id', '=', iron.id).execute()
    expect((await lowList()).some((p) => p.uniqueId === 'iron-5')).toBe(false)
    await shop.db
      .updateTable('products')
      .set({ depo: iron.depo })
      .where('id', '=', iron.id)
      .execute()
    const bad = await shop.rawCall(backOfficeProductListCall.path, { lowStock: 'yes' }, asStaff)
    expect(bad.statusCode).toBe(400)
  })

  it('changes texts and price, audited with before and after, and the product page shows it', async () => {
    const iron = await productRow('iron-5')
    const res = await written(backOfficeProductEditCall, {
      id: iron.id,
      texts: { FA: { title: 'اتوی تازه', des: 'توضیح تازه', art: '<p>تازه</p>' } },
      pricing: { price: 3_210_000, discount: 3_000_000, depo: 7 },
    })
    expect(res.product).toMatchObject({ price: 3_210_000, discount: 3_000_000, depo: 7 })
    const page = await shop.call(
      productSingleCall,
      { unique: 'iron-5' },
      { headers: { lang: 'FA' } },
    )
    expect(page.pro.title).toBe('اتوی تازه')
    expect(page.def).toMatchObject({ price: 3_210_000, discount: 3_000_000 })
    const [entry] = await auditOf(`product:${iron.id}`)
    expect(entry).toMatchObject({ action: 'product.edit', user_id: staff.user.id })
    expect(JSON.parse(entry?.before ?? '').price).toBe(iron.price)
    expect(JSON.parse(entry?.after ?? '').texts.FA.title).toBe('اتوی تازه')
    // The same values saved again (a second press after the answer) change nothing: no row.
    const again = await write(backOfficeProductEditCall.path, {
      id: iron.id,
      pricing: { price: 3_210_000, discount: 3_000_000, depo: 7 },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(await auditOf(`product:${iron.id}`)).toHaveLength(1)
  })

  it.each([
    [{ pricing: { price: 100, discount: 100, depo: 1 } }, 'pricing.discount', /below the price/],
    [{ pricing: { price: -1, discount: 0, depo: 1 } }, 'pricing.price', /./],
    [{ pricing: { price: 10.5, discount: 0, depo: 1 } }, 'pricing.price', /./],
    [{ pricing: { price: 100, discount: 0, depo: -3 } }, 'pricing.depo', /./],
    [{ pricing: { price: 100, discount: 0, depo: 1, colour: 'red' } }, 'pricing', /./],
    [{ texts: { EN: { title: ' ', des: '', art: '' } } }, 'texts.EN.title', /Title/],
    [{ texts: { DE: { title: 'x', des: '', art: '' } } }, 'texts', /./],
    [{ owner: 1 }, '_', /./],
  ])('refuses %j with a field error and changes nothing', async (change, field, message) => {
    const iron = await productRow('iron-6')
    const audit = await auditOf(`product:${iron.id}`)
    const res = await write(backOfficeProductEditCall.path, { id: iron.id, ...change })
    const { fields } = refusalOf(res, 400)
    expect(fields?.[field], JSON.stringify(fields)).toMatch(message)
    expect(await productRow('iron-6')).toEqual(iron)
    expect(await auditOf(`product:${iron.id}`)).toEqual(audit)
  })

  it('refuses a product-wide price for a product with options, and an option of another product', async () => {
    const dryer = await productRow('hairdryer-2')
    const other = await shop.db
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '<>', dryer.id)
      .executeTakeFirstOrThrow()
    const own = await shop.db
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', dryer.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const whole = await write(backOfficeProductEditCall.path, {
      id: dryer.id,
      pricing: { price: 100, discount: 0, depo: 1 },
    })
    expect(refusalOf(whole, 400).fields?.pricing).toMatch(/per option/)
    const foreign = await write(backOfficeProductEditCall.path, {
      id: dryer.id,
      variants: [
        { id: own.id, price: 5, discount: 0, depo: 1 },
        { id: other.id, price: 5, discount: 0, depo: 1 },
      ],
    })
    expect(refusalOf(foreign, 400).fields?.['variants.1.id']).toMatch(/not one of this product/)
    // The first option's change went back with the refused write.
    const kept = await shop.db
      .selectFrom('product_variants')
      .selectAll()
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow()
    expect(kept).toEqual(own)
  })

  it('a stock change counts at the next add to cart and when the order is placed', async () => {
    const iron = await productRow('iron-5')
    const pricing = { price: iron.price, discount: iron.discount }
    expect(
      (
        await write(backOfficeProductEditCall.path, {
          id: iron.id,
          pricing: { ...pricing, depo: 5 },
        })
      ).statusCode,
    ).toBe(200)
    const session = `s-${randomUUID()}`
    const added = await shop.rawCall(addToCartCall.path, { session, pid: iron.id, quantity: 3 })
    expect(added.statusCode, added.body).toBe(200)
    // Staff lowers the stock while the cart holds three.
    expect(
      (
        await write(backOfficeProductEditCall.path, {
          id: iron.id,
          pricing: { ...pricing, depo: 3 },
        })
      ).statusCode,
    ).toBe(200)
    const more = await shop.rawCall(addToCartCall.path, { session, pid: iron.id })
    expect(refusalOf(more, 409).message).toMatch(/Only 3 left/)
    expect(
      (
        await write(backOfficeProductEditCall.path, {
          id: iron.id,
          pricing: { ...pricing, depo: 2 },
        })
      ).statusCode,
    ).toBe(200)
    const refused = await shop.rawCall(placeOrderCall.path, { session, ...delivery })
    expect(refusalOf(refused, 409).message).toMatch(/Only 2 left/)
    expect((await productRow('iron-5')).depo).toBe(2)
    expect(
      (
        await write(backOfficeProductEditCall.path, {
          id: iron.id,
          pricing: { ...pricing, depo: 4 },
        })
      ).statusCode,
    ).toBe(200)
    const placed = await shop.rawCall(placeOrderCall.path, { session, ...delivery })
    expect(placed.statusCode, placed.body).toBe(200)
    expect((await productRow('iron-5')).depo).toBe(1)
  })
})

const picture = async (format: 'png' | 'jpeg' | 'webp') =>
  (
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1f6fd1' } })
      .toFormat(format)
      .toBuffer()
  ).toString('base64')

const uploadedFiles = async () =>
  (await readdir(join(shop.config.uploadsDir, 'products')).catch(() => [] as string[])).sort()

const newProduct = (uniqueId: string, pictures: { data: string }[]) => ({
  uniqueId,
  category: 'irons',
  model: 'NEW-1',
  pricing: { price: 1_500_000, discount: 0, depo: 4 },
  texts: {
    EN: { title: 'New iron', des: 'A new iron', art: '' },
    FA: { title: 'اتوی نو', des: 'اتوی نو', art: '' },
    AR: { title: 'مكواة جديدة', des: 'مكواة جديدة', art: '' },
  },
  pictures,
})

describe('a new product', () => {
  it('takes JPEG, PNG and WebP pictures, stored as WebP at the seed widths under names the server makes', async () => {
    const before = await uploadedFiles()
    await written(
      backOfficeProductCreateCall,
      newProduct('iron-new-1', [
        { data: await picture('jpeg') },
        { data: await picture('png') },
        { data: await picture('webp') },
      ]),
    )
    const made = (await uploadedFiles()).filter((f) => !before.includes(f))
    expect(made).toHaveLength(9)
    expect(made.every((f) => /^iron-new-1-[0-9a-f]{12}-(320|640|960)\.webp$/.test(f))).toBe(true)
    const stored = await sharp(join(shop.config.uploadsDir, 'products', made[0] ?? '')).metadata()
    expect(stored.format).toBe('webp')
    const page = await shop.call(productSingleCall, { unique: 'iron-new-1' })
    expect(page.pro.title).toBe('New iron')
    expect(page.gallery).toHaveLength(3)
    expect(page.gallery[0]).toMatchObject({
      width: 960,
      height: 720,
      widths: [320, 640, 960],
    })
    const { id } = await productRow('iron-new-1')
    expect(await auditOf(`product:${id}`)).toHaveLength(1)
  })

  it.each([
    [
      'a text file named .jpg',
      async () => [{ data: Buffer.from('just some text').toString('base64') }],
      'pictures.0.data',
      /JPEG, PNG and WebP/,
    ],
    [
      'a GIF',
      async () => [
        { data: await picture('png') },
        {
          data: (
            await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
              .gif()
              .toBuffer()
          ).toString('base64'),
        },
      ],
      'pictures.1.data',
      /JPEG, PNG and WebP/,
    ],
    [
      'a picture over 5 MB',
      async () => [{ data: Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64') }],
      'pictures.0.data',
      /5 MB/,
    ],
    [
      'seven pictures',
      async () => Array.from({ length: 7 }, () => ({ data: 'iVBORw0KGgo=' })),
      'pictures',
      /At most 6/,
    ],
    ['no picture', async () => [], 'pictures', /at least one/],
  ])('refuses %s, writing no product and no file', async (_name, pictures, field, message) => {
    const before = await uploadedFiles()
    const res = await write(
      backOfficeProductCreateCall.path,
      newProduct('iron-refused', await pictures()),
    )
    expect(refusalOf(res, 400).fields?.[field]).toMatch(message)
    expect(await uploadedFiles()).toEqual(before)
    const made = await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'iron-refused')
      .execute()
    expect(made).toEqual([])
  })

  it('refuses a taken uniqueId and an unknown category, leaving no file', async () => {
    const before = await uploadedFiles()
    const taken = await write(
      backOfficeProductCreateCall.path,
      newProduct('iron-1', [{ data: await picture('png') }]),
    )
    expect(refusalOf(taken, 400).fields?.uniqueId).toMatch(/already/)
    const category = await write(backOfficeProductCreateCall.path, {
      ...newProduct('iron-nowhere', [{ data: await picture('png') }]),
      category: 'toasters',
    })
    expect(refusalOf(category, 400).fields?.category).toMatch(/No category/)
    expect(await uploadedFiles()).toEqual(before)
  })
})

describe('an existing product', () => {
  const backOfficeProduct = async (uniqueId: string) => {
    const { id } = await productRow(uniqueId)
    return (await shop.call(backOfficeProductCall, { id }, asStaff)).product
  }

  it('is hidden from every list, search and its page, not sold, its orders kept; and shown again', async () => {
    const { id } = await productRow('iron-3')
    const title = (await shop.call(productSingleCall, { unique: 'iron-3' })).pro.title
    const listed = async () => {
      const all = await shop.call(productCategoryCall, {
        cat: 'irons',
        sort: 'id ASC',
        limit: 48,
      })
      const found = await shop.call(productSearchCall, { query: title })
      return [
        all.products.data.some((p) => p.uniqueId === 'iron-3'),
        found.data.some((p) => p.uniqueId === 'iron-3'),
      ]
    }
    // Ordered before it was hidden.
    const session = `s-${randomUUID()}`
    await shop.call(addToCartCall, { session, pid: id })
    const order = await shop.call(placeOrderCall, { session, ...delivery })
    expect(await listed()).toEqual([true, true])

    const hide = await written(backOfficeProductEditCall, { id, hidden: true })
    expect(hide.product.hidden).toBe(true)
    expect(await listed()).toEqual([false, false])
    expect((await shop.rawCall(productSingleCall.path, { unique: 'iron-3' })).statusCode).toBe(404)
    const add = await shop.rawCall(addToCartCall.path, { session: `s-${randomUUID()}`, pid: id })
    expect(add.statusCode).toBe(404)
    const kept = await shop.db
      .selectFrom('orders')
      .select('number')
      .where('number', '=', order.order.number)
      .executeTakeFirst()
    expect(kept).toBeDefined()

    const show = await written(backOfficeProductEditCall, { id, hidden: false })
    expect(show.product.hidden).toBe(false)
    expect(await listed()).toEqual([true, true])
    expect(await auditOf(`product:${id}`)).toHaveLength(2)
  })

  it('moves to a category chosen from the list; an unknown one is refused, changing nothing', async () => {
    const list = (await shop.call(backOfficeCategoriesCall, {}, asStaff)).categories
    expect(list.map((c) => c.uniqueId)).toEqual(expect.arrayContaining(['irons', 'hairdryers']))
    expect(Object.keys(list[0]!.names).sort()).toEqual(['AR', 'EN', 'FA'])
    const { id } = await productRow('iron-4')
    const unknown = await write(backOfficeProductEditCall.path, { id, category: 'toasters' })
    expect(refusalOf(unknown, 400).refusals).toEqual({ category: { reason: 'unknown' } })
    expect((await productRow('iron-4')).category).toBe('irons')
    const moved = await written(backOfficeProductEditCall, { id, category: 'hairdryers' })
    expect(moved.product.category).toBe('hairdryers')
    expect((await productRow('iron-4')).category).toBe('hairdryers')
  })

  it('keeps its pictures in a new order, without one taken out, with one added', async () => {
    const product = await backOfficeProduct('iron-6')
    const [first, second, ...rest] = product.pictures
    expect(second).toBeDefined()
    const before = await uploadedFiles()
    const edit = await written(backOfficeProductEditCall, {
      id: product.id,
      pictures: [
        { url: second!.url },
        { data: await picture('png') },
        ...rest.map(({ url }) => ({ url })),
      ],
    })
    const urls = edit.product.pictures.map((p) => p.url)
    expect(urls[0]).toBe(second!.url)
    expect(urls[1]).toMatch(/^products\/iron-6-[0-9a-f]{12}-960\.webp$/)
    expect(urls).not.toContain(first!.url)
    expect(urls).toHaveLength(rest.length + 2)
    expect((await uploadedFiles()).length - before.length).toBe(3)
    // The shop's page and card show them so.
    const page = await shop.call(productSingleCall, { unique: 'iron-6' })
    expect(page.gallery.map((p) => p.url)).toEqual(urls)
    expect((await productRow('iron-6')).img).toBe(second!.url)

    // A picture of another product is refused, and no new file is left.
    const other = (await backOfficeProduct('iron-7')).pictures[0]!.url
    const files = await uploadedFiles()
    const refused = await write(backOfficeProductEditCall.path, {
      id: product.id,
      pictures: [{ data: await picture('jpeg') }, { url: other }],
    })
    expect(refusalOf(refused, 400).refusals).toEqual({ 'pictures.1.url': { reason: 'unknown' } })
    expect(await uploadedFiles()).toEqual(files)
    expect((await backOfficeProduct('iron-6')).pictures.map((p) => p.url)).toEqual(urls)
  })

  it('renames an option per language, adds one, and removes one only once it is out of stock', async () => {
    const product = await backOfficeProduct('hairdryer-2')
    const [option] = product.variants
    const pricing = { price: option!.price, discount: option!.discount, depo: option!.depo }
    const renamed = await written(backOfficeProductEditCall, {
      id: product.id,
      variants: [{ id: option!.id, ...pricing, names: { EN: 'Night blue', FA: 'آبی شب', AR: '' } }],
      newVariants: [
        {
          type: 'color',
          value: '#2E8B57',
          names: { EN: 'Sea green', FA: 'سبز دریایی', AR: 'أخضر بحري' },
          price: 3_100_000,
          discount: 0,
          depo: 4,
        },
      ],
    })
    const after = renamed.product
    expect(after.variants.find((v) => v.id === option!.id)?.names).toEqual({
      EN: 'Night blue',
      FA: 'آبی شب',
      AR: '',
    })
    const added = after.variants.find((v) => v.value === '#2E8B57')
    expect(added).toMatchObject({ uniqueId: 'hairdryer-2-color-2e8b57', depo: 4 })
    assert(added)
    const page = await shop.rawCall(
      productSingleCall.path,
      { unique: 'hairdryer-2' },
      { headers: { lang: 'FA' } },
    )
    expect(page.body).toContain('سبز دریایی')

    // In stock: refused, with how many are left.
    const inStock = await write(backOfficeProductEditCall.path, {
      id: product.id,
      removeVariants: [added.id],
    })
    expect(refusalOf(inStock, 400).refusals).toEqual({
      'removeVariants.0': { reason: 'inStock', limit: 4 },
    })
    // Its stock set to 0 in the same change: removed.
    const removed = await written(backOfficeProductEditCall, {
      id: product.id,
      variants: [{ id: added.id, price: 3_100_000, discount: 0, depo: 0 }],
      removeVariants: [added.id],
    })
    expect(removed.product.variants.map((v) => v.id)).not.toContain(added.id)
    // A colour that is none is refused at its field.
    const bad = await write(backOfficeProductEditCall.path, {
      id: product.id,
      newVariants: [
        {
          type: 'color',
          value: 'blue',
          names: { EN: '', FA: '', AR: '' },
          price: 1,
          discount: 0,
          depo: 0,
        },
      ],
    })
    expect(refusalOf(bad, 400).refusals).toEqual({ 'newVariants.0.value': { reason: 'colour' } })
  })
})

describe('authenticity serials', () => {
  const registration = {
    serial: 'ir-۹۰۰۰۱',
    product_type: 'iron' as const,
    product: 'iron-3',
    seller: 'Tehran Home Store',
    registered_at: '2026-03-01',
    warranty_until: '2028-03-01',
  }

  it('registers one, audited, and the authenticity check finds it', async () => {
    const res = await written(serialRegisterCall, registration)
    expect(res.serial).toBe('IR-90001')
    const check = await shop.call(authenticityCall, { serial: 'IR-90001', type: 'iron' })
    expect(check).toMatchObject({
      status: true,
      product: { uniqueId: 'iron-3' },
    })
    const [entry] = await auditOf('serial:IR-90001')
    expect(entry).toMatchObject({ action: 'serial.register', before: 'null' })
    const again = await write(serialRegisterCall.path, registration)
    expect(refusalOf(again, 400).fields?.serial).toMatch(/already registered/)
    const unknown = await write(serialRegisterCall.path, {
      ...registration,
      serial: 'IR-90002',
      product: 'no-such-iron',
    })
    expect(refusalOf(unknown, 400).fields?.product).toMatch(/not in the catalogue/)
    const badDate = await write(serialRegisterCall.path, {
      ...registration,
      serial: 'IR-90003',
      registered_at: '2026-02-30',
    })
    expect(refusalOf(badDate, 400).fields?.registered_at).toMatch(/not a real date/)
    expect(await auditOf('serial:IR-90002')).toEqual([])
  })

  it('lists the registered serials newest first, found by serial in any digits and case, seller or product', async () => {
    const all = await shop.call(serialListCall, {}, asStaff)
    expect(all.total).toBe(await serialCount())
    const days = all.data.map((s) => s.registeredAt)
    expect(days).toEqual([...days].sort().reverse())
    const rows = async (query: string) => (await shop.call(serialListCall, { query }, asStaff)).data
    const found = async (query: string) => (await rows(query)).map((s) => s.serial)
    expect(await found('ir-۱۰۰۰۱')).toEqual(['IR-10001'])
    const [one] = await rows('IR-10001')
    expect(one).toMatchObject({
      serial: 'IR-10001',
      productType: 'iron',
      product: { uniqueId: expect.stringMatching(/^iron-/), title: expect.any(String) },
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    })
    assert(one)
    const seller = one.seller.slice(1, 6).toLowerCase()
    const bySeller = await rows(seller)
    expect(bySeller.length).toBeGreaterThan(0)
    expect(bySeller.every((row) => row.seller.toLowerCase().includes(seller))).toBe(true)
    const byProduct = await rows(one.product.uniqueId)
    expect(byProduct.length).toBeGreaterThan(0)
    expect(byProduct.every((row) => row.product.uniqueId.includes(one.product.uniqueId))).toBe(true)
    expect(await found('no such serial at all')).toEqual([])
  })

  it('refuses a CSV file with bad lines, each named by its number, writing none', async () => {
    const before = await serialCount()
    const csv = [
      serialsCsvHeader,
      'HD-80001,hairdryer,hairdryer-1,Shiraz Mall,2026-01-10,2028-01-10',
      'HD-80002,hairdryer,hairdryer-1,"Beauty, Co",2026-13-01,2028-01-10',
      'HD-80001,hairdryer,hairdryer-1,Shiraz Mall,2026-01-10,2028-01-10',
      'IR-10001,iron,iron-1,Shiraz Mall,2026-01-10,2028-01-10',
      'HD-80004,hairdryer,no-such-product,Shiraz Mall,2026-01-10,2028-01-10',
      'HD-80005,toaster,hairdryer-1,Shiraz Mall,2026-01-10,2028-01-10',
      'HD-80006,hairdryer,hairdryer-1',
      '',
    ].join('\n')
    const res = await write(serialsCsvCall.path, { csv })
    const refusal = refusalOf(res, 400)
    expect(refusal.message).toMatch(/6 lines are wrong/)
    expect(refusal.fields).toEqual({
      'line 3.registered_at': expect.stringMatching(/registered_at .*date/),
      'line 4.serial': expect.stringMatching(/also on line 2/),
      'line 5.serial': expect.stringMatching(/IR-10001 is already registered/),
      'line 6.product': expect.stringMatching(/no-such-product is not in the catalogue/),
      'line 7.product_type': expect.stringMatching(/product_type/),
      'line 8': expect.stringMatching(/3 fields/),
    })
    // Why, for a form to say in its language.
    expect(refusal.refusals).toEqual({
      'line 3.registered_at': { reason: expect.any(String) },
      'line 4.serial': { reason: 'repeated', limit: 2 },
      'line 5.serial': { reason: 'taken' },
      'line 6.product': { reason: 'unknown' },
      'line 7.product_type': { reason: 'choice' },
      'line 8': { reason: 'invalid' },
    })
    expect(await serialCount()).toBe(before)
    const header = await write(serialsCsvCall.path, { csv: 'serial;type\nx;y' })
    expect(refusalOf(header, 400).fields?.['line 1']).toMatch(/header/)
  })

  it('writes a good CSV file at once, each registration audited', async () => {
    const before = await serialCount()
    const csv = [
      serialsCsvHeader,
      'HD-70001,hairdryer,hairdryer-1,"Beauty, Co",2026-01-10,2028-01-10',
      'hd-70002,hairdryer,hairdryer-2,Shiraz Mall,2026-01-11,2028-01-11',
    ].join('\r\n')
    expect(await written(serialsCsvCall, { csv })).toEqual({ status: true, written: 2 })
    expect(await serialCount()).toBe(before + 2)
    const stored = await shop.db
      .selectFrom('serials')
      .selectAll()
      .where('serial', '=', 'HD-70001')
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      seller: 'Beauty, Co',
      warranty_until: '2028-01-10T00:00:00.000Z',
    })
    expect(await auditOf('serial:HD-70002')).toHaveLength(1)
  })
})
