import { existsSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's label in the metrics when its pattern is not one (a built file's own address). */
    metricsRoute?: string
  }
}

export interface StaticPwaOptions {
  /** The built PWA (`vite build` output); served when it holds an index.html. Absent in development (Vite serves it). */
  staticDir: string | undefined
  /** Uploaded and seeded media, served at `/uploads/` when the folder exists. */
  uploadsDir: string
}

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

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return immutableCache
  if (entryFiles.has(file)) return revalidateCache
  return publicFileCache
}

/**
 * Serves the media folder at `/uploads/`, and the built PWA's files (precompressed brotli/gzip,
 * immutable hashed assets, revalidated entry files); pages are the pages plugin's.
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

  if (staticDir === undefined || !existsSync(join(staticDir, 'index.html'))) return

  // Each built file has a route of its own, and a build renames the hashed ones: the metrics
  // count them by folder (`/assets/*`), so a new build adds no series.
  app.addHook('onRoute', (route) => {
    const folder = /^\/[^/]+\//.exec(route.url)?.[0]
    if (folder) route.config = { ...route.config, metricsRoute: `${folder}*` }
  })
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // `/` is a page like any other: rendered by the pages plugin.
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
}
