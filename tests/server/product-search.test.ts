import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { backOfficeProductEditCall } from '../../src/contract/back-office-catalogue'
import { productSearchCall } from '../../src/contract/catalogue'
import { searchWords } from '../../src/contract/search-text'
import { startTestShop } from './harness'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const staff = await createTestUser(shop.db, { role: 'staff' })

/** Every product a search finds, by uniqueId, read page by page. */
async function found(query: string, lang: 'EN' | 'FA' = 'EN'): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ; page++) {
    const body = await shop.call(
      productSearchCall,
      { cat: 'all', sort: 'id DESC', page, query },
      { headers: { lang } },
    )
    ids.push(...body.data.map((product) => product.uniqueId))
    if (ids.length >= body.total || body.data.length === 0) return ids.sort()
  }
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

async function rename(uniqueId: string, change: Record<string, unknown>) {
  const product = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow()
  await shop.call(
    backOfficeProductEditCall,
    { id: product.id, ...change },
    { headers: { ...staff.auth, 'idempotency-key': randomUUID() } },
  )
}

describe('a product search finds what a shopper means', () => {
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
