import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import { productSearchCall } from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import { buildApp } from '../../server/app'
import { defaultConfig, readConfig } from '../../server/config'
import { createDatabase } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seedDemoShop } from '../../server/seed/index'
import { demoProductCount } from '../../server/seed/seed-options'
import { callShop, contractCalls } from '../shop-calls'

const postgresUrl =
  process.env.SHOP_TEST_DIALECT === 'postgres' ? process.env.TEST_DATABASE_URL : undefined

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query(sqlText)
  } finally {
    await client.end()
  }
}

/** An empty database of the suite's kind that only this test uses, dropped after it. */
async function emptyDatabase(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seed-size-'))
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
  if (!postgresUrl) return { dataDir }
  const name = `shop_seed_size_${randomUUID().slice(0, 8)}`
  await admin(`CREATE DATABASE ${name}`)
  onTestFinished(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return { dataDir, databaseUrl: url.toString() }
}

describe('a demo shop seeded with a number of products', () => {
  it('holds that many products in all, each found by the search', async () => {
    const products = demoProductCount + 11
    const where = await emptyDatabase()
    const db = createDatabase(where)
    await migrateToLatest(db)
    await seedDemoShop(db, { uploadsDir: undefined, products })
    const app = await buildApp({
      config: defaultConfig({ ...where, staticDir: join(where.dataDir, 'no-built-app') }),
      db,
    })
    onTestFinished(async () => {
      await app.close()
      await db.destroy()
    })
    const call = contractCalls((path, body, options) => callShop(app, path, body, options))
    const found = async (query: string, lang: Language) => {
      const ids: string[] = []
      for (let page = 1; ; page++) {
        const answer = await call(
          productSearchCall,
          { cat: 'all', sort: 'id DESC', page, query },
          { lang },
        )
        ids.push(...answer.data.map((product) => product.uniqueId))
        if (ids.length >= answer.total || answer.data.length === 0) return ids
      }
    }

    const rows = await db
      .selectFrom('products')
      .innerJoin('product_texts as t', 't.product_id', 'products.id')
      .select(['products.unique_id', 'products.category', 't.lang', 't.title'])
      .orderBy('products.id')
      .execute()
    const english = rows.filter((row) => row.lang === 'EN')
    expect(english).toHaveLength(products)
    const generated = english.slice(demoProductCount)
    expect(generated.map((row) => row.unique_id)).toEqual([
      'iron-31',
      'hairdryer-31',
      'iron-32',
      'hairdryer-32',
      'iron-33',
      'hairdryer-33',
      'iron-34',
      'hairdryer-34',
      'iron-35',
      'hairdryer-35',
      'iron-36',
    ])

    // Each generated product by its own title, in English and in Persian.
    for (const { unique_id: uniqueId } of generated) {
      for (const lang of ['EN', 'FA'] as const) {
        const title = rows.find((row) => row.unique_id === uniqueId && row.lang === lang)!.title
        expect(await found(title, lang), `${lang} ${title}`).toContain(uniqueId)
      }
    }
    // An edition is named only in generated products' titles: its word finds them and no other.
    const withEdition = generated
      .filter((row) => row.title.endsWith(' Edition'))
      .map((row) => row.unique_id)
    expect(withEdition.length).toBeGreaterThan(0)
    expect((await found('edition', 'EN')).sort()).toEqual(withEdition.sort())
    // A common word finds the demo's products and the generated ones alike.
    const irons = english.filter((row) => row.category === 'irons').map((row) => row.unique_id)
    expect((await found('اتو', 'FA')).sort()).toEqual(irons.sort())
  })

  it('is never smaller than the demo catalogue', () => {
    expect(readConfig({ SEED_PRODUCTS: '10000' }).seedProducts).toBe(10_000)
    expect(() => readConfig({ SEED_PRODUCTS: String(demoProductCount - 1) })).toThrow(
      `SEED_PRODUCTS is the catalogue's products in all, at least the demo's ${demoProductCount}`,
    )
  })
})
