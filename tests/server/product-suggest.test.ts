import { describe, expect, it } from 'vitest'
import { productSuggestCall, productSuggestionsShown } from '../../src/contract/catalogue'
import type { ApiErrorBody } from '../../src/contract/errors'
import { startTestShop } from './harness'
import { editProductAsStaff } from './staff-product-edit'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const staff = await createTestUser(shop.db, { role: 'staff' })

/** What the search box suggests for a text, by uniqueId, in the order shown. */
async function suggested(query: string, lang: 'EN' | 'FA' = 'EN'): Promise<string[]> {
  const body = await shop.call(productSuggestCall, { query }, { headers: { lang } })
  return body.products.map((product) => product.uniqueId)
}

const edit = (uniqueId: string, change: Record<string, unknown>) =>
  editProductAsStaff(shop, staff, uniqueId, change)

describe('the search box suggests products as a shopper types', () => {
  it('finds irons from the first letters of the word, with what a suggestion shows', async () => {
    const body = await shop.call(productSuggestCall, { query: 'iro' }, { headers: { lang: 'EN' } })
    expect(body.products.length).toBeGreaterThan(0)
    for (const product of body.products) {
      expect(product.title.toLowerCase()).toContain('iron')
      expect(product.img).not.toBe('')
      expect(product.price.vahed.price).not.toBe('')
    }
    expect(Object.keys(body.products[0]!).sort()).toEqual([
      'img',
      'picture',
      'price',
      'title',
      'uniqueId',
    ])
    // The picture's stored widths: a thumbnail is read at the smallest.
    expect(body.products[0]!.picture?.widths?.length).toBeGreaterThan(1)
    expect(await suggested('  iron ')).toEqual(await suggested('iron'))
  })

  it('suggests at most six products, the same for the same text', async () => {
    const titles = await shop.db
      .selectFrom('product_texts')
      .select('title')
      .where('lang', '=', 'EN')
      .execute()
    const irons = titles.filter(({ title }) => /\biron/i.test(title))
    expect(irons.length).toBeGreaterThan(productSuggestionsShown)
    const found = await suggested('iron')
    expect(found).toHaveLength(productSuggestionsShown)
    expect(new Set(found).size).toBe(found.length)
    expect(await suggested('iron')).toEqual(found)
  })

  it('suggests in the request’s language', async () => {
    const persian = await suggested('اتو', 'FA')
    expect(persian.length).toBeGreaterThan(0)
    expect(await suggested('xqzv')).toEqual([])
    // Punctuation holds no word: nothing is suggested.
    expect(await suggested('%%%%')).toEqual([])
  })

  it('puts a product named by the word before one that only describes it', async () => {
    await edit('iron-3', {
      texts: { EN: { title: 'Quietfold travel iron', des: 'Small.', art: '' } },
    })
    await edit('iron-9', {
      texts: { EN: { title: 'Steam iron', des: 'Folds as small as a Quietfold.', art: '' } },
    })
    expect(await suggested('quietf')).toEqual(['iron-3', 'iron-9'])
  })

  it('never suggests a hidden product', async () => {
    const [first] = await suggested('iron')
    expect(first).toBeDefined()
    await edit(first!, { hidden: true })
    expect(await suggested('iron')).not.toContain(first)
  })

  it('refuses a text of 1 character with a field error', async () => {
    const short = await shop.rawCall(productSuggestCall.path, { query: ' a ' })
    expect(short.statusCode).toBe(400)
    expect(short.json<ApiErrorBody>().error.fields).toHaveProperty('query')
    const long = await shop.rawCall(productSuggestCall.path, { query: 'a'.repeat(101) })
    expect(long.statusCode).toBe(400)
    const extra = await shop.rawCall(productSuggestCall.path, { query: 'iron', page: 2 })
    expect(extra.statusCode).toBe(400)
  })
})
