import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import * as z from 'zod/mini'
import { seoSchema, type Language, type Seo } from '../../src/contract/common'
import { siteConfSchema } from '../../src/contract/content'
import type { Db } from '../db/database'
import { notFound } from '../http/errors'
import {
  absoluteUrl,
  languageAlternates,
  languageFromQuery,
  type RouteHead,
} from '../services/head-tags'
import { seoRecord, type SeoWire } from '../services/seo-record'

declare module 'fastify' {
  interface FastifyInstance {
    /** The head tags of the page a navigation to `url` opens, and the status to answer with. */
    routeHead: (url: string) => Promise<{ head: RouteHead; statusCode: number }>
  }
}

interface Site {
  title: string
  description: string
  logo: string
  uploadPath: string
}

/** What a route adds to the site's tags; undefined when its record does not exist. */
interface RouteSeo {
  seo: Seo
  image?: string
  type: RouteHead['type']
}

/** Single-segment client routes that are not CMS pages. */
export const fixedPages = new Set(['blog', 'service', 'project', 'account', 'luck'])

/** Client routes whose head is the site's own. */
const sitePatterns: RegExp[] = [
  /^\/(blog|service|project|account|luck)$/,
  /^\/blog\/search$/,
  /^\/blog\/cat\/[^/]+$/,
  /^\/brand\/[^/]+$/,
  /^\/checkout\/(cart|transfer|payment|status)$/,
  /^\/account\/(login|redirect)$/,
]

async function readSite(app: FastifyInstance, db: Db, lang: Language): Promise<Site> {
  const settings = await app.contentRepository.siteSettings(db, lang)
  if (!settings) throw notFound(`The shop has no settings for language ${lang}.`)
  const parsed = z
    .pick(siteConfSchema, { title: true, description: true, logo: true })
    .parse(JSON.parse(settings.conf))
  return { ...parsed, uploadPath: settings.setting.upload_path }
}

function parseSeo(wire: SeoWire): Seo {
  return seoSchema.parse(wire)
}

async function postSeo(
  app: FastifyInstance,
  db: Db,
  lang: Language,
  unique: string,
): Promise<RouteSeo | undefined> {
  const post = await app.blogRepository.post(db, lang, unique)
  if (!post) return undefined
  const seo = parseSeo(seoRecord(post, `/blog/detail/${post.unique_id}`))
  return { seo, image: post.img || undefined, type: 'article' }
}

/**
 * The SEO record of the route a path names, read with the API's own queries: null for a route
 * whose head is the site's, undefined for a page, product, category or post that does not exist.
 */
async function routeSeo(
  app: FastifyInstance,
  db: Db,
  lang: Language,
  pathname: string,
): Promise<RouteSeo | null | undefined> {
  const { catalogueRepository, contentRepository } = app
  const segments = decodedSegments(pathname)
  if (segments === undefined) return undefined
  const [first, second, third] = segments
  if (segments.length === 0) {
    const page = await contentRepository.page(db, lang, 'home')
    const seo = page && parseSeo(seoRecord(page, page.link, page.canonical))
    return seo && { seo, type: 'website' }
  }
  if (segments.length === 1 && first && !fixedPages.has(first)) {
    const page = await contentRepository.page(db, lang, first)
    return page && { seo: parseSeo(seoRecord(page, page.link, page.canonical)), type: 'website' }
  }
  if (first === 'product' && second === 'single' && third && segments.length === 3) {
    const product = await catalogueRepository.productSingle(db, lang, third)
    return (
      product && {
        seo: parseSeo(product.seo),
        image: product.ex.img?.url || undefined,
        type: 'product',
      }
    )
  }
  if (first === 'product' && second && segments.length === 2) {
    const heading = await catalogueRepository.categoryHeading(db, lang, second)
    return heading && { seo: parseSeo(seoRecord(heading, `/product/${second}`)), type: 'website' }
  }
  if (first === 'blog' && second === 'detail' && third && segments.length === 3) {
    return postSeo(app, db, lang, third)
  }
  return sitePatterns.some((pattern) => pattern.test(pathname)) ? null : undefined
}

/** The path's segments as the router reads them; undefined for a malformed escape. */
function decodedSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return undefined
  }
}

async function headFor(app: FastifyInstance, url: string) {
  const { db, config } = app
  const parsed = new URL(url, 'http://shop.invalid')
  const asked = languageFromQuery(parsed.searchParams.get('lang'))
  const lang = asked ?? config.defaultLang
  const site = await readSite(app, db, lang)
  const path = parsed.pathname.replace(/\/+$/, '') || '/'
  // A locked shop shows nothing of its content to a visitor who has not unlocked it.
  const locked = config.siteLockKey !== undefined
  const found = locked ? null : await routeSeo(app, db, lang, path)
  const media = (file: string | undefined, own: boolean) =>
    file ? { href: absoluteUrl(config.publicUrl, `${site.uploadPath}${file}`), own } : undefined
  const logo = media(site.logo, false)

  if (found === undefined) {
    const head: RouteHead = {
      lang,
      siteName: site.title,
      title: site.title,
      description: site.description,
      keywords: [],
      type: 'website',
      alternates: [],
      image: logo,
      missing: true,
    }
    return { head, statusCode: 404 }
  }

  const canonicalPath = found?.seo.canonical || found?.seo.link || path
  const seo = found?.seo
  const title = seo?.title || site.title
  const head: RouteHead = {
    lang,
    siteName: site.title,
    title,
    description: seo?.meta_description || site.description,
    keywords: seo?.meta_key ?? [],
    canonical: absoluteUrl(config.publicUrl, canonicalPath, asked),
    alternates: languageAlternates(config.publicUrl, canonicalPath),
    image: media(found?.image, true) ?? logo,
    type: found?.type ?? 'website',
  }
  return { head, statusCode: 200 }
}

/** Answers "which head tags does this navigation get", from the same records the API reads. */
export const headTagsPlugin = fp(
  async (app) => {
    app.decorate('routeHead', (url: string) => headFor(app, url))
  },
  {
    name: 'head-tags',
    dependencies: ['database', 'content-repository', 'catalogue-repository', 'blog-repository'],
  },
)
