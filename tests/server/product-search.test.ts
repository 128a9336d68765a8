import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { productSearchCall, productSingleCall } from '../../src/contract/catalogue'
import { searchWords } from '../../src/contract/search-text'
import { savedProducts } from '../../src/features/catalogue/lib/saved-products'
import { searchSavedProducts } from '../../src/features/catalogue/lib/saved-search'
import { startTestShop } from './harness'
import { editProductAsStaff } from './staff-product-edit'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const staff = await createTestUser(shop.db, { role: 'staff' })

type Lang = 'EN' | 'FA' | 'AR'

/** Every product a search finds, by uniqueId, in the order found, read page by page. */
async function foundInOrder(
  query: string,
  lang: Lang = 'EN',
  sort: 'relevance' | 'id DESC' = 'relevance',
): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ; page++) {
    const body = await shop.call(
      productSearchCall,
      { cat: 'all', sort, page, query },
      { headers: { lang } },
    )
    ids.push(...body.data.map((product) => product.uniqueId))
    if (ids.length >= body.total || body.data.length === 0) return ids
  }
}

/** Every product a search finds, by uniqueId, sorted. */
async function found(query: string, lang: Lang = 'EN'): Promise<string[]> {
  return (await foundInOrder(query, lang)).sort()
}

/** The products whose title, model or description in a language holds the word, as a word. */
async function holding(word: string, lang: 'EN' | 'FA' = 'EN'): Promise<string[]> {
  const rows = await shop.db
    .selectFrom('products')
    .innerJoin('product_texts as t', 't.product_id', 'products.id')
    .select(['products.unique_id', 't.title', 't.des', 'products.model'])
    .where('t.lang', '=', lang)
    .where('products.hidden', '=', 0)
    .execute()
  return rows
    .filter((row) => searchWords(`${row.title} ${row.model} ${row.des}`).includes(word))
    .map((row) => row.unique_id)
    .sort()
}

const rename = (uniqueId: string, change: Record<string, unknown>) =>
  editProductAsStaff(shop, staff, uniqueId, change)

describe('a product search finds what a shopper means', () => {
  it('finds a word of two or three letters from its start: the Persian اتو, iron', async () => {
    const irons = await found('اتو', 'FA')
    expect(irons.length).toBeGreaterThan(0)
    expect(irons.every((id) => id.startsWith('iron-'))).toBe(true)
    expect(await found('اتوی', 'FA')).toEqual(irons)
    // A plural finds what its singular finds: irons (اتوها), hair dryers (مجففات).
    expect(await found('اتوها', 'FA')).toEqual(irons)
    expect(await found('مجففات', 'AR')).toEqual(await found('مجفف', 'AR'))
    const st = await found('st')
    expect(st).toEqual(expect.arrayContaining(await holding('steam')))
  })

  it('finds two words written as one, one letter off: “hairdrier” finds hair dryers', async () => {
    const dryers = await found('hair dryer')
    expect(dryers.length).toBeGreaterThan(0)
    expect(await found('hairdryer')).toEqual(dryers)
    expect(await found('hairdrier')).toEqual(dryers)
  })

  it('reads Arabic keyboards’ ي and ك as Persian ی and ک, and Persian digits as Latin ones', async () => {
    const persian = await found('کویر', 'FA')
    expect(persian.length).toBeGreaterThan(0)
    expect(await found('كوير', 'FA')).toEqual(persian)
    const latinDigits = await found('2000', 'FA')
    expect(latinDigits.length).toBeGreaterThan(0)
    expect(await found('۲۰۰۰', 'FA')).toEqual(latinDigits)
  })

  it('finds every word in any order, and a word from its first letters', async () => {
    const steamIron = await found('steam iron')
    expect(steamIron.length).toBeGreaterThan(0)
    expect(await found('iron steam')).toEqual(steamIron)
    expect(await found('stea')).toEqual(expect.arrayContaining(await holding('steam')))
  })

  it('finds a word typed one letter wrong, or in its plural, from four letters on', async () => {
    const steam = await holding('steam')
    expect(steam.length).toBeGreaterThan(0)
    expect(await found('steem')).toEqual(expect.arrayContaining(steam))
    expect(await found('irons')).toEqual(expect.arrayContaining(await holding('iron')))
    // Two letters off is no typo: "irnx" is not read as "iron".
    expect(await found('irnx')).toEqual([])
  })

  it('finds a word only an option’s name holds', async () => {
    const option = await shop.db
      .selectFrom('product_variant_texts as n')
      .innerJoin('product_variants as v', 'v.id', 'n.variant_id')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['n.name', 'p.unique_id'])
      .where('n.lang', '=', 'EN')
      .where('n.name', '!=', '')
      .executeTakeFirstOrThrow()
    const word = searchWords(option.name).find((w) => w.length >= 4)!
    expect((await holding(word)).includes(option.unique_id)).toBe(false)
    expect(await found(word)).toContain(option.unique_id)
  })

  it('ranks a word of the title above a word of the description, and sorts as asked', async () => {
    await rename('iron-3', {
      texts: { EN: { title: 'Quillmaren steam iron', des: 'Light.', art: '' } },
    })
    await rename('iron-9', {
      texts: { EN: { title: 'Travel iron', des: 'Softer than a quillmaren.', art: '' } },
    })
    expect(await foundInOrder('quillmaren')).toEqual(['iron-3', 'iron-9'])
    expect(await foundInOrder('quillmaren', 'EN', 'id DESC')).toEqual(['iron-9', 'iron-3'])
  })

  it('says nothing matched and offers what is close: products holding one of the words', async () => {
    const body = await shop.call(
      productSearchCall,
      { cat: 'hairdryers', page: 1, query: 'steam zzqqxx' },
      { headers: { lang: 'EN' } },
    )
    expect(body).toMatchObject({ data: [], total: 0 })
    expect(body.close?.length).toBeGreaterThan(0)
    const steam = await holding('steam')
    expect(body.close!.every((product) => steam.includes(product.uniqueId))).toBe(true)
    const none = await shop.call(
      productSearchCall,
      { cat: 'all', page: 1, query: 'zzqqxx' },
      { headers: { lang: 'EN' } },
    )
    expect(none.close).toEqual([])
  })

  it('follows the back office at once: a renamed product is found by its new name, a hidden one not at all', async () => {
    expect(await found('zephyrglide')).toEqual([])
    await rename('iron-7', {
      texts: { EN: { title: 'Zephyrglide travel iron', des: 'Light.', art: '' } },
    })
    expect(await found('zephyrglide')).toEqual(['iron-7'])
    expect(await found('zephyr')).toEqual(['iron-7'])
    await rename('iron-7', { hidden: true })
    expect(await found('zephyrglide')).toEqual([])
  })
})

describe('the device’s own search', () => {
  /**
   * A device that read every product's page in a language: what it saved, as the query cache
   * holds it.
   */
  async function deviceThatSavedAll(lang: Lang) {
    const client = new QueryClient()
    const products = await shop.db
      .selectFrom('products')
      .select('unique_id')
      .where('hidden', '=', 0)
      .execute()
    for (const { unique_id } of products) {
      const page = await shop.call(productSingleCall, { unique: unique_id }, { headers: { lang } })
      client.setQueryData(['catalogue', 'product', unique_id, lang], page)
    }
    return savedProducts(client, lang)
  }

  const queries: Record<Lang, string[]> = {
    EN: ['st', 'ste', 'steam iron', 'iron steam', 'steem', 'irons', 'dryers', 'hairdrier', 'irn'],
    FA: ['اتو', 'اتوها', 'اتوی بخار', 'كوير', 'کویر', '۲۰۰۰', 'سشوار', 'مخزندار'],
    AR: ['مكواة', 'مكواه بخار', 'مجففات', 'كوير'],
  }

  it.each(Object.keys(queries) as Lang[])(
    'finds the same products as the shop, on a device that saved them all (%s)',
    async (lang) => {
      const saved = await deviceThatSavedAll(lang)
      for (const query of queries[lang]) {
        const offline = searchSavedProducts(saved, { q: query, cat: 'all', page: 1 })
        const device = Array.from(
          { length: Math.ceil(offline.total / 12) },
          (_, at) => searchSavedProducts(saved, { q: query, cat: 'all', page: at + 1 }).data,
        )
          .flat()
          .map((product) => product.uniqueId)
          .sort()
        expect({ query, found: device }).toEqual({ query, found: await found(query, lang) })
      }
    },
  )
})
