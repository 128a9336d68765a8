import { describe, expect, it } from 'vitest'
import {
  homePageCall,
  projectListCall,
  sectionContentCall,
  seoSelectCall,
  serviceListCall,
  settingsCall,
  settingsSelectCall,
  siteConfigCall,
  siteSettingsResponseSchema,
} from '../../src/contract/content'
import { readConfig } from '../../server/config'
import { startTestShop } from './harness'

const shop = await startTestShop()
const locked = await startTestShop({ siteLockKey: '4821' })
const euroShop = await startTestShop({ currency: 'EUR' })

const codes: Record<number, string> = {
  400: 'validation_failed',
  404: 'not_found',
  423: 'site_locked',
}

function expectError(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toMatchObject({
    status: false,
    error: { code: codes[status], message: expect.any(String) },
  })
}

describe('settings', () => {
  it('sends conf as JSON text and the upload path', async () => {
    const res = await shop.rawCall(settingsSelectCall.path, {})
    expect(res.statusCode).toBe(200)
    const wire = res.json()
    expect(typeof wire.conf).toBe('string')
    const parsed = siteSettingsResponseSchema.parse(wire)
    expect(parsed.conf.lang).toBe('EN')
    expect(parsed.conf.title).toBe('Appliance Shop')
    expect(parsed.conf.paralax.title.length).toBeGreaterThan(0)
    expect(parsed.setting).toEqual({ upload_path: '/uploads/', luck: 0, currency: 'IRT' })
  })

  it('speaks the header language, or the body language of settings/call', async () => {
    const fa = siteSettingsResponseSchema.parse(
      (await shop.rawCall(settingsSelectCall.path, {}, { headers: { lang: 'FA' } })).json(),
    )
    expect(fa.conf.lang).toBe('FA')
    expect(fa.conf.title).toBe('فروشگاه لوازم خانگی')
    const ar = siteSettingsResponseSchema.parse(
      (await shop.rawCall(settingsCall.path, { lang: 'AR' }, { headers: { lang: 'FA' } })).json(),
    )
    expect(ar.conf.lang).toBe('AR')
    const config = siteSettingsResponseSchema.parse(
      (await shop.rawCall(siteConfigCall.path, {}, { headers: { lang: 'AR' } })).json(),
    )
    expect(config.conf.title).toBe(ar.conf.title)
  })

  it('rejects unknown fields and languages', async () => {
    expectError(await shop.rawCall(settingsSelectCall.path, { lang: 'FA' }), 400)
    expectError(await shop.rawCall(settingsCall.path, { lang: 'DE' }), 400)
    expectError(await shop.rawCall(siteConfigCall.path, { x: 1 }), 400)
  })

  it('reports the lock and still answers while locked, unlike content calls', async () => {
    for (const call of [settingsSelectCall, settingsCall, siteConfigCall]) {
      const res = await locked.rawCall(call.path, {})
      expect(res.statusCode).toBe(200)
      expect(res.json().setting).toEqual({ upload_path: '/uploads/', luck: 1, currency: 'IRT' })
    }
    expectError(await locked.rawCall(homePageCall.path, {}), 423)
    expectError(await locked.rawCall(sectionContentCall.path, { method: 'blog' }), 423)
  })
})

describe('the shop’s currency', () => {
  it('is named by every settings call, in every language', async () => {
    for (const call of [settingsSelectCall, settingsCall, siteConfigCall]) {
      for (const lang of ['EN', 'FA', 'AR']) {
        const res = await euroShop.rawCall(call.path, {}, { headers: { lang } })
        expect(res.statusCode).toBe(200)
        expect(siteSettingsResponseSchema.parse(res.json()).setting.currency).toBe('EUR')
      }
    }
  })

  it('comes from CURRENCY: the toman (IRT) by default, or an ISO 4217 code', () => {
    expect(readConfig({}).currency).toBe('IRT')
    expect(readConfig({ CURRENCY: 'EUR' }).currency).toBe('EUR')
    expect(readConfig({ CURRENCY: ' usd ' }).currency).toBe('USD')
    expect(readConfig({ CURRENCY: 'IRR' }).currency).toBe('IRR')
  })

  it('stops the server with a message naming CURRENCY for a code that is no currency', () => {
    for (const bad of ['TOMAN', 'XYZ', 'EURO', '€', '']) {
      expect(() => readConfig({ CURRENCY: bad })).toThrow(
        /CURRENCY: CURRENCY must be IRT \(Iranian toman\) or an ISO 4217 currency code/,
      )
    }
  })
})

describe('section/content', () => {
  const section = (body: unknown, lang = 'EN') =>
    shop.rawCall(sectionContentCall.path, body, { headers: { lang } })

  it('returns the four latest posts as content cards', async () => {
    const res = await section({ method: 'blog' })
    expect(res.statusCode).toBe(200)
    const { data } = sectionContentCall.response.parse(res.json())
    expect(data).toHaveLength(4)
    const latest = await shop.db
      .selectFrom('blog_posts')
      .select(['unique_id', 'view'])
      .where('lang', '=', 'EN')
      .orderBy('created_at', 'desc')
      .limit(4)
      .execute()
    expect(data.map((c) => c.uniqueId)).toEqual(latest.map((r) => r.unique_id))
    expect(data[0]?.date).toBe(data[0]?.created_at.slice(0, 10))
    expect(data[0]?.cat.length).toBeGreaterThan(0)
    expect(data[0]?.img).toMatch(/^blog\/.+\.webp$/)
  })

  it('orders the popular source by views and honours the limit', async () => {
    const { data } = sectionContentCall.response.parse(
      (await section({ method: 'blog_popular', limit: 6 })).json(),
    )
    expect(data).toHaveLength(6)
    const views = data.map((c) => c.view)
    expect(views).toEqual([...views].sort((a, b) => b - a))
  })

  it('takes the language from the body over the header', async () => {
    const fa = (await section({ method: 'blog', lang: 'FA' })).json()
    const en = (await section({ method: 'blog' })).json()
    expect(fa.data[0].uniqueId).toBe(en.data[0].uniqueId)
    expect(fa.data[0].title).not.toBe(en.data[0].title)
    expect(fa.data[0].title).toMatch(/[\u0600-\u06FF]/)
  })

  it('rejects bad methods, limits and fields', async () => {
    expectError(await section({ method: 'products' }), 400)
    expectError(await section({}), 400)
    expectError(await section({ method: 'blog', limit: 0 }), 400)
    expectError(await section({ method: 'blog', limit: 25 }), 400)
    expectError(await section({ method: 'blog', lang: 'fr' }), 400)
    expectError(await section({ method: 'blog', page: 2 }), 400)
  })
})

describe('seo/select', () => {
  it('finds a page SEO record by link or by slug', async () => {
    const byLink = await shop.rawCall(seoSelectCall.path, { link: '/about' })
    expect(byLink.statusCode).toBe(200)
    const seo = seoSelectCall.response.parse(byLink.json()).seo
    expect(seo.link).toBe('/about')
    expect(seo.title).toBe('About us')
    const bySlug = (await shop.rawCall(seoSelectCall.path, { page: 'about' })).json()
    expect(bySlug).toEqual(byLink.json())
    const fa = (
      await shop.rawCall(seoSelectCall.path, { link: '/' }, { headers: { lang: 'FA' } })
    ).json()
    expect(fa.seo.title).toMatch(/[\u0600-\u06FF]/)
  })

  it('needs exactly one of link and page, and a known one', async () => {
    expectError(await shop.rawCall(seoSelectCall.path, {}), 400)
    expectError(await shop.rawCall(seoSelectCall.path, { link: '/about', page: 'about' }), 400)
    expectError(await shop.rawCall(seoSelectCall.path, { link: 'about' }), 400)
    expectError(await shop.rawCall(seoSelectCall.path, { link: '/nowhere' }), 404)
    expectError(await shop.rawCall(seoSelectCall.path, { page: 'nowhere' }), 404)
  })
})

describe('projects and services', () => {
  for (const [call, table] of [
    [projectListCall, 'projects'],
    [serviceListCall, 'services'],
  ] as const) {
    it(`lists the latest ${table}`, async () => {
      const res = await shop.rawCall(call.path, { method: 'last', limit: 1000 })
      expect(res.statusCode).toBe(200)
      const { data } = call.response.parse(res.json())
      const rows = await shop.db
        .selectFrom(table)
        .select(['id', 'title'])
        .where('lang', '=', 'EN')
        .orderBy('created_at', 'desc')
        .execute()
      expect(data.map((d) => d.id)).toEqual(rows.map((r) => r.id))
      const two = call.response.parse((await shop.rawCall(call.path, { limit: 2 })).json())
      expect(two.data).toHaveLength(2)
      const fa = call.response.parse(
        (await shop.rawCall(call.path, { method: 'last', lang: 'FA' })).json(),
      )
      expect(fa.data[0]?.title).toMatch(/[\u0600-\u06FF]/)
    })

    it(`rejects bad ${table} requests`, async () => {
      expectError(await shop.rawCall(call.path, { method: 'first' }), 400)
      expectError(await shop.rawCall(call.path, { limit: 1001 }), 400)
      expectError(await shop.rawCall(call.path, { limit: 0 }), 400)
      expectError(await shop.rawCall(call.path, { lang: 'XX' }), 400)
      expectError(await shop.rawCall(call.path, { page: 1 }), 400)
    })
  }
})
