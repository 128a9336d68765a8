import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { CallRequest, CallWireResponse } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import type { ApiErrorBody } from '../../src/contract/errors'
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

function expectError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status)
  expect(res.json<ApiErrorBody>()).toMatchObject({
    status: false,
    error: { code: codes[status], message: expect.any(String) },
  })
}

describe('settings', () => {
  it('sends conf as JSON text and the upload path', async () => {
    const res = await shop.rawCall(settingsSelectCall.path, {})
    expect(res.statusCode).toBe(200)
    const wire = res.json<CallWireResponse<typeof settingsSelectCall>>()
    expect(typeof wire.conf).toBe('string')
    const parsed = siteSettingsResponseSchema.parse(wire)
    expect(parsed.conf.lang).toBe('EN')
    expect(parsed.conf.title).toBe('Appliance Shop')
    expect(parsed.conf.paralax.title.length).toBeGreaterThan(0)
    expect(parsed.setting).toEqual({ upload_path: '/uploads/', luck: 0, currency: 'IRT' })
  })

  it('speaks the header language, or the body language of settings/call', async () => {
    const fa = await shop.call(settingsSelectCall, {}, { lang: 'FA' })
    expect(fa.conf.lang).toBe('FA')
    expect(fa.conf.title).toBe('فروشگاه لوازم خانگی')
    const ar = await shop.call(settingsCall, { lang: 'AR' }, { lang: 'FA' })
    expect(ar.conf.lang).toBe('AR')
    const config = await shop.call(siteConfigCall, {}, { lang: 'AR' })
    expect(config.conf.title).toBe(ar.conf.title)
  })

  it('rejects unknown fields and languages', async () => {
    expectError(await shop.rawCall(settingsSelectCall.path, { lang: 'FA' }), 400)
    expectError(await shop.rawCall(settingsCall.path, { lang: 'DE' }), 400)
    expectError(await shop.rawCall(siteConfigCall.path, { x: 1 }), 400)
  })

  it('reports the lock and still answers while locked, unlike content calls', async () => {
    for (const call of [settingsSelectCall, settingsCall, siteConfigCall]) {
      const res = await locked.call(call, {})
      expect(res.setting).toEqual({ upload_path: '/uploads/', luck: 1, currency: 'IRT' })
    }
    expectError(await locked.rawCall(homePageCall.path, {}), 423)
    expectError(await locked.rawCall(sectionContentCall.path, { method: 'blog' }), 423)
  })
})

describe('the shop’s currency', () => {
  it('is named by every settings call, in every language', async () => {
    for (const call of [settingsSelectCall, settingsCall, siteConfigCall]) {
      for (const lang of ['EN', 'FA', 'AR'] as const) {
        const res = await euroShop.call(call, {}, { lang })
        expect(res.setting.currency).toBe('EUR')
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
  /** Content cards as they are answered: for refusals. */
  const section = (body: unknown, lang = 'EN') =>
    shop.rawCall(sectionContentCall.path, body, { headers: { lang } })
  /** Content cards, as their contract reads them. */
  const cards = (body: CallRequest<typeof sectionContentCall>, lang: Language = 'EN') =>
    shop.call(sectionContentCall, body, { lang })

  it('returns the four latest posts as content cards', async () => {
    const { data } = await cards({ method: 'blog' })
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
    const { data } = await cards({ method: 'blog_popular', limit: 6 })
    expect(data).toHaveLength(6)
    const views = data.map((c) => c.view)
    expect(views).toEqual([...views].sort((a, b) => b - a))
  })

  it('takes the language from the body over the header', async () => {
    const fa = await cards({ method: 'blog', lang: 'FA' })
    const en = await cards({ method: 'blog' })
    expect(fa.data[0]?.uniqueId).toBe(en.data[0]?.uniqueId)
    expect(fa.data[0]?.title).not.toBe(en.data[0]?.title)
    expect(fa.data[0]?.title).toMatch(/[\u0600-\u06FF]/)
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
    const byLink = await shop.call(seoSelectCall, { link: '/about' })
    const { seo } = byLink
    expect(seo.link).toBe('/about')
    expect(seo.title).toBe('About us')
    const bySlug = await shop.call(seoSelectCall, { page: 'about' })
    expect(bySlug).toEqual(byLink)
    const fa = await shop.call(seoSelectCall, { link: '/' }, { lang: 'FA' })
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
      const { data } = await shop.call(call, { method: 'last', limit: 1000 })
      const rows = await shop.db
        .selectFrom(table)
        .select(['id', 'title'])
        .where('lang', '=', 'EN')
        .orderBy('created_at', 'desc')
        .execute()
      expect(data.map((d) => d.id)).toEqual(rows.map((r) => r.id))
      const two = await shop.call(call, { limit: 2 })
      expect(two.data).toHaveLength(2)
      const fa = await shop.call(call, { method: 'last', lang: 'FA' })
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
