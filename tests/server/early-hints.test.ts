import { existsSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readStartFiles } from '../../server/pages/app-source'
import { largestPicturesOf, pageLinks } from '../../server/pages/early-hints'
import { startTestShop } from './harness'

/** The hints name the built app's files: these tests read them over a real socket. */
const built = { staticDir: resolve('dist'), serverEntry: resolve('dist-server/entry-server.js') }
if (!existsSync(built.serverEntry) || !existsSync(resolve('dist/.vite/manifest.json'))) {
  throw new Error('No built app: run "npm run build" before the server tests.')
}
const files = readStartFiles(built.staticDir)!

const shop = await startTestShop({
  ...built,
  publicUrl: 'https://shop.example',
  readCacheMs: 60_000,
})
await shop.app.listen({ host: '127.0.0.1', port: 0 })
const { port } = shop.app.server.address() as AddressInfo

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'

interface Answer {
  /** The `Link` header of each 1xx answer before the page, by its status. */
  hints: { status: number; link: string | undefined }[]
  status: number
  headers: IncomingHttpHeaders
  html: string
}

/** A page asked for as a browser does, over HTTP/1.1, with what came before its answer. */
function visit(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const hints: Answer['hints'] = []
    const asked = request(
      { host: '127.0.0.1', port, path, headers: { 'user-agent': browser, ...headers } },
      (answer) => {
        let html = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (html += chunk))
        answer.on('end', () =>
          done({ hints, status: answer.statusCode ?? 0, headers: answer.headers, html }),
        )
      },
    )
    asked.on('information', (info) =>
      hints.push({ status: info.statusCode, link: info.headers.link as string | undefined }),
    )
    asked.on('error', fail)
    asked.end()
  })
}

/** The entries of a `Link` header: an address, then parameters, some quoted (with commas). */
const entriesOf = (link: string | undefined) =>
  link?.match(/<[^>]*>(?:;\s*[^;,"=]+(?:=(?:"[^"]*"|[^;,"]*))?)*/g) ?? []

const entryFor = (entries: string[], address: string) =>
  entries.find((entry) => entry.startsWith(`<${address}>`))

/** The address of the font a page's head preloads. */
const fontOf = (html: string) =>
  /<link rel="preload" as="font"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? 'no font in the head'

/** A kept copy of a page: asked for until the server answers it from its cache (with an ETag). */
async function keptAnswer(path: string): Promise<Answer> {
  for (let tries = 0; tries < 50; tries++) {
    const answer = await visit(path)
    if (answer.headers.etag !== undefined) return answer
    await new Promise((done) => setTimeout(done, 50))
  }
  throw new Error(`${path} was never kept.`)
}

describe('the head first: a page rendered for the visitor', () => {
  it('is preceded by a 103 naming its CSS, its entry and its font, and no Link ahead of its head', async () => {
    const answer = await visit('/product/single/iron-1?lang=fa&hints=fresh')
    expect(answer.status).toBe(200)
    expect(answer.hints.map((hint) => hint.status)).toEqual([103])
    const hinted = entriesOf(answer.hints[0]?.link)
    for (const css of files.css)
      expect(entryFor(hinted, css)).toBe(`<${css}>; rel=preload; as=style`)
    expect(entryFor(hinted, files.entry)).toBe(`<${files.entry}>; rel=modulepreload`)
    const font = fontOf(answer.html)
    expect(entryFor(hinted, font)).toBe(
      `<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
    )
    // The start's files wait for the largest picture: no hint makes them share the network.
    for (const file of files.start) expect(entryFor(hinted, file)).toBeUndefined()
    // Its largest picture is not known before it renders: a Link header would put the font
    // ahead of the picture its head names first (HTTP/1.1 browsers follow the header).
    expect(answer.headers.link).toBeUndefined()
  })

  it('names no font for an English page, and the font for the language Accept-Language picks', async () => {
    const english = await visit('/product/single/iron-1?lang=en&hints=fresh')
    expect(english.hints).toHaveLength(1)
    expect(english.hints[0]?.link).not.toMatch(/as=font/)
    expect(english.headers.link).toBeUndefined()
    expect(english.html).not.toMatch(/as="font"/)

    const arabic = await visit('/product/single/iron-1?hints=fresh', { 'accept-language': 'ar' })
    expect(arabic.html).toMatch(/<html lang="ar"/)
    expect(entryFor(entriesOf(arabic.hints[0]?.link), fontOf(arabic.html))).toBeDefined()
  })

  it('is not hinted for the back office', async () => {
    const answer = await visit('/admin')
    expect(answer.hints).toEqual([])
    expect(answer.headers.link).toBeUndefined()
  })
})

describe('the head first: a kept copy', () => {
  it('hints the largest picture first, with its widths, then what every page needs', async () => {
    const path = '/product/single/iron-1?lang=fa'
    const answer = await keptAnswer(path)
    expect(answer.hints.map((hint) => hint.status)).toEqual([103])
    const hinted = entriesOf(answer.hints[0]?.link)
    const [picture] = largestPicturesOf(answer.html)
    expect(picture?.imageSrcSet).toMatch(/\/uploads\/products\/iron-1-320\.webp 320w/)
    expect(hinted[0]).toBe(
      `<${/([^\s,]+) 960w/.exec(picture?.imageSrcSet ?? '')?.[1]}>; rel=preload; as=image; ` +
        `imagesrcset="${picture?.imageSrcSet}"; imagesizes="${picture?.imageSizes}"; fetchpriority=high`,
    )
    expect(entryFor(hinted, files.entry)).toBe(`<${files.entry}>; rel=modulepreload`)
    expect(entryFor(hinted, fontOf(answer.html))).toBeDefined()
    expect(answer.headers.link).toBe(answer.hints[0]?.link)
  })
})

describe('the Link entries', () => {
  it('take a kept head’s largest pictures, one per screen size, and nothing else', () => {
    const head =
      '<html><head><link rel="preload" as="image" href="/uploads/logo.webp"/>' +
      '<link rel="preload" as="image" href="/uploads/hero-720.webp?a=1&amp;b=2" media="(max-width: 767.98px)" fetchPriority="high" nonce="n"/>' +
      '<link rel="preload" as="image" href="/uploads/hero-1600.webp" media="(min-width: 768px)" fetchPriority="high" nonce="n"/>' +
      '</head><body><link rel="preload" as="image" href="/late.webp" fetchPriority="high"/></body></html>'
    expect(largestPicturesOf(head).map(({ href, media }) => ({ href, media }))).toEqual([
      { href: '/uploads/hero-720.webp?a=1&b=2', media: '(max-width: 767.98px)' },
      { href: '/uploads/hero-1600.webp', media: '(min-width: 768px)' },
    ])
  })

  it('name a stylesheet and keep every value a header can carry', () => {
    const links = pageLinks(
      { css: ['/assets/shop.css'], entry: '/assets/index.js' },
      {
        font: [],
        pictures: [
          {
            rel: 'preload',
            as: 'image',
            imageSrcSet: '/uploads/تصویر-320.webp 320w, /uploads/تصویر-640.webp 640w',
            imageSizes: '100vw',
            media: '(max-width: 30em)',
            fetchPriority: 'high',
          },
        ],
      },
    )
    expect(links).toEqual([
      '</uploads/%D8%AA%D8%B5%D9%88%DB%8C%D8%B1-640.webp>; rel=preload; as=image; ' +
        'imagesrcset="/uploads/%D8%AA%D8%B5%D9%88%DB%8C%D8%B1-320.webp 320w, ' +
        '/uploads/%D8%AA%D8%B5%D9%88%DB%8C%D8%B1-640.webp 640w"; imagesizes="100vw"; ' +
        'media="(max-width: 30em)"; fetchpriority=high',
      '</assets/shop.css>; rel=preload; as=style',
      '</assets/index.js>; rel=modulepreload',
    ])
  })
})
