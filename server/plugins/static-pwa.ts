import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { blockChunksFile } from '../../src/contract/media'
import { htmlWithFirstView } from '../services/first-view-html'
import { htmlWithHead, rightToLeft } from '../services/head-tags'
import { firstViewPlugin } from './first-view'
import { headTagsPlugin } from './head-tags'

export interface StaticPwaOptions {
  /** The built PWA (`vite build` output); served when it holds an index.html. */
  staticDir: string
  /** Uploaded and seeded media, served at `/uploads/` when the folder exists. */
  uploadsDir: string
}

const blockChunksSchema = z.record(z.string(), z.array(z.string().startsWith('/')))

export const immutableCache = 'public, max-age=31536000, immutable'
export const revalidateCache = 'no-cache'
/** Media keep their names while they live; a month spares repeat downloads. */
export const mediaCache = 'public, max-age=2592000'
/** Icons and other unhashed public files. */
export const publicFileCache = 'public, max-age=86400'

/** Files that name the current version of the app: always revalidated. */
const entryFiles = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest'])
const compressedSuffix = /\.(br|gz)$/
const compressibleFile = /\.(m?js|css|html|svg|json|webmanifest|txt)$/
/** A missing path with one of these endings is a missing file, not a page of the app. */
const fileLikePath =
  /\.(m?js|css|map|html|png|jpe?g|webp|avif|gif|svg|ico|json|webmanifest|txt|xml|woff2?|br|gz)$/i

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return immutableCache
  if (entryFiles.has(file)) return revalidateCache
  return publicFileCache
}

/** True for paths the app's client router owns (everything but the API, media and files). */
export function isClientRoute(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/'
  if (path.startsWith('/wsd/') || path === '/wsd') return false
  if (path.startsWith('/uploads/') || path.startsWith('/assets/')) return false
  return !fileLikePath.test(path)
}

/**
 * The built Persian/Arabic font (`assets/vazirmatn-arabic-<hash>.woff2`), which Persian and
 * Arabic pages preload so their text never swaps fonts under the visitor.
 */
function builtPersianArabicFont(staticDir: string): string | undefined {
  const assets = join(staticDir, 'assets')
  if (!existsSync(assets)) return undefined
  const file = readdirSync(assets).find((name) => /^vazirmatn-arabic-[\w-]+\.woff2$/.test(name))
  return file && `/assets/${file}`
}

/**
 * The built app's map of block types to the files of their on-demand code (written by the build
 * as block-chunks.json); empty for a build without it.
 */
function builtBlockChunks(staticDir: string): Map<string, string[]> {
  const file = join(staticDir, blockChunksFile)
  if (!existsSync(file)) return new Map()
  const parsed = blockChunksSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  return new Map(Object.entries(parsed))
}

/** The page's bytes in the best encoding the client accepts (the page differs per route). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  reply.header('vary', 'accept-encoding')
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    })
    return reply.header('content-encoding', 'br').send(body)
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html))
  return reply.send(html)
}

/**
 * Serves the built PWA (precompressed brotli/gzip, immutable hashed assets, revalidated entry
 * files), the media folder at `/uploads/`, and index.html for every client route with that
 * route's head tags in it, so link previews work without JavaScript.
 */
export const staticPwaPlugin: FastifyPluginAsync<StaticPwaOptions> = async (
  app,
  { staticDir, uploadsDir },
) => {
  if (existsSync(uploadsDir) && statSync(uploadsDir).isDirectory()) {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', mediaCache)
      },
    })
  }

  if (!existsSync(join(staticDir, 'index.html'))) {
    app.log.info(`No built PWA at ${staticDir}: serving the API only.`)
    return
  }

  const shell = readFileSync(join(staticDir, 'index.html'), 'utf8')
  const persianArabicFont = builtPersianArabicFont(staticDir)
  const blockChunks = builtBlockChunks(staticDir)
  await app.register(headTagsPlugin)
  await app.register(firstViewPlugin)

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // `/` is a client route like any other: answered below with its head tags.
    index: false,
    // One route per built file: a miss never touches the disk, and the fallback below owns the rest.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const file = relative(staticDir, path).split(sep).join('/').replace(compressedSuffix, '')
      res.setHeader('cache-control', cacheControlFor(file))
      if (compressibleFile.test(file)) res.setHeader('vary', 'accept-encoding')
    },
  })

  app.get('/*', async (request, reply) => {
    if (!isClientRoute(request.url)) return reply.callNotFound()
    reply.header('cache-control', revalidateCache).type('text/html; charset=utf-8')
    // A page is the same for every visitor: kept as long as the API's reads, cleared with them.
    const cacheKey = `navigation ${request.url}`
    const cached = app.readCache.get(cacheKey)
    if (cached !== undefined) return sendCompressed(request, reply, cached)
    let page = shell
    try {
      const [{ head, statusCode }, firstView] = await Promise.all([
        app.routeHead(request.url),
        app.firstView(request.url),
      ])
      const font = rightToLeft.has(head.lang) ? persianArabicFont : undefined
      const modules = [...new Set(firstView.blockTypes.flatMap((t) => blockChunks.get(t) ?? []))]
      page = htmlWithFirstView(htmlWithHead(shell, head), { ...firstView, font, modules })
      reply.code(statusCode)
      if (statusCode === 200) app.readCache.set(cacheKey, page)
    } catch (error) {
      // The shell alone still starts the app, which reads its data itself.
      request.log.error({ error }, 'reading the first view of a navigation failed')
    }
    return sendCompressed(request, reply, page)
  })
}
