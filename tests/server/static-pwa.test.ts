import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { InjectOptions } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { samplesOf } from '../metrics-text'
import { startTestShop } from './harness'
import type { ApiErrorBody } from '../../src/contract/errors'

/** A fake built PWA's files, so these tests do not depend on a build (pages.test.ts reads the real one). */
const root = mkdtempSync(join(tmpdir(), 'shop-static-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const distDir = join(root, 'dist')
const uploadsDir = join(root, 'uploads')

const shellRoot = '<div id="root">Fake shop shell</div>'
const shellBody = `<body>${shellRoot}</body>`
const indexHtml = `<!doctype html><html><head><title>Fake shop</title></head>${shellBody}</html>`
const appScript = `console.log(${JSON.stringify('the app '.repeat(200))})`

function writeBuilt(file: string, content: string | Buffer, { compressed = false } = {}) {
  const path = join(distDir, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
  if (compressed) {
    // Marked so a test can tell which copy was sent.
    writeFileSync(`${path}.br`, brotliCompressSync(`${String(content)}/*br*/`))
    writeFileSync(`${path}.gz`, gzipSync(`${String(content)}/*gz*/`))
  }
}

writeBuilt('index.html', indexHtml, { compressed: true })
writeBuilt('assets/index-Ab12Cd34.js', appScript, { compressed: true })
writeBuilt('sw.js', 'self.addEventListener("fetch", () => {})')
writeBuilt('manifest.webmanifest', '{"name":"Fake shop","start_url":"/"}')
writeBuilt('icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))
mkdirSync(join(uploadsDir, 'products'), { recursive: true })
writeFileSync(join(uploadsDir, 'products/iron-1-320.webp'), Buffer.from('RIFF....WEBP'))

const metrics = { allow: [], token: 'a-token-for-the-scraper' }
const shop = await startTestShop({ staticDir: distDir, uploadsDir, metrics })
const get = (url: string, headers: InjectOptions['headers'] = {}) =>
  shop.app.inject({ method: 'GET', url, headers })

describe('serving the built PWA', () => {
  it('sends hashed assets brotli-compressed and cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${appScript}/*br*/`)
  })

  it('sends the gzip copy to a client without brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(`${appScript}/*gz*/`)
  })

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await get('/assets/index-Ab12Cd34.js')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(appScript)
  })

  it('revalidates the entry files on every visit', async () => {
    // index.html is the offline shell the service worker keeps.
    for (const url of ['/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(
      /application\/manifest\+json/,
    )
    const shell = await get('/index.html', { 'accept-encoding': 'br' })
    expect(shell.headers['content-type']).toMatch(/text\/html/)
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(`${indexHtml}/*br*/`)
  })

  it('caches unhashed public files for a day', async () => {
    const res = await get('/icons/icon-192.png')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
  })

  it('keeps the JSON 404 for unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await shop.app.inject({ method, url: '/wsd/v1/no/such/call' })
      expect(res.statusCode, method).toBe(404)
      expect(res.headers['content-type'], method).toMatch(/application\/json/)
      expect(res.json<ApiErrorBody>(), method).toMatchObject({
        status: false,
        error: { code: 'not_found' },
      })
    }
  })

  it('answers a missing file with a 404', async () => {
    for (const url of ['/assets/index-Old00000.js', '/missing.png', '/robots.txt']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('Fake shop shell')
    }
  })

  it('still answers the API', async () => {
    const res = await get('/wsd/health')
    expect(res.json()).toEqual({ status: true })
  })
})

describe('serving media', () => {
  it('serves the uploads folder with a long max-age', async () => {
    const res = await get('/uploads/products/iron-1-320.webp')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=2592000')
    expect(res.body).toBe('RIFF....WEBP')
  })

  it('counts the built files by folder in the metrics, so a new build adds no series', async () => {
    /** The route labels of the requests the metrics have counted. */
    const routesCounted = async (app: typeof shop.app) => {
      const answer = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${metrics.token}` },
      })
      expect(answer.statusCode, answer.body).toBe(200)
      const counted = samplesOf(answer.body).filter(({ name }) => name === 'http_requests_total')
      // Reading the metrics is a request too: the first read adds its own series.
      return new Set(
        counted.map(({ labels }) => labels.route ?? 'none').filter((route) => route !== '/metrics'),
      )
    }
    const visitFiles = async (app: typeof shop.app, hash: string) => {
      for (const url of [`/assets/index-${hash}.js`, '/icons/icon-192.png', '/sw.js']) {
        expect((await app.inject({ url })).statusCode, url).toBe(200)
      }
    }
    await visitFiles(shop.app, 'Ab12Cd34')
    const first = await routesCounted(shop.app)
    expect(first).toContain('/assets/*')
    expect(first).toContain('/icons/*')
    expect(first).toContain('/sw.js')
    expect([...first].filter((route) => /index-|icon-192/.test(route))).toEqual([])

    // The next build: the same files under new hashes, served by a new process.
    const nextDist = join(root, 'next-dist')
    cpSync(distDir, nextDist, { recursive: true })
    renameSync(
      join(nextDist, 'assets/index-Ab12Cd34.js'),
      join(nextDist, 'assets/index-Ef56Gh78.js'),
    )
    const next = await startTestShop({ staticDir: nextDist, uploadsDir, metrics })
    await visitFiles(next.app, 'Ef56Gh78')
    await visitFiles(shop.app, 'Ab12Cd34')
    expect([...(await routesCounted(next.app))].filter((route) => !first.has(route))).toEqual([])
    expect(await routesCounted(shop.app)).toEqual(first)
  })
  it('answers a missing picture with a 404', async () => {
    const res = await get('/uploads/products/none-320.webp')
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('Fake shop shell')
  })
})

const apiOnly = await startTestShop({
  staticDir: join(root, 'not-built'),
  uploadsDir: join(root, 'no-uploads'),
})

describe('without a built app', () => {
  it('serves the API only and answers other paths with the JSON 404', async () => {
    expect((await apiOnly.app.inject({ method: 'GET', url: '/wsd/health' })).statusCode).toBe(200)
    for (const url of ['/', '/product/single/iron-1', '/uploads/products/iron-1-320.webp']) {
      const res = await apiOnly.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json<ApiErrorBody>(), url).toMatchObject({
        status: false,
        error: { code: 'not_found' },
      })
    }
  })
})
