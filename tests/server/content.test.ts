import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { CallRequest, CallWireResponse } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import {
  blockTypes,
  homePageCall,
  menuCall,
  pageFooterCall,
  pageSelectCall,
  pluginBannerCall,
  pluginHtmlCall,
  pluginTextCall,
  type PageBlock,
} from '../../src/contract/content'
import type { ApiErrorBody } from '../../src/contract/errors'
import { startTestShop } from './harness'

const shop = await startTestShop()

/** The home page as it is answered: for refusals. */
const home = (body: unknown = {}, lang = 'EN') =>
  shop.rawCall(homePageCall.path, body, { headers: { lang } })
/** The home page, as its contract reads it. */
const homePage = (body: CallRequest<typeof homePageCall> = {}, lang: Language = 'EN') =>
  shop.call(homePageCall, body, { lang })

async function pluginIdOf(kind: string, lang = 'EN') {
  const row = await shop.db
    .selectFrom('plugins')
    .select(['id', 'data'])
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, data: JSON.parse(row.data) as Record<string, unknown> }
}

const codes: Record<number, string> = {
  400: 'validation_failed',
  404: 'not_found',
  423: 'site_locked',
}

function expectError(res: LightMyRequestResponse, status: number, code = codes[status]) {
  expect(res.statusCode).toBe(status)
  expect(res.json<ApiErrorBody>()).toMatchObject({
    status: false,
    error: { code, message: expect.any(String) },
  })
}

describe('home page', () => {
  it('holds every block type but those the footer shows, typed, with plugins resolved', async () => {
    const parsed = await homePage()
    const blocks = parsed.page.data
    expect(blocks.some((b) => b.type === 'unknown')).toBe(false)
    // The contact and the authenticity inquiry are the footer's, on every page: not twice here.
    const footer = await shop.call(pageFooterCall, {})
    const footerTypes = new Set(footer.data.map((b) => b.type))
    for (const type of ['contact', 'enter_serial'] as const) {
      expect(footerTypes.has(type), type).toBe(true)
      expect(
        blocks.some((b) => b.type === type),
        type,
      ).toBe(false)
    }
    expect(new Set([...blocks.map((b) => b.type), ...footerTypes])).toEqual(new Set(blockTypes))
    for (const block of blocks) {
      if (block.type === 'unknown') continue
      for (const size of Object.values(block.grid)) expect(size).toBeGreaterThanOrEqual(1)
      if (['text', 'banner', 'card_info', 'html', 'one_product', 'blog'].includes(block.type)) {
        expect(parsed.plugins[block.id]?.kind).toBe(block.type)
      }
    }
    expect(parsed.page.options).toEqual({ header: true, footer: true })
    expect(parsed.seo.link).toBe('/')
    expect(parsed.seo.meta_key.length).toBeGreaterThan(0)
  })

  it('has one image slide and one video slide with desktop and mobile media', async () => {
    const blocks = (await homePage()).page.data
    const sliders = blocks.filter(
      (b): b is Extract<PageBlock, { type: 'slider' }> => b.type === 'slider',
    )
    const image = sliders.find((s) => s.data.slide.type !== 'video')
    const video = sliders.find((s) => s.data.slide.type === 'video')
    expect(image?.data.file.map((f) => f.def).sort()).toEqual([0, 1])
    expect(image?.data.file[0]?.url).toMatch(/\.webp$/)
    expect(video?.data.file[0]?.url).toMatch(/\.webm$/)
    expect(image?.data.slide.dynamictext.some((line) => typeof line === 'number')).toBe(true)
  })

  it('highlights a real catalogue product and lists the latest products', async () => {
    const parsed = await homePage()
    const block = parsed.page.data.find((b) => b.type === 'one_product')
    const plugin = block && parsed.plugins[block.id]
    expect(plugin?.kind).toBe('one_product')
    if (block?.type !== 'one_product' || plugin?.kind !== 'one_product') return
    expect(plugin.product.uniqueId).toBe(block.data.uniqueId)
    const latest = await shop.db
      .selectFrom('products')
      .select('unique_id')
      .orderBy('id', 'desc')
      .limit(3)
      .execute()
    expect(parsed.products.map((p) => p.uniqueId)).toEqual(latest.map((r) => r.unique_id))
  })

  it('resolves the text, banner, promo, html and blog plugins from the database', async () => {
    const parsed = await homePage()
    const text = await pluginIdOf('text')
    const byBlock = (type: string) => {
      const block = parsed.page.data.find((b) => b.type === type)
      return block ? parsed.plugins[block.id] : undefined
    }
    expect(byBlock('text')).toMatchObject({ kind: 'text', title: text.data.title })
    const banner = byBlock('banner')
    expect(banner?.kind === 'banner' && banner.file.url).toMatch(/\.webp$/)
    expect(byBlock('html')).toMatchObject({ kind: 'html', plugin: expect.stringContaining('<') })
    expect(byBlock('card_info')).toMatchObject({ kind: 'card_info', link: '/campaign' })
    const blog = byBlock('blog')
    expect(blog?.kind === 'blog' && blog.data.length).toBe(4)
  })

  it('honours product_limit within its bounds', async () => {
    const five = await homePage({ product_limit: 5 })
    expect(five.products).toHaveLength(5)
    expectError(await home({ product_limit: 0 }), 400)
    expectError(await home({ product_limit: 25 }), 400)
    expectError(await home({ product_limit: 'many' }), 400)
    expectError(await home({ product_limit: 2.5 }), 400)
  })

  it('rejects unknown fields', async () => {
    const res = await home({ product_limit: 3, slug: 'home' })
    expectError(res, 400)
    expect(res.json<ApiErrorBody>().error.fields).toBeDefined()
  })

  it('speaks the language of the lang header', async () => {
    const [en, fa, ar] = await Promise.all([
      homePage({}, 'EN'),
      homePage({}, 'FA'),
      homePage({}, 'AR'),
    ])
    const rows = await shop.db
      .selectFrom('pages')
      .select(['lang', 'title'])
      .where('slug', '=', 'home')
      .execute()
    const title = (lang: string) => rows.find((r) => r.lang === lang)?.title
    expect(en.page.title).toBe(title('EN'))
    expect(fa.page.title).toBe(title('FA'))
    expect(ar.page.title).toBe(title('AR'))
    expect(fa.page.title).not.toBe(en.page.title)
    expect(fa.page.title).toMatch(/[\u0600-\u06FF]/)
    expect(fa.products[0]?.title).not.toBe(en.products[0]?.title)
    expectError(await home({}, 'DE'), 400, 'bad_request')
  })
})

describe('page/select', () => {
  /** A page as it is answered: for refusals. */
  const select = (body: unknown, lang = 'EN') =>
    shop.rawCall(pageSelectCall.path, body, { headers: { lang } })
  /** A page, as its contract reads it. */
  const page = (slug: string, lang: Language = 'EN') =>
    shop.call(pageSelectCall, { slug }, { lang })

  it('returns a page by slug with its SEO and plugins', async () => {
    const parsed = await page('about')
    expect(parsed.seo.link).toBe('/about')
    const text = parsed.page.data.find((b) => b.type === 'text')
    expect(text && parsed.plugins[text.id]?.kind).toBe('text')
  })

  it('keeps the header of the campaign page, whose button opens the irons', async () => {
    for (const lang of ['EN', 'FA', 'AR'] as const) {
      const parsed = await page('campaign', lang)
      expect(parsed.page.options).toEqual({ header: true, footer: false })
      const promo = parsed.page.data.find((b) => b.type === 'card_info')
      const data = promo && parsed.plugins[promo.id]
      expect(data?.kind).toBe('card_info')
      const irons = await shop.db
        .selectFrom('product_categories')
        .select('unique_id')
        .where('lang', '=', 'EN')
        .where('unique_id', 'like', '%iron%')
        .executeTakeFirstOrThrow()
      expect(data && 'link' in data && data.link).toBe(`/product/${irons.unique_id}`)
    }
  })

  it('answers 404 for an unknown slug and 400 for a bad one', async () => {
    expectError(await select({ slug: 'no-such-page' }), 404)
    expectError(await select({ slug: 12 }), 400)
    expectError(await select({ slug: ['about'] }), 400)
    expectError(await select({ slug: '../about' }), 400)
    expectError(await select({ slug: '' }), 400)
    expectError(await select({ slug: 'a'.repeat(101) }), 400)
    expectError(await select({}), 400)
    expectError(await select({ slug: 'about', extra: 1 }), 400)
  })

  it('keeps a block of an unknown type, which parses as unknown', async () => {
    const grid = { xs: 12, sm: 12, md: 12, lg: 12 }
    const blocks = [
      {
        type: 'weather',
        id: 'w1',
        loc: 1,
        tools: 'plugin',
        title: 'Weather',
        data: { city: 'Tehran' },
      },
      {
        type: 'text',
        id: 't1',
        loc: 2,
        tools: 'plugin',
        title: 'Lost',
        display: true,
        periority: 0,
        class: '',
        grid,
        pos: 'main',
        data: { id: 999999 },
      },
    ]
    await shop.db
      .insertInto('pages')
      .values({
        lang: 'EN',
        slug: 'with-unknown',
        title: 'Odd',
        data: JSON.stringify(blocks),
        options: '{}',
        meta: '',
        css: '',
        javascript: '',
        editor: '',
        html: '',
        meta_description: '',
        meta_key: '[]',
        canonical: '/with-unknown',
        link: '/with-unknown',
      })
      .execute()
    const parsed = await page('with-unknown')
    expect(parsed.page.data[0]).toEqual({
      type: 'unknown',
      original_type: 'weather',
      id: 'w1',
      loc: 1,
    })
    expect(parsed.page.data[1]?.type).toBe('text')
    expect(parsed.page.options).toEqual({ header: true, footer: true })
    // A plugin that is gone leaves its block without data: it renders nothing.
    expect(parsed.plugins).toEqual({})
  })

  it('gives the page in the header language', async () => {
    const en = await page('about')
    const fa = await page('about', 'FA')
    expect(fa.page.title).not.toBe(en.page.title)
    expect(fa.page.title).toBe('درباره ما')
  })
})

describe('page/footer', () => {
  it('returns the footer blocks in loc order with their plugins', async () => {
    // Sent as it is stored: its blocks as JSON text.
    const res = await shop.rawCall(pageFooterCall.path, {})
    expect(res.statusCode).toBe(200)
    const wire = res.json<CallWireResponse<typeof pageFooterCall>>()
    expect(typeof wire.data).toBe('string')
    const parsed = pageFooterCall.response.parse(wire)
    const locs = parsed.data.map((b) => b.loc)
    expect(locs).toEqual([...locs].sort((a, b) => a - b))
    const stored = await shop.db
      .selectFrom('pages')
      .select('data')
      .where('slug', '=', 'footer')
      .where('lang', '=', 'EN')
      .executeTakeFirstOrThrow()
    const storedLocs = (JSON.parse(stored.data) as { loc: number }[]).map((b) => b.loc)
    expect(storedLocs).not.toEqual(locs)
    expect([...storedLocs].sort((a, b) => a - b)).toEqual(locs)
    const html = parsed.data.find((b) => b.type === 'html')
    expect(html && parsed.plugins[html.id]?.kind).toBe('html')
    expectError(await shop.rawCall(pageFooterCall.path, { slug: 'footer' }), 400)
  })
})

describe('plugins', () => {
  it('reads a text plugin', async () => {
    const text = await pluginIdOf('text')
    const res = await shop.call(pluginTextCall, { id: text.id })
    expect(res).toEqual({ status: true, ...text.data })
    const asString = await shop.call(pluginTextCall, { id: String(text.id) })
    expect(asString.title).toBe(text.data.title)
  })

  it('reads a banner plugin', async () => {
    const banner = await pluginIdOf('banner')
    const res = await shop.call(pluginBannerCall, { id: banner.id })
    expect(res.file).toEqual(banner.data.file)
  })

  it('reads an HTML plugin', async () => {
    const html = await pluginIdOf('html', 'FA')
    const res = await shop.call(pluginHtmlCall, { id: html.id }, { lang: 'FA' })
    expect(res).toEqual({ status: true, data: { plugin: html.data.plugin } })
  })

  it('answers 404 for an unknown id, another kind or another language', async () => {
    const banner = await pluginIdOf('banner')
    const text = await pluginIdOf('text')
    expectError(await shop.rawCall(pluginTextCall.path, { id: 999999 }), 404)
    expectError(await shop.rawCall(pluginTextCall.path, { id: banner.id }), 404)
    expectError(await shop.rawCall(pluginHtmlCall.path, { id: 999999 }), 404)
    expectError(await shop.rawCall(pluginBannerCall.path, { id: text.id }), 404)
    expectError(
      await shop.rawCall(pluginTextCall.path, { id: text.id }, { headers: { lang: 'AR' } }),
      404,
    )
  })

  it('rejects a bad id', async () => {
    for (const id of [0, -1, 1.5, 'abc', '', null, true, [1]]) {
      expectError(await shop.rawCall(pluginTextCall.path, { id }), 400)
    }
    expectError(await shop.rawCall(pluginBannerCall.path, {}), 400)
    expectError(await shop.rawCall(pluginHtmlCall.path, { id: 1, kind: 'html' }), 400)
  })
})

describe('menu', () => {
  it('returns the main and footer menus', async () => {
    const parsed = await shop.call(menuCall, { menu: 'main_menu' })
    expect(parsed.item.length).toBeGreaterThan(3)
    expect(parsed.item[0]).toEqual({ id: 1, title: 'Home', link: '/' })
    const footer = await shop.call(menuCall, { menu: 'footer' })
    expect(footer.item.map((i) => i.link)).toContain('/blog')
    expect(footer.title).not.toBe(parsed.title)
  })

  it('speaks the header language and rejects unknown menus', async () => {
    const fa = await shop.call(menuCall, { menu: 'main_menu' }, { lang: 'FA' })
    expect(fa.item[0]?.title).toBe('خانه')
    expectError(await shop.rawCall(menuCall.path, { menu: 'side' }), 400)
    expectError(await shop.rawCall(menuCall.path, {}), 400)
  })

  it('answers 404 for a menu the language does not have', async () => {
    await shop.db
      .deleteFrom('menus')
      .where('lang', '=', 'AR')
      .where('menu', '=', 'footer')
      .execute()
    expectError(
      await shop.rawCall(menuCall.path, { menu: 'footer' }, { headers: { lang: 'AR' } }),
      404,
    )
  })
})
