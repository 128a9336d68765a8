import { describe, expect, it } from 'vitest'
import {
  productCategoryCall,
  productSearchCall,
  productSingleCall,
  productSorts,
  type ProductSort,
} from '../../src/contract/catalogue'
import { productBrandCall } from '../../src/contract/brands'
import type { CallWireResponse } from '../../src/contract/call'
import { startTestShop } from './harness'
import type { ApiErrorBody } from '../../src/contract/errors'

const shop = await startTestShop()
const en = { headers: { lang: 'EN' } }
const fa = { headers: { lang: 'FA' } }

/** Every product as the sorts see it, straight from the database. */
async function allProducts(category?: string) {
  let query = shop.db
    .selectFrom('products')
    .select(['id', 'unique_id', 'category', 'price', 'discount', 'fav'])
  if (category) query = query.where('category', '=', category)
  const rows = await query.execute()
  return rows.map((row) => ({ ...row, pays: row.discount > 0 ? row.discount : row.price }))
}

function expectedOrder(rows: Awaited<ReturnType<typeof allProducts>>, sort: ProductSort) {
  const byIdDesc = (a: { id: number }, b: { id: number }) => b.id - a.id
  const sorted = [...rows]
  switch (sort) {
    case 'id DESC':
      return sorted.sort(byIdDesc)
    case 'id ASC':
      return sorted.sort((a, b) => a.id - b.id)
    case 'price ASC':
      return sorted.sort((a, b) => a.pays - b.pays || byIdDesc(a, b))
    case 'price DESC':
      return sorted.sort((a, b) => b.pays - a.pays || byIdDesc(a, b))
    case 'fav DESC':
      return sorted.sort((a, b) => b.fav - a.fav || byIdDesc(a, b))
  }
}

describe('product/cat', () => {
  it('lists a category page by page with totals and the category heading', async () => {
    const irons = await allProducts('irons')
    expect(irons).toHaveLength(30)
    const body = await shop.call(
      productCategoryCall,
      { cat: 'irons', sort: 'id DESC', page: 1 },
      en,
    )
    expect(body.products.total).toBe(30)
    expect(body.products.per_page).toBe(12)
    expect(body.products.current_page).toBe(1)
    expect(body.products.data.map((p) => p.uniqueId)).toEqual(
      expectedOrder(irons, 'id DESC')
        .slice(0, 12)
        .map((p) => p.unique_id),
    )
    expect(body.cat.cat.title).toBe('Irons')
    expect(body.cat.icon).toMatch(/^products\/iron-1-960\.webp$/)
    expect(body.seo.canonical).toBe('/product/irons')
    expect(body.seo.meta_key).toContain('steam iron')

    const page3 = await shop.call(
      productCategoryCall,
      { cat: 'irons', sort: 'id DESC', page: 3 },
      en,
    )
    expect(page3.products.data).toHaveLength(6)
    expect(page3.products.current_page).toBe(3)
    const past = await shop.call(
      productCategoryCall,
      { cat: 'irons', sort: 'id DESC', page: 4 },
      en,
    )
    expect(past.products.data).toEqual([])
    expect(past.products.total).toBe(30)
  })

  it.each(productSorts)('sorts every product by %s across pages', async (sort) => {
    const expected = expectedOrder(await allProducts(), sort).map((p) => p.unique_id)
    const seen: string[] = []
    for (let page = 1; page <= 5; page++) {
      const { products } = await shop.call(productCategoryCall, { cat: 'all', sort, page }, en)
      seen.push(...products.data.map((p) => p.uniqueId))
    }
    expect(seen).toEqual(expected)
  })

  it('gives list items with database prices, gallery and texts in the request language', async () => {
    const row = await shop.db
      .selectFrom('products')
      .innerJoin('product_texts', 'product_texts.product_id', 'products.id')
      .select(['products.id', 'price', 'discount', 'title', 'vahed', 'des', 'category'])
      .where('unique_id', '=', 'iron-1')
      .where('lang', '=', 'FA')
      .executeTakeFirstOrThrow()
    const body = await shop.call(productCategoryCall, { cat: 'irons', sort: 'id ASC', page: 1 }, fa)
    const item = body.products.data[0]
    expect(item).toMatchObject({
      id: row.id,
      uniqueId: 'iron-1',
      title: row.title,
      des: row.des,
      cat: 'irons',
      price: { price: row.price, discount: row.discount, vahed: { price: 'تومان' } },
      vahed: { price: row.vahed },
    })
    expect(item?.title).toMatch(/اتو/)
    expect(item?.gallery.length).toBeGreaterThanOrEqual(3)
    expect(item?.gallery[0]).toMatchObject({ width: 960, height: 960, widths: [320, 640, 960] })
    expect(item?.img).toBe(item?.gallery[0]?.url)
    const faHeading = body.cat.cat.title
    expect(faHeading).toBe('اتو')
  })

  it('takes a smaller page size', async () => {
    const body = await shop.call(
      productCategoryCall,
      { cat: 'hairdryers', sort: 'id DESC', page: 2, limit: 5 },
      en,
    )
    expect(body.products.per_page).toBe(5)
    expect(body.products.data).toHaveLength(5)
    expect(body.products.total).toBe(30)
    expect(body.products.data.every((p) => p.cat === 'hairdryers')).toBe(true)
  })

  it('answers an unknown category with 404 and bad input with 400', async () => {
    const missing = await shop.rawCall(productCategoryCall.path, {
      cat: 'toasters',
      sort: 'id DESC',
      page: 1,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'not_found' },
    })
    for (const body of [
      { cat: 'irons', sort: 'name ASC', page: 1 },
      { cat: 'irons', sort: 'id DESC', page: 0 },
      { cat: 'irons', sort: 'id DESC', page: 1, limit: 500 },
      { cat: 'irons', sort: 'id DESC', page: 1, extra: true },
      { sort: 'id DESC', page: 1 },
    ]) {
      const res = await shop.rawCall(productCategoryCall.path, body)
      expect(res.statusCode).toBe(400)
      expect(res.json<ApiErrorBody>()).toMatchObject({
        status: false,
        error: { code: 'validation_failed' },
      })
    }
  })
})

describe('product/search', () => {
  async function textsMatching(lang: string, needle: string) {
    const rows = await shop.db
      .selectFrom('products')
      .innerJoin('product_texts', 'product_texts.product_id', 'products.id')
      .select(['unique_id', 'title', 'des', 'model', 'category'])
      .where('lang', '=', lang)
      .execute()
    const n = needle.toLowerCase()
    return rows.filter((r) => [r.title, r.des, r.model].some((t) => t.toLowerCase().includes(n)))
  }

  it('finds products by title case-insensitively, with totals and pages', async () => {
    const expected = await textsMatching('EN', 'glide')
    expect(expected.length).toBeGreaterThan(0)
    const body = await shop.call(
      productSearchCall,
      { cat: 'all', sort: 'id DESC', page: 1, query: 'GLIDE' },
      en,
    )
    expect(body.total).toBe(expected.length)
    expect(body.per_page).toBe(12)
    expect(body.current_page).toBe(1)
    expect(body.data.map((p) => p.uniqueId).sort()).toEqual(expected.map((p) => p.unique_id).sort())
  })

  it('searches the request language and the model, inside one category', async () => {
    const expected = (await textsMatching('FA', 'سشوار')).filter((r) => r.category === 'hairdryers')
    expect(expected).toHaveLength(30)
    const body = await shop.call(
      productSearchCall,
      { cat: 'hairdryers', sort: 'price ASC', page: 3, query: 'سشوار' },
      fa,
    )
    expect(body.total).toBe(30)
    expect(body.data).toHaveLength(6)
    const model = (
      await shop.db
        .selectFrom('products')
        .select('model')
        .where('unique_id', '=', 'iron-2')
        .executeTakeFirstOrThrow()
    ).model
    const byModel = await shop.call(
      productSearchCall,
      { cat: 'irons', sort: 'id DESC', page: 1, query: model.toLowerCase() },
      en,
    )
    expect(byModel.data.map((p) => p.uniqueId)).toContain('iron-2')
    const other = await shop.call(
      productSearchCall,
      { cat: 'hairdryers', sort: 'id DESC', page: 1, query: model },
      en,
    )
    expect(other.total).toBe(0)
  })

  it('takes wildcard characters literally', async () => {
    const body = await shop.call(productSearchCall, {
      cat: 'all',
      sort: 'id DESC',
      page: 1,
      query: '%%%%',
    })
    expect(body).toMatchObject({ data: [], total: 0 })
  })

  it('refuses a query of 1 character and an unknown category', async () => {
    const short = await shop.rawCall(productSearchCall.path, {
      cat: 'all',
      sort: 'id DESC',
      page: 1,
      query: ' a ',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json<ApiErrorBody>().error.fields).toHaveProperty('query')
    const missing = await shop.rawCall(productSearchCall.path, {
      cat: 'kettles',
      sort: 'id DESC',
      page: 1,
      query: 'glide',
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('product/brand', () => {
  /** A brand's products, newest first, straight from the database. */
  async function productsOf(brand: string) {
    const rows = await shop.db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .select(['products.unique_id', 'brands.title'])
      .where('brands.unique_id', '=', brand)
      .orderBy('products.id', 'desc')
      .execute()
    return rows
  }

  it('lists only the brand’s products, newest first, with its name and SEO texts', async () => {
    const expected = await productsOf('kavir')
    expect(expected.length).toBeGreaterThan(0)
    const body = await shop.call(productBrandCall, { brand: 'kavir' }, en)
    expect(body.brand).toEqual({ uniqueId: 'kavir', title: 'Kavir' })
    expect(body.products).toMatchObject({ total: expected.length, per_page: 12, current_page: 1 })
    expect(body.products.data.map((p) => p.uniqueId)).toEqual(
      expected.slice(0, 12).map((p) => p.unique_id),
    )
    expect(body.products.data.every((p) => p.brand?.uniqueId === 'kavir')).toBe(true)
    expect(body.seo).toMatchObject({
      title: 'Kavir',
      canonical: '/brand/kavir',
      meta_description: 'Irons and hair dryers by Kavir.',
      meta_key: ['Kavir'],
    })
    const persian = await shop.call(productBrandCall, { brand: 'kavir' }, fa)
    expect(persian.seo.meta_description).toBe('اتو و سشوارهای Kavir.')
    expect(persian.products.data[0]?.title).toMatch(/[\u0600-\u06ff]/)
  })

  it('pages the list', async () => {
    const expected = await productsOf('aurora')
    const past = Math.ceil(expected.length / 12) + 1
    const body = await shop.call(productBrandCall, { brand: 'aurora', page: past }, en)
    expect(body.products).toMatchObject({ data: [], total: expected.length, current_page: past })
  })

  it('answers an unknown brand with 404 and bad input with 400', async () => {
    const missing = await shop.rawCall(productBrandCall.path, { brand: 'no-such-brand' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'not_found' },
    })
    for (const body of [{}, { brand: '' }, { brand: 'kavir', page: 0 }, { brand: 'kavir', x: 1 }]) {
      const res = await shop.rawCall(productBrandCall.path, body)
      expect(res.statusCode).toBe(400)
    }
  })
})

describe('product/single', () => {
  it('gives every detail of a product', async () => {
    const product = await shop.db
      .selectFrom('products')
      .selectAll()
      .where('unique_id', '=', 'iron-1')
      .executeTakeFirstOrThrow()
    const variants = await shop.db
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute()
    const votes = await shop.db
      .selectFrom('reviews')
      .select('vote')
      .where('product_id', '=', product.id)
      .execute()
    const res = await shop.rawCall(productSingleCall.path, { unique: 'iron-1' }, en)
    expect(res.statusCode).toBe(200)
    // Sent as stored: the box, its points and the attributes as JSON text.
    const wire = res.json<CallWireResponse<typeof productSingleCall>>()
    expect(typeof wire.pro.box).toBe('string')
    expect(typeof wire.pro.noghat).toBe('string')
    expect(typeof wire.attr).toBe('string')
    const body = productSingleCall.response.parse(wire)
    expect(body.pro).toMatchObject({
      id: product.id,
      uniqueId: 'iron-1',
      model: product.model,
      sk: 'IR-10001',
      mainCat: 'irons',
    })
    expect(body.pro.title).toMatch(/Steam Iron|Iron/)
    expect(body.pro.box).toEqual(JSON.parse(product.box))
    expect(body.pro.noghat.ghovat).toHaveLength(3)
    expect(body.pro.noghat.zaf).toHaveLength(2)
    expect(body.ex.cat).toEqual({ uniqueId: 'irons', title: 'Irons' })
    expect(body.ex.img.url).toBe(product.img)
    expect(body.gallery).toHaveLength(4)
    expect(body.dynamic).toHaveLength(variants.length)
    const first = variants[0]
    expect(first).toBeDefined()
    expect(body.dynamic[0]).toMatchObject({
      id: first?.id,
      uniqueId: first?.unique_id,
      depo: first?.depo,
      price: { prc: first?.price, discount: first?.discount },
    })
    expect(body.def).toMatchObject({
      price: first?.price,
      discount: first?.discount,
      dynamic: first?.unique_id,
      vahed: 'Toman',
    })
    expect(body.price).toEqual({
      price: first?.price,
      quty: variants.reduce((s, v) => s + v.depo, 0),
      dynamic: true,
    })
    expect(body.attr.map((a) => a.type)).toContain('Soleplate')
    expect(body.art).toContain('<h2>')
    expect(body.info.review).toBe(14)
    expect(body.info.comment).toBe(12)
    const average = votes.reduce((s, v) => s + v.vote, 0) / votes.length
    expect(body.info.vote).toBeCloseTo(average, 1)
    expect(body.seo.canonical).toBe('/product/single/iron-1')
  })

  it('shows a product without options and without stock', async () => {
    const body = await shop.call(productSingleCall, { unique: 'iron-10' }, fa)
    expect(body.dynamic).toEqual([])
    expect(body.price.dynamic).toBe(false)
    expect(body.price.quty).toBe(0)
    expect(body.def.dynamic).toBe('')
    expect(body.ex.brand).toBeNull()
    expect(body.pro.brand).toBe('')
    expect(body.def.vahed).toBe('تومان')
  })

  it('answers an unknown product with 404', async () => {
    const res = await shop.rawCall(productSingleCall.path, { unique: 'no-such-product' })
    expect(res.statusCode).toBe(404)
    expect(res.json<ApiErrorBody>()).toMatchObject({ status: false, error: { code: 'not_found' } })
    const bad = await shop.rawCall(productSingleCall.path, { unique: '' })
    expect(bad.statusCode).toBe(400)
  })
})

describe('product list of the catalogue repository', () => {
  it('gives the latest products and single products by uniqueId in few queries', async () => {
    const { productListItems } = shop.app.catalogueRepository
    const latest = await productListItems('EN', { limit: 3 })
    const newest = (await allProducts()).sort((a, b) => b.id - a.id).slice(0, 3)
    expect(latest.map((p) => p.uniqueId)).toEqual(newest.map((p) => p.unique_id))
    expect(new Set(latest.map((p) => p.cat))).toEqual(new Set(['irons', 'hairdryers']))
    const one = await productListItems('AR', { limit: 1, uniqueIds: ['hairdryer-2'] })
    expect(one).toHaveLength(1)
    expect(one[0]?.title).toMatch(/مجفف/)
    expect(await productListItems('EN', { limit: 5, uniqueIds: [] })).toEqual([])
  })
})
