import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { CallWireResponse } from '../../src/contract/call'
import type { ApiErrorBody } from '../../src/contract/errors'
import {
  blogCategoryCall,
  blogHomeCall,
  blogPositions,
  blogSearchCall,
  blogSingleCall,
} from '../../src/contract/blog'
import { startTestShop } from './harness'

const shop = await startTestShop()

const codes: Record<number, string> = { 400: 'validation_failed', 404: 'not_found' }

function expectError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status)
  expect(res.json<ApiErrorBody>()).toMatchObject({
    status: false,
    error: { code: codes[status], message: expect.any(String) },
  })
}

const post = (unique: string, lang = 'EN') =>
  shop.db
    .selectFrom('blog_posts')
    .selectAll()
    .where('lang', '=', lang)
    .where('unique_id', '=', unique)
    .executeTakeFirstOrThrow()

async function postCount(lang: string) {
  const row = await shop.db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('blog/home', () => {
  it('returns the layout setting, SEO, categories and the latest posts', async () => {
    const res = await shop.rawCall(blogHomeCall.path, { per_page: 5 })
    expect(res.statusCode).toBe(200)
    // Sent as it is stored: the layout as JSON text.
    const wire = res.json<CallWireResponse<typeof blogHomeCall>>()
    expect(typeof wire.setting.data).toBe('string')
    const parsed = blogHomeCall.response.parse(wire)
    expect(parsed.setting.upload_path).toBe('/uploads/')
    expect(parsed.setting.data.map((e) => e.pos)).toEqual([...blogPositions])
    expect(parsed.seo.link).toBe('/blog')
    expect(parsed.cats).toHaveLength(3)
    const total = await postCount('EN')
    expect(total).toBeGreaterThanOrEqual(12)
    expect(parsed.cats.reduce((sum, c) => sum + c.count, 0)).toBe(total)
    expect(parsed.data).toMatchObject({ total, per_page: 5, current_page: 1 })
    expect(parsed.data.data).toHaveLength(5)
    const dates = parsed.data.data.map((p) => p.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('defaults per_page and bounds it', async () => {
    const parsed = await shop.call(blogHomeCall, {})
    expect(parsed.data.per_page).toBe(12)
    expectError(await shop.rawCall(blogHomeCall.path, { per_page: 0 }), 400)
    expectError(await shop.rawCall(blogHomeCall.path, { per_page: 49 }), 400)
    expectError(await shop.rawCall(blogHomeCall.path, { per_page: 'ten' }), 400)
    expectError(await shop.rawCall(blogHomeCall.path, { page: 2 }), 400)
  })

  it('speaks the header language', async () => {
    const fa = await shop.call(blogHomeCall, {}, { lang: 'FA' })
    const en = await shop.call(blogHomeCall, {})
    expect(fa.data.total).toBe(await postCount('FA'))
    expect(fa.cats.map((c) => c.uniqueId)).toEqual(en.cats.map((c) => c.uniqueId))
    expect(fa.cats[0]?.title).not.toBe(en.cats[0]?.title)
    expect(fa.seo.title).toMatch(/[\u0600-\u06FF]/)
  })
})

describe('blog/blog_cats', () => {
  it('lists the posts of one category, paged', async () => {
    const parsed = await shop.call(blogCategoryCall, { cat: 'ironing-tips' })
    expect(parsed.cat).toEqual({ uniqueId: 'ironing-tips', title: 'Ironing tips' })
    expect(parsed.seo.link).toBe('/blog/cat/ironing-tips')
    expect(parsed.data.data.length).toBeGreaterThan(0)
    expect(parsed.data.data.every((p) => p.cat_unique === 'ironing-tips')).toBe(true)
    expect(parsed.data).toMatchObject({ per_page: 12, current_page: 1 })
    expect(parsed.data.total).toBe(parsed.data.data.length)
    const second = await shop.call(blogCategoryCall, { cat: 'ironing-tips', page: 2 })
    expect(second.data.data).toEqual([])
    expect(second.data.current_page).toBe(2)
  })

  it('answers 404 for an unknown category and 400 for bad fields', async () => {
    expectError(await shop.rawCall(blogCategoryCall.path, { cat: 'recipes' }), 404)
    expectError(await shop.rawCall(blogCategoryCall.path, { cat: 5 }), 400)
    expectError(await shop.rawCall(blogCategoryCall.path, {}), 400)
    expectError(await shop.rawCall(blogCategoryCall.path, { cat: 'hair-care', page: 0 }), 400)
    expectError(await shop.rawCall(blogCategoryCall.path, { cat: 'hair-care', sort: 'id' }), 400)
  })
})

describe('blog/single', () => {
  it('returns a post and counts the view', async () => {
    const before = await post('steam-iron-basics')
    const parsed = await shop.call(blogSingleCall, { unique: 'steam-iron-basics' })
    expect(parsed.data.title).toBe(before.title)
    expect(parsed.data.body).toBe(before.body)
    expect(parsed.data.body).toContain('<p>')
    expect(parsed.data.cat).toEqual({ uniqueId: 'ironing-tips', title: 'Ironing tips' })
    expect(parsed.data.view).toBe(before.view + 1)
    expect(parsed.seo.link).toBe('/blog/detail/steam-iron-basics')
    expect(parsed.setting.upload_path).toBe('/uploads/')
    // The view is counted once the answer has gone.
    await expect.poll(async () => (await post('steam-iron-basics')).view).toBe(before.view + 1)
    await shop.rawCall(blogSingleCall.path, { unique: 'steam-iron-basics' })
    await expect.poll(async () => (await post('steam-iron-basics')).view).toBe(before.view + 2)
  })

  it('gives the post in the header language, counting only that language', async () => {
    const faBefore = await post('ionic-dryers', 'FA')
    const enBefore = await post('ionic-dryers', 'EN')
    const fa = await shop.call(blogSingleCall, { unique: 'ionic-dryers' }, { lang: 'FA' })
    expect(fa.data.title).toBe(faBefore.title)
    expect(fa.data.title).not.toBe(enBefore.title)
    await expect.poll(async () => (await post('ionic-dryers', 'FA')).view).toBe(faBefore.view + 1)
    expect((await post('ionic-dryers', 'EN')).view).toBe(enBefore.view)
  })

  it('answers 404 for an unknown post and 400 for a bad one', async () => {
    expectError(await shop.rawCall(blogSingleCall.path, { unique: 'no-such-post' }), 404)
    expectError(await shop.rawCall(blogSingleCall.path, { unique: 7 }), 400)
    expectError(await shop.rawCall(blogSingleCall.path, { unique: '' }), 400)
    expectError(await shop.rawCall(blogSingleCall.path, { unique: 'x'.repeat(101) }), 400)
    expectError(await shop.rawCall(blogSingleCall.path, { unique: 'ionic-dryers', view: 5 }), 400)
  })
})

describe('blog/search', () => {
  it('finds posts by text in the header language', async () => {
    const parsed = await shop.call(blogSearchCall, { query: 'Steam' })
    expect(parsed.total).toBeGreaterThan(1)
    expect(parsed.data).toHaveLength(Math.min(parsed.total, 12))
    for (const card of parsed.data) {
      const row = await post(card.uniqueId)
      expect(`${row.title} ${row.des} ${row.body}`.toLowerCase()).toContain('steam')
    }
    const fa = await shop.call(blogSearchCall, { query: 'سشوار' }, { lang: 'FA' })
    expect(fa.total).toBeGreaterThan(0)
    expect(fa.data[0]?.title).toMatch(/[\u0600-\u06FF]/)
  })

  it('takes wildcards literally and pages', async () => {
    const none = await shop.call(blogSearchCall, { query: '%%%%' })
    expect(none).toMatchObject({ data: [], total: 0, current_page: 1 })
    const page2 = await shop.call(blogSearchCall, { query: 'Steam', page: 2 })
    expect(page2.current_page).toBe(2)
  })

  it('needs a query longer than three characters', async () => {
    expectError(await shop.rawCall(blogSearchCall.path, { query: 'iro' }), 400)
    expectError(await shop.rawCall(blogSearchCall.path, { query: '   iron  '.slice(0, 6) }), 400)
    expectError(await shop.rawCall(blogSearchCall.path, {}), 400)
    expectError(await shop.rawCall(blogSearchCall.path, { query: 1234 }), 400)
    expectError(await shop.rawCall(blogSearchCall.path, { query: 'steam', cat: 'x' }), 400)
  })
})
