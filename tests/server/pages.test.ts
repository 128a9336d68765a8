import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../src/contract/common'
import { siteUnlockCall } from '../../src/contract/site-lock'
import { startTestShop } from './harness'

/** The pages are the app's own render: these tests read the built app's raw HTML, no script run. */
const built = { staticDir: resolve('dist'), serverEntry: resolve('dist-server/entry-server.js') }
if (!existsSync(built.serverEntry) || !existsSync(resolve('dist/.vite/manifest.json'))) {
  throw new Error('No built app: run "npm run build" before the server tests.')
}

const publicUrl = 'https://shop.example'
const shop = await startTestShop({ ...built, publicUrl })
/** A browser asks for pages; a bot is answered the whole page at once, which reads the same. */
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'
const get = (url: string, headers: InjectOptions['headers'] = {}, on = shop) =>
  on.app.inject({ method: 'GET', url, headers: { 'user-agent': browser, ...headers } })

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
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
      hreflang: /\bhreflang="([^"]*)"/i.exec(tag)?.[1],
    }))
    .filter((link) => link.rel === rel)
    .map(({ href, hreflang }) => (hreflang ? { href, hreflang } : { href }))
}

function htmlOpening(html: string) {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? ''
  return { lang: /\blang="([^"]*)"/.exec(tag)?.[1], dir: /\bdir="([^"]*)"/.exec(tag)?.[1] }
}

const h1 = (html: string) => decode(/<h1\b[^>]*>([^<]*)</.exec(html)?.[1] ?? '')

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

describe('the home page, rendered on the server', () => {
  it('has its content and its SEO record in the HTML', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    const html = res.body
    const home = await pageRow('EN', 'home')
    const site = await siteConf('EN')
    expect(htmlOpening(html)).toEqual({ lang: 'en', dir: 'ltr' })
    expect(h1(html)).toBe(home.title)
    expect(title(html)).toBe(home.title)
    expect(meta(html, 'description')).toBe(home.meta_description)
    expect(meta(html, 'keywords')).toBe((JSON.parse(home.meta_key) as string[]).join(', '))
    expect(links(html, 'canonical')).toEqual([{ href: `${publicUrl}/` }])
    expect(links(html, 'alternate')).toEqual(alternatesOf('/'))
    expect(meta(html, 'og:url')).toBe(`${publicUrl}/`)
    expect(meta(html, 'og:site_name')).toBe(site.title)
    expect(meta(html, 'og:locale')).toBe('en_US')
    expect(meta(html, 'og:image')).toBe(`${publicUrl}/uploads/${site.logo}`)
    // The footer and its menu come with the page.
    expect(html).toMatch(/<footer\b/)
  })

  it('carries this answer’s CSP nonce on every script and style, and no script without it', async () => {
    const res = await get('/')
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    expect(nonce).toBeTruthy()
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`)
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) {
      if (/\bsrc="/.test(tag)) continue
      expect(tag).toContain(`nonce="${nonce}"`)
    }
    for (const [tag] of res.body.matchAll(/<style\b[^>]*>/g))
      expect(tag).toContain(`nonce="${nonce}"`)
    // The next answer has a nonce of its own.
    const next = await get('/')
    expect(next.headers['content-security-policy']).not.toContain(nonce)
  })

  it('is sent compressed to a browser that accepts it', async () => {
    const res = await get('/', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<html')
  })
})

describe('the language of a page', () => {
  it('is ?lang= first: Persian and Arabic render right to left, with their font', async () => {
    for (const [lang, code] of [
      ['fa', 'FA'],
      ['ar', 'AR'],
    ] as const) {
      const html = (await get(`/?lang=${lang}`)).body
      expect(htmlOpening(html)).toEqual({ lang, dir: 'rtl' })
      expect(h1(html)).toBe((await pageRow(code, 'home')).title)
      expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2"[^>]*vazirmatn/)
      expect(links(html, 'canonical')).toEqual([{ href: `${publicUrl}/?lang=${lang}` }])
    }
    expect((await get('/')).body).not.toMatch(/as="font"/)
  })

  it('then the cookie of the visitor’s choice, then Accept-Language, then the default', async () => {
    const accepted = (await get('/', { 'accept-language': 'de-DE, fa;q=0.8' })).body
    expect(htmlOpening(accepted)).toEqual({ lang: 'fa', dir: 'rtl' })
    // Chosen by the browser, not the visitor: the canonical address names no language.
    expect(links(accepted, 'canonical')).toEqual([{ href: `${publicUrl}/` }])
    expect(htmlOpening((await get('/', { 'accept-language': 'de' })).body).lang).toBe('en')
    // A visitor who chose a language opens an address without it: the address is given it.
    const bare = await get('/about?x=1', { cookie: 'lang=ar', 'accept-language': 'fa' })
    expect(bare.statusCode).toBe(302)
    expect(bare.headers.location).toBe('/about?x=1&lang=ar')
    expect(htmlOpening((await get('/about?x=1&lang=ar', { cookie: 'lang=ar' })).body).lang).toBe(
      'ar',
    )
  })

  it('a ?lang= address is the visitor’s choice from then on', async () => {
    const chosen = await get('/about?lang=fa')
    expect(String(chosen.headers['set-cookie'])).toMatch(
      /^lang=fa; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    )
    // Already the choice: nothing to set.
    expect(
      (await get('/about?lang=fa', { cookie: 'lang=fa' })).headers['set-cookie'],
    ).toBeUndefined()
    // Not a language of the shop: no choice, no cookie, and the address drops it.
    const unknown = await get('/about?lang=de')
    expect(unknown.headers['set-cookie']).toBeUndefined()
    expect(unknown.statusCode).toBe(307)
    expect(unknown.headers.location).toBe('/about')
  })
})

describe('pages of every kind', () => {
  it('a CMS page', async () => {
    const about = await pageRow('AR', 'about')
    const html = (await get('/about?lang=ar')).body
    expect(h1(html)).toBe(about.title)
    expect(title(html)).toBe(about.title)
    expect(meta(html, 'description')).toBe(about.meta_description)
    expect(links(html, 'canonical')).toEqual([{ href: `${publicUrl}/about?lang=ar` }])
    expect(links(html, 'alternate')).toEqual(alternatesOf('/about'))
  })

  it('a product, with its picture for link previews', async () => {
    const product = await shop.db
      .selectFrom('products')
      .innerJoin('product_texts as t', 't.product_id', 'products.id')
      .select(['products.unique_id', 't.title', 't.meta_description'])
      .where('t.lang', '=', 'FA')
      .orderBy('products.id', 'desc')
      .executeTakeFirstOrThrow()
    const path = `/product/single/${product.unique_id}`
    const res = await get(`${path}?lang=fa`)
    expect(res.statusCode).toBe(200)
    expect(h1(res.body)).toBe(product.title)
    expect(title(res.body)).toBe(product.title)
    expect(meta(res.body, 'description')).toBe(product.meta_description)
    expect(meta(res.body, 'og:type')).toBe('product')
    expect(meta(res.body, 'og:image')).toMatch(new RegExp(`^${publicUrl}/uploads/products/`))
    expect(links(res.body, 'canonical')).toEqual([{ href: `${publicUrl}${path}?lang=fa` }])
  })

  it('a Persian product, whose head asks for its picture first and once, then the font', async () => {
    const html = (await get('/product/single/iron-1?lang=fa')).body
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(([tag]) => tag)
    // The picture is the page's largest: nothing (the header's logo) is asked for ahead of it.
    expect(preloads[0], preloads.join('\n')).toMatch(/as="image"/)
    expect(preloads[0]).toMatch(/\/uploads\/products\/iron-1-640\.webp 640w/)
    expect(preloads[0]).toMatch(/fetchPriority="high"/i)
    expect(preloads.filter((tag) => /as="image"/.test(tag))).toHaveLength(1)
    expect(preloads[1]).toMatch(/as="font"[^>]*vazirmatn/)
  })

  it('a Persian home page, whose head asks for its hero’s pictures first, then the font', async () => {
    const html = (await get('/?lang=fa')).body
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(([tag]) => tag)
    const font = preloads.findIndex((tag) => /as="font"[^>]*vazirmatn/.test(tag))
    const heroes = preloads.slice(0, font)
    // The slider's phone and desktop pictures, each for its screens, before anything else.
    expect(heroes.length, preloads.join('\n')).toBeGreaterThanOrEqual(1)
    expect(heroes.every((tag) => /as="image"/.test(tag) && /fetchPriority="high"/i.test(tag))).toBe(
      true,
    )
    expect(heroes.every((tag) => /\/uploads\/content\/slide-/.test(tag))).toBe(true)
    expect(heroes.every((tag) => /media="/.test(tag))).toBe(true)
    // Once each.
    expect(new Set(heroes).size).toBe(heroes.length)
    expect(preloads.slice(font).some((tag) => /\/uploads\/content\/slide-/.test(tag))).toBe(false)
  })

  it('a listing, whose first card’s picture alone is asked for first, in a phone’s size', async () => {
    const html = (await get('/product/all?lang=fa')).body
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/gi)].map(
      ([tag]) => tag,
    )
    const productPreloads = preloads.filter((tag) => tag.includes('/uploads/products/'))
    expect(productPreloads, productPreloads.join('\n')).toHaveLength(1)
    expect(productPreloads[0]).toMatch(/fetchpriority="high"/i)
    // A card is half a phone's width: the browser picks the file for that.
    expect(decode(productPreloads[0] ?? '')).toMatch(/imagesizes="[^"]*, 50vw"/i)
    const cards = [...html.matchAll(/<img\b[^>]*\/uploads\/products\/[^>]*>/g)].map(([tag]) => tag)
    expect(cards.length).toBeGreaterThan(4)
    expect(cards[0]).toMatch(/fetchpriority="high"/i)
    expect(cards[0]).toMatch(/loading="eager"/)
    expect(cards.slice(1).every((tag) => /loading="lazy"/.test(tag))).toBe(true)
  })

  it('a product’s price in the shop’s currency, in the page and its structured data', async () => {
    const offerOf = (html: string) =>
      (
        JSON.parse(
          /<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
        ) as { offers?: { price: number; priceCurrency: string } }
      ).offers
    const path = '/product/single/iron-2'
    const inToman = (await get(`${path}?lang=fa`)).body
    expect(decode(inToman)).toMatch(/[۰-۹٬]+ تومان/)
    expect(offerOf(inToman)?.priceCurrency).toBe('IRR')

    const euroShop = await startTestShop({ ...built, publicUrl, currency: 'EUR' })
    const inEuro = decode((await get(`${path}?lang=en`, {}, euroShop)).body)
    expect(inEuro).toMatch(/€[\d,]+\.\d\d/)
    // The product's own unit label travels in its data, but no price shows it.
    expect(inEuro.replace(/<script\b[\s\S]*?<\/script>/g, '')).not.toContain('Toman')
    expect(offerOf(inEuro)?.priceCurrency).toBe('EUR')
    expect(offerOf(inEuro)!.price * 10).toBe(offerOf(inToman)!.price)
  })

  it('screens without an SEO record: the screen’s name and the shop’s', async () => {
    const site = await siteConf('EN')
    for (const path of ['/account/login', '/checkout/cart']) {
      const res = await get(path)
      expect(res.statusCode, path).toBe(200)
      expect(title(res.body), path).toMatch(new RegExp(` \\| ${site.title}$`))
      expect(meta(res.body, 'description'), path).toBe(site.description)
      expect(links(res.body, 'canonical'), path).toEqual([{ href: `${publicUrl}${path}` }])
    }
  })
})

describe('the blog home, rendered on the server', () => {
  it('has one canonical address, the blog’s own, and one set of language alternates', async () => {
    for (const [url, canonical] of [
      ['/blog', `${publicUrl}/blog`],
      ['/blog?lang=fa', `${publicUrl}/blog?lang=fa`],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(links(res.body, 'canonical'), url).toEqual([{ href: canonical }])
      expect(links(res.body, 'alternate'), url).toEqual(alternatesOf('/blog'))
    }
  })
})

describe('pages that do not exist', () => {
  it('are a 404 with the not-found screen, kept out of indexes', async () => {
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
      expect(h1(res.body), path).toBe('404')
      expect(meta(res.body, 'robots'), path).toBe('noindex')
      expect(links(res.body, 'canonical'), path).toEqual([])
      expect(links(res.body, 'alternate'), path).toEqual([])
    }
  })
})

describe('escaping', () => {
  it('escapes text taken from the database', async () => {
    const nasty = `Tom & "Jerry's" </title><script>alert(1)</script>`
    const about = await pageRow('EN', 'about')
    await shop.db
      .updateTable('pages')
      .set({ title: nasty, meta_description: `"><script>alert(2)</script>` })
      .where('id', '=', about.id)
      .execute()
    try {
      const html = (await get('/about?escaping')).body
      expect(html).not.toContain('<script>alert')
      expect(title(html)).toBe(nasty)
      expect(meta(html, 'description')).toBe(`"><script>alert(2)</script>`)
    } finally {
      await shop.db
        .updateTable('pages')
        .set({ title: about.title, meta_description: about.meta_description })
        .where('id', '=', about.id)
        .execute()
    }
  })
})

const cached = await startTestShop({ ...built, publicUrl, readCacheMs: 60_000 })

describe('the anonymous page', () => {
  it('is kept like a read, per address and language, each answer with a nonce of its own', async () => {
    const first = await get('/about', {}, cached)
    const about = await pageRow('EN', 'about')
    await cached.db
      .updateTable('pages')
      .set({ title: 'Changed behind the cache' })
      .where('id', '=', about.id)
      .execute()
    try {
      const second = await get('/about', {}, cached)
      expect(h1(second.body)).toBe(about.title)
      const nonceOf = (res: typeof first) =>
        /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
      expect(nonceOf(second)).not.toBe(nonceOf(first))
      expect(second.body).toContain(`nonce="${nonceOf(second)}"`)
      expect(second.body).not.toContain(`nonce="${nonceOf(first)}"`)
      // Another language is another page.
      expect(htmlOpening((await get('/about?lang=fa', {}, cached)).body).lang).toBe('fa')
      // A write empties the cache.
      cached.app.readCache.clear()
      expect(h1((await get('/about', {}, cached)).body)).toBe('Changed behind the cache')
    } finally {
      await cached.db
        .updateTable('pages')
        .set({ title: about.title })
        .where('id', '=', about.id)
        .execute()
    }
  })
})

/** The ETag of a page's kept copy, once the server has rendered and kept it. */
async function keptCopyOf(url: string, on: typeof shop): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const { etag } = (await get(url, {}, on)).headers
    if (typeof etag === 'string') return etag
    await new Promise((done) => setTimeout(done, 50))
  }
  throw new Error(`${url} was never kept.`)
}

describe('a kept page', () => {
  it('has a validator: the browser holding it is answered 304, with no policy to replace its own', async () => {
    const etag = await keptCopyOf('/about?lang=fa', cached)
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const again = await get('/about?lang=fa', { 'if-none-match': etag }, cached)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['content-security-policy']).toBeUndefined()
    // Another page, or this one in another language, is not the copy the browser holds.
    expect((await get('/about?lang=ar', { 'if-none-match': etag }, cached)).statusCode).toBe(200)
    expect((await get('/?lang=fa', { 'if-none-match': etag }, cached)).statusCode).toBe(200)
    // A write: the page is rendered again, and the browser's copy is not answered 304.
    cached.app.readCache.clear()
    const rendered = await get('/about?lang=fa', { 'if-none-match': etag }, cached)
    expect(rendered.statusCode).toBe(200)
    expect(h1(rendered.body)).toBe((await pageRow('FA', 'about')).title)
  })

  it('is rendered once for visitors who ask for it together: the others get its copy', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get('/blog?lang=ar', {}, cached)),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200))
    expect(new Set(answers.map((res) => h1(res.body))).size).toBe(1)
    // The first visitor's page is streamed as it renders; the others wait for its copy.
    expect(answers.filter((res) => res.headers.etag === undefined)).toHaveLength(1)
  })

  it('is never a back-office page', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/admin', {}, cached)
      expect(res.headers.etag).toBeUndefined()
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })
})

const renewing = await startTestShop({ ...built, publicUrl, readCacheMs: 200 })

describe('a kept page past its time', () => {
  it('is answered at once, and rendered again behind it for the next visitor', async () => {
    const about = await pageRow('EN', 'about')
    expect(h1((await get('/about', {}, renewing)).body)).toBe(about.title)
    await keptCopyOf('/about', renewing)
    // Changed with no write through the shop: only a new render shows it.
    await renewing.db
      .updateTable('pages')
      .set({ title: 'Renewed behind the copy' })
      .where('id', '=', about.id)
      .execute()
    try {
      await new Promise((done) => setTimeout(done, 250))
      const stale = await get('/about', {}, renewing)
      expect(stale.statusCode).toBe(200)
      expect(h1(stale.body)).toBe(about.title)
      let renewed = ''
      for (let tries = 0; tries < 50 && renewed !== 'Renewed behind the copy'; tries++) {
        await new Promise((done) => setTimeout(done, 100))
        renewed = h1((await get('/about', {}, renewing)).body)
      }
      expect(renewed).toBe('Renewed behind the copy')
    } finally {
      await renewing.db
        .updateTable('pages')
        .set({ title: about.title })
        .where('id', '=', about.id)
        .execute()
    }
  })
})

const locked = await startTestShop({ ...built, publicUrl, siteLockKey: '4321' })

describe('a locked shop', () => {
  it('sends a page request without a pass to the lock page', async () => {
    for (const path of ['/', '/about', '/product/all']) {
      const res = await get(path, {}, locked)
      expect(res.statusCode, path).toBe(302)
      expect(res.headers.location, path).toBe('/luck')
    }
    const lockPage = await get('/luck', {}, locked)
    expect(lockPage.statusCode).toBe(200)
    expect(h1(lockPage.body)).toBe('Coming soon')
  })

  it('opens to the pass the unlock call keeps in an HttpOnly cookie', async () => {
    const unlock = await locked.rawCall(siteUnlockCall.path, { key: '4321' })
    expect(unlock.statusCode).toBe(200)
    const setCookie = String(unlock.headers['set-cookie'])
    expect(setCookie).toMatch(/^site_pass=[^;]+;/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0] ?? ''
    const home = await get('/', { cookie }, locked)
    expect(home.statusCode).toBe(200)
    expect(h1(home.body)).toBe((await pageRow('EN', 'home')).title)
    // The lock page has nothing more to open.
    const lockPage = await get('/luck', { cookie }, locked)
    expect(lockPage.statusCode).toBe(302)
    expect(lockPage.headers.location).toBe('/')
    // The API takes the same cookie.
    const footer = await locked.rawCall('/wsd/v1/page/footer', {}, { headers: { cookie } })
    expect(footer.statusCode).toBe(200)
    expect((await locked.rawCall('/wsd/v1/page/footer', {})).statusCode).toBe(423)
  })
})

const broken = await startTestShop({ ...built, publicUrl })

describe('a page whose data cannot be read', () => {
  it('answers 5xx with the error screen, which says what to do: try again, or go home', async () => {
    // The database loses the pages: the API answers the page's read with a 500.
    await sql`alter table pages rename to pages_lost`.execute(broken.db)
    const res = await get('/about', {}, broken)
    expect(res.statusCode).toBeGreaterThanOrEqual(500)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('role="alert"')
    expect(h1(res.body)).toBe('This page did not open')
    expect(res.body).not.toContain('Unexpected Application Error')
    expect(res.body).toMatch(/<button\b[^>]*>Try again</)
    expect(res.body).toMatch(/<a\b[^>]*href="\/"[^>]*>Back to the home page</)
  })
})
