import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../src/contract/common'
import { htmlWithHead, type RouteHead } from '../../server/services/head-tags'
import { fakeBuiltApp } from './fake-built-app'
import { startTestShop } from './harness'

const distDir = fakeBuiltApp(`
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's own description."
    />`)

const publicUrl = 'https://shop.example'
const shop = await startTestShop({ staticDir: distDir, publicUrl })
const get = (url: string, headers: InjectOptions['headers'] = {}) =>
  shop.app.inject({ method: 'GET', url, headers })

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Every `<meta>` of the page as `name or property -> contents`. */
function metas(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:name|property)="([^"]*)"/.exec(tag)?.[1]
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1]
    if (key === undefined || content === undefined) continue
    found.set(key, [...(found.get(key) ?? []), decode(content)])
  }
  return found
}

function meta(html: string, key: string): string | undefined {
  const values = metas(html).get(key) ?? []
  expect(values.length, key).toBeLessThanOrEqual(1)
  return values[0]
}

function title(html: string): string | undefined {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)]
  expect(titles.length).toBeLessThanOrEqual(1)
  return titles[0] && decode(titles[0][1] ?? '')
}

function links(html: string, rel: string): { href: string; hreflang?: string }[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => ({
      rel: /\brel="([^"]*)"/.exec(tag)?.[1],
      href: decode(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''),
      hreflang: /\bhreflang="([^"]*)"/.exec(tag)?.[1],
    }))
    .filter((link) => link.rel === rel)
    .map(({ href, hreflang }) => (hreflang ? { href, hreflang } : { href }))
}

function htmlOpening(html: string) {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? ''
  return { lang: /\blang="([^"]*)"/.exec(tag)?.[1], dir: /\bdir="([^"]*)"/.exec(tag)?.[1] }
}

async function siteConf(lang: Language) {
  const row = await shop.db
    .selectFrom('settings')
    .select('conf')
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.conf) as { title: string; description: string; logo: string }
}

async function pageRow(lang: Language, slug: string) {
  return shop.db
    .selectFrom('pages')
    .selectAll()
    .where('lang', '=', lang)
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
}

const alternatesOf = (path: string) => [
  { hreflang: 'en', href: `${publicUrl}${path}?lang=en` },
  { hreflang: 'fa', href: `${publicUrl}${path}?lang=fa` },
  { hreflang: 'ar', href: `${publicUrl}${path}?lang=ar` },
  { hreflang: 'x-default', href: `${publicUrl}${path}` },
]

describe('head tags of the home page', () => {
  it('puts the home page SEO record of the default language into the shell', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    const html = res.body
    const home = await pageRow('EN', 'home')
    const site = await siteConf('EN')
    expect(htmlOpening(html)).toEqual({ lang: 'en', dir: 'ltr' })
    expect(title(html)).toBe(home.title)
    expect(meta(html, 'description')).toBe(home.meta_description)
    expect(meta(html, 'keywords')).toBe((JSON.parse(home.meta_key) as string[]).join(', '))
    expect(links(html, 'canonical')).toEqual([{ href: `${publicUrl}/` }])
    expect(links(html, 'alternate')).toEqual(alternatesOf('/'))
    expect(meta(html, 'og:title')).toBe(home.title)
    expect(meta(html, 'og:description')).toBe(home.meta_description)
    expect(meta(html, 'og:url')).toBe(`${publicUrl}/`)
    expect(meta(html, 'og:type')).toBe('website')
    expect(meta(html, 'og:site_name')).toBe(site.title)
    expect(meta(html, 'og:locale')).toBe('en_US')
    expect(metas(html).get('og:locale:alternate')).toEqual(['fa_IR', 'ar_AR'])
    expect(meta(html, 'og:image')).toBe(`${publicUrl}/uploads/${site.logo}`)
    expect(meta(html, 'twitter:card')).toBe('summary')
    expect(meta(html, 'twitter:title')).toBe(home.title)
    expect(meta(html, 'twitter:description')).toBe(home.meta_description)
    expect(meta(html, 'twitter:image')).toBe(`${publicUrl}/uploads/${site.logo}`)
  })

  it("replaces the shell's title and description and keeps its script and body", async () => {
    const html = (await get('/')).body
    expect(html).not.toContain('Shell title')
    expect(html).not.toContain("The shell's own description.")
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js">')
    expect(html).toContain('<div id="root"></div>')
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'))
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'))
  })

  it('adds no inline script, so the strict CSP holds', async () => {
    const res = await get('/product/single/none?lang=fa')
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    // Data for the app (never run) aside, the one script is the app's file.
    const run = scripts.filter((tag) => !/\btype="application\/json"/.test(tag))
    expect(run).toHaveLength(1)
    expect(run.every((tag) => /\bsrc="\/assets\//.test(tag))).toBe(true)
    expect(scripts.length).toBeGreaterThan(run.length)
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('speaks the language ?lang= names, right to left for Persian and Arabic', async () => {
    for (const lang of ['FA', 'AR'] as const) {
      const query = lang.toLowerCase()
      const html = (await get(`/?lang=${query}`)).body
      const home = await pageRow(lang, 'home')
      expect(htmlOpening(html), lang).toEqual({ lang: query, dir: 'rtl' })
      expect(title(html), lang).toBe(home.title)
      expect(meta(html, 'description'), lang).toBe(home.meta_description)
      expect(links(html, 'canonical'), lang).toEqual([{ href: `${publicUrl}/?lang=${query}` }])
      expect(links(html, 'alternate'), lang).toEqual(alternatesOf('/'))
      expect(meta(html, 'og:locale'), lang).toBe(lang === 'FA' ? 'fa_IR' : 'ar_AR')
    }
    const english = (await get('/?lang=EN')).body
    expect(title(english)).toBe((await pageRow('EN', 'home')).title)
    expect(links(english, 'canonical')).toEqual([{ href: `${publicUrl}/?lang=en` }])
  })

  it('falls back to the default language for a language the shop does not speak', async () => {
    const html = (await get('/?lang=de')).body
    expect(htmlOpening(html)).toEqual({ lang: 'en', dir: 'ltr' })
    expect(title(html)).toBe((await pageRow('EN', 'home')).title)
  })

  it('sends the page brotli- or gzip-compressed when the client accepts it', async () => {
    const plain = (await get('/about?lang=fa')).body
    const br = await get('/about?lang=fa', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain)
    const gzip = await get('/about?lang=fa', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain)
  })
})

describe('head tags per route', () => {
  it('gives a CMS page its SEO record', async () => {
    const about = await pageRow('AR', 'about')
    const html = (await get('/about?lang=ar')).body
    expect(title(html)).toBe(about.title)
    expect(meta(html, 'description')).toBe(about.meta_description)
    expect(meta(html, 'keywords')).toBe((JSON.parse(about.meta_key) as string[]).join(', '))
    expect(links(html, 'canonical')).toEqual([{ href: `${publicUrl}/about?lang=ar` }])
    expect(links(html, 'alternate')).toEqual(alternatesOf('/about'))
    expect(meta(html, 'og:url')).toBe(`${publicUrl}/about?lang=ar`)
  })

  it('gives a product its title, description, keywords and picture', async () => {
    const product = await shop.db
      .selectFrom('products')
      .innerJoin('product_texts as t', 't.product_id', 'products.id')
      .select(['products.unique_id', 'products.img', 't.title', 't.meta_description', 't.meta_key'])
      .where('t.lang', '=', 'FA')
      .orderBy('products.id', 'desc')
      .executeTakeFirstOrThrow()
    const path = `/product/single/${product.unique_id}`
    const res = await get(`${path}?lang=fa`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(title(html)).toBe(product.title)
    expect(meta(html, 'description')).toBe(product.meta_description)
    expect(meta(html, 'keywords')).toBe((JSON.parse(product.meta_key) as string[]).join(', '))
    expect(links(html, 'canonical')).toEqual([{ href: `${publicUrl}${path}?lang=fa` }])
    expect(links(html, 'alternate')).toEqual(alternatesOf(path))
    expect(meta(html, 'og:type')).toBe('product')
    expect(meta(html, 'og:image')).toBe(`${publicUrl}/uploads/${product.img}`)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:image')).toBe(`${publicUrl}/uploads/${product.img}`)
  })

  it('gives a product category its heading', async () => {
    const category = await shop.db
      .selectFrom('product_categories')
      .selectAll()
      .where('lang', '=', 'EN')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const html = (await get(`/product/${category.unique_id}`)).body
    expect(title(html)).toBe(category.title)
    expect(meta(html, 'description')).toBe(category.meta_description)
    expect(links(html, 'canonical')).toEqual([
      { href: `${publicUrl}/product/${category.unique_id}` },
    ])
  })

  it('gives a blog post its SEO record without counting a view', async () => {
    const post = await shop.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('lang', '=', 'FA')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const path = `/blog/detail/${post.unique_id}`
    const html = (await get(`${path}?lang=fa`)).body
    expect(title(html)).toBe(post.title)
    expect(meta(html, 'description')).toBe(post.meta_description)
    expect(meta(html, 'og:type')).toBe('article')
    expect(meta(html, 'og:image')).toBe(`${publicUrl}/uploads/${post.img}`)
    expect(links(html, 'canonical')).toEqual([{ href: `${publicUrl}${path}?lang=fa` }])
    const after = await shop.db
      .selectFrom('blog_posts')
      .select('view')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow()
    expect(Number(after.view)).toBe(Number(post.view))
  })

  it('gives other screens the site title and description', async () => {
    const site = await siteConf('FA')
    for (const path of ['/account/login', '/blog', '/checkout/cart', '/luck', '/brand/acme']) {
      const res = await get(`${path}?lang=fa`)
      expect(res.statusCode, path).toBe(200)
      expect(title(res.body), path).toBe(site.title)
      expect(meta(res.body, 'description'), path).toBe(site.description)
      expect(links(res.body, 'canonical'), path).toEqual([{ href: `${publicUrl}${path}?lang=fa` }])
      expect(meta(res.body, 'keywords'), path).toBeUndefined()
    }
  })
})

describe('head tags of pages that do not exist', () => {
  it('answers the shell with the site tags and a 404, kept out of indexes', async () => {
    const site = await siteConf('EN')
    for (const path of [
      '/product/single/no-such-product',
      '/no-such-page',
      '/product/no-such-category',
      '/blog/detail/no-such-post',
      '/no/such/route',
    ]) {
      const res = await get(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.headers['content-type'], path).toMatch(/text\/html/)
      expect(res.body, path).toContain('<div id="root"></div>')
      expect(title(res.body), path).toBe(site.title)
      expect(meta(res.body, 'robots'), path).toBe('noindex')
      expect(links(res.body, 'canonical'), path).toEqual([])
      expect(links(res.body, 'alternate'), path).toEqual([])
    }
  })

  it('does not take a page of another language for the asked one', async () => {
    const fa = await pageRow('FA', 'about')
    await shop.db.deleteFrom('pages').where('id', '=', fa.id).execute()
    try {
      expect((await get('/about?lang=fa')).statusCode).toBe(404)
      expect((await get('/about?lang=en')).statusCode).toBe(200)
    } finally {
      await shop.db.insertInto('pages').values(fa).execute()
    }
  })
})

describe('escaping', () => {
  it('escapes text and attribute values taken from the database', async () => {
    const nasty = `Tom & "Jerry's" $& </title><script>alert(1)</script>`
    const about = await pageRow('EN', 'about')
    await shop.db
      .updateTable('pages')
      .set({
        title: nasty,
        meta_description: `"><script>alert(2)</script>`,
        meta_key: JSON.stringify([`a"b`, '<i>']),
      })
      .where('id', '=', about.id)
      .execute()
    try {
      const html = (await get('/about')).body
      expect(html).not.toContain('<script>alert')
      expect(title(html)).toBe(nasty)
      expect(meta(html, 'description')).toBe(`"><script>alert(2)</script>`)
      expect(meta(html, 'og:title')).toBe(nasty)
      expect(meta(html, 'keywords')).toBe(`a"b, <i>`)
    } finally {
      await shop.db
        .updateTable('pages')
        .set({
          title: about.title,
          meta_description: about.meta_description,
          meta_key: about.meta_key,
        })
        .where('id', '=', about.id)
        .execute()
    }
  })

  it('escapes the address a visitor typed', async () => {
    const html = (await get('/blog/cat/%22%3E%3Cscript%3Ealert(3)%3C%2Fscript%3E')).body
    expect(html).not.toContain('<script>alert')
    const [canonical] = links(html, 'canonical')
    expect(canonical?.href).toBe(`${publicUrl}/blog/cat/%22%3E%3Cscript%3Ealert(3)%3C%2Fscript%3E`)
  })
})

describe('a shell without a title', () => {
  it('gets the head tags before the end of its head', () => {
    const head: RouteHead = {
      lang: 'AR',
      siteName: 'Shop',
      title: 'Page',
      description: 'About the page',
      keywords: [],
      type: 'website',
      alternates: [],
    }
    const html = htmlWithHead('<html><head><meta charset="utf-8"></head><body></body></html>', head)
    expect(htmlOpening(html)).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(title(html)).toBe('Page')
    expect(meta(html, 'description')).toBe('About the page')
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('<meta charset="utf-8">'))
    expect(html.indexOf('</head>')).toBeGreaterThan(html.lastIndexOf('<meta'))
  })
})

const locked = await startTestShop({ staticDir: distDir, publicUrl, siteLockKey: '4321' })

describe('a locked shop', () => {
  it('shows only the site tags, whatever the route', async () => {
    const product = await locked.db
      .selectFrom('products')
      .select('unique_id')
      .executeTakeFirstOrThrow()
    const site = await siteConf('EN')
    for (const path of ['/', '/about', `/product/single/${product.unique_id}`, '/luck']) {
      const res = await locked.app.inject({ method: 'GET', url: path })
      expect(res.statusCode, path).toBe(200)
      expect(title(res.body), path).toBe(site.title)
      expect(meta(res.body, 'description'), path).toBe(site.description)
      expect(meta(res.body, 'keywords'), path).toBeUndefined()
    }
  })
})
