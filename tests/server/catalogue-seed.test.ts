import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createDatabase, type Db } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seedCatalogue } from '../../server/seed/catalogue'
import { startTestShop } from './harness'

const shop = await startTestShop()

async function count(
  db: Db,
  table:
    | 'products'
    | 'product_texts'
    | 'product_variants'
    | 'product_variant_texts'
    | 'reviews'
    | 'questions'
    | 'answers'
    | 'serials'
    | 'product_images',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Titles that more than one product has in a language. */
async function repeatedTitles(db: Db) {
  return db
    .selectFrom('product_texts')
    .select(['lang', 'title', (eb) => eb.fn.countAll().as('products')])
    .groupBy(['lang', 'title'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute()
}

async function emptyDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-catalogue-seed-'))
  const db = createDatabase({ dataDir: dir })
  await migrateToLatest(db)
  return { db, dir }
}

describe('the demo catalogue', () => {
  it('holds 30 products per category with texts in every language, pictures and options', async () => {
    const perCategory = await shop.db
      .selectFrom('products')
      .select(['category', (eb) => eb.fn.countAll().as('count')])
      .groupBy('category')
      .orderBy('category')
      .execute()
    expect(perCategory.map((r) => [r.category, Number(r.count)])).toEqual([
      ['hairdryers', 30],
      ['irons', 30],
    ])
    expect(await count(shop.db, 'product_texts')).toBe(180)
    const galleries = await shop.db
      .selectFrom('product_images')
      .select(['product_id', (eb) => eb.fn.countAll().as('count')])
      .groupBy('product_id')
      .execute()
    expect(galleries).toHaveLength(60)
    expect(galleries.every((g) => Number(g.count) >= 3)).toBe(true)
    const categories = await shop.db
      .selectFrom('product_categories')
      .selectAll()
      .orderBy('id')
      .execute()
    expect(categories.map((c) => `${c.unique_id}:${c.lang}`)).toEqual([
      'irons:EN',
      'irons:FA',
      'irons:AR',
      'hairdryers:EN',
      'hairdryers:FA',
      'hairdryers:AR',
    ])
    expect(await count(shop.db, 'product_variants')).toBeGreaterThan(60)
    expect(await count(shop.db, 'serials')).toBe(180)
    const unanswered = await shop.db
      .selectFrom('questions')
      .leftJoin('answers', 'answers.question_id', 'questions.id')
      .select('questions.id')
      .where('answers.id', 'is', null)
      .execute()
    expect(unanswered).toEqual([])
    const reviewers = await shop.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', 'like', '%@reviewers.example')
      .execute()
    expect(reviewers.length).toBe(6)
    expect(reviewers.every((r) => r.password_hash === '!')).toBe(true)
  })

  it('gives every product a title of its own in every language', async () => {
    expect(await repeatedTitles(shop.db)).toEqual([])
    const titles = await shop.db
      .selectFrom('product_texts')
      .select(['lang', 'title'])
      .where('lang', '=', 'EN')
      .execute()
    expect(titles).toHaveLength(60)
    // The power rating, which tells products apart, is in the title.
    expect(titles.every(({ title }) => /\d+W$/.test(title))).toBe(true)
  })

  it('is the same on every run, adds extra products in bulk and renders pictures', async () => {
    const { db, dir } = await emptyDatabase()
    const uploads = join(dir, 'uploads')
    try {
      await seedCatalogue(db, { uploadsDir: uploads, products: 560 })
      expect(await count(db, 'products')).toBe(60 + 500)
      expect(await count(db, 'product_texts')).toBe(3 * 560)
      expect(await count(db, 'reviews')).toBe(await count(shop.db, 'reviews'))
      const pick = (d: Db) =>
        d
          .selectFrom('products')
          .innerJoin('product_texts', 'product_texts.product_id', 'products.id')
          .select(['unique_id', 'price', 'discount', 'depo', 'fav', 'vote', 'title', 'attr'])
          .where('unique_id', 'in', ['iron-1', 'hairdryer-17'])
          .where('lang', '=', 'FA')
          .orderBy('unique_id')
          .execute()
      expect(await pick(db)).toEqual(await pick(shop.db))
      expect(await repeatedTitles(db)).toEqual([])
      expect(await count(db, 'product_variant_texts')).toBe(
        3 * (await count(db, 'product_variants')),
      )
      const extra = await db
        .selectFrom('products')
        .select(['unique_id', 'img'])
        .where('unique_id', '=', 'hairdryer-280')
        .executeTakeFirstOrThrow()
      expect(extra.img).toMatch(/^products\/hairdryer-\d-960\.webp$/)
      for (const width of [320, 640, 960]) {
        const file = join(uploads, extra.img.replace('-960.', `-${width}.`))
        expect(existsSync(file)).toBe(true)
        const meta = await sharp(file).metadata()
        expect(meta).toMatchObject({ format: 'webp', width, height: width })
      }
    } finally {
      await db.destroy()
    }
  })
})
