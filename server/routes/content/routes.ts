import type { FastifyPluginAsync } from 'fastify'
import * as z from 'zod/mini'
import type { Language } from '../../../src/contract/common'
import {
  homePageCall,
  mediaFileSchema,
  menuCall,
  pageFooterCall,
  pageSelectCall,
  pluginBannerCall,
  pluginHtmlCall,
  pluginTextCall,
  projectListCall,
  sectionContentCall,
  seoSelectCall,
  serviceListCall,
  settingsCall,
  settingsSelectCall,
  siteConfigCall,
  textPluginSchema,
} from '../../../src/contract/content'
import { toJsonText } from '../../../src/contract/json-text'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { productListItems } from '../../services/product-list'
import { contentCard, latestBlogCards } from '../blog/blog-cards'
import { parseBlocks, resolvePagePlugins } from './page-plugins'
import { seoRecord } from './seo-record'
import { siteSettings } from './site-settings'

/** A page of one language by slug; 404 when there is none. */
export async function pageBySlug(db: Db, lang: Language, slug: string) {
  const page = await db
    .selectFrom('pages')
    .selectAll()
    .where('lang', '=', lang)
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (!page) throw notFound(`There is no page "${slug}".`)
  return page
}

type PageRow = Awaited<ReturnType<typeof pageBySlug>>

function pageWire(page: PageRow, data = page.data) {
  return {
    title: page.title,
    data,
    options: page.options,
    meta: page.meta,
    css: page.css,
    javascript: page.javascript,
    editor: page.editor,
    html: page.html,
  }
}

/** A plugin row's own fields, read through the contract's schema of its kind. */
async function pluginData<T extends z.ZodMiniType>(
  db: Db,
  lang: Language,
  kind: string,
  id: number,
  schema: T,
): Promise<z.output<T>> {
  const row = await db
    .selectFrom('plugins')
    .select('data')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .executeTakeFirst()
  if (!row) throw notFound(`There is no ${kind} plugin ${id}.`)
  return schema.parse(JSON.parse(row.data))
}

export const contentRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, homePageCall, async ({ body, lang, db }) => {
    const page = await pageBySlug(db, lang, 'home')
    const [plugins, products] = await Promise.all([
      resolvePagePlugins(db, lang, parseBlocks(page.data)),
      productListItems(db, lang, { limit: body.product_limit }),
    ])
    return {
      status: true,
      page: pageWire(page),
      plugins,
      seo: seoRecord(page, page.link, page.canonical),
      products,
    }
  })

  registerCall(app, pageSelectCall, async ({ body, lang, db }) => {
    const page = await pageBySlug(db, lang, body.slug)
    const plugins = await resolvePagePlugins(db, lang, parseBlocks(page.data))
    return {
      status: true,
      page: pageWire(page),
      plugins,
      seo: seoRecord(page, page.link, page.canonical),
    }
  })

  registerCall(app, pageFooterCall, async ({ lang, db }) => {
    const page = await pageBySlug(db, lang, 'footer')
    const blocks = parseBlocks(page.data)
    // Sorted as stored, unknown blocks included, so a newer client still sees them.
    const stored = JSON.parse(page.data) as { loc?: unknown }[]
    const loc = (block: { loc?: unknown }) => (typeof block.loc === 'number' ? block.loc : 0)
    return {
      status: true,
      data: toJsonText([...stored].sort((a, b) => loc(a) - loc(b))),
      plugins: await resolvePagePlugins(db, lang, blocks),
    }
  })

  registerCall(app, pluginTextCall, async ({ body, lang, db }) => ({
    status: true,
    ...(await pluginData(db, lang, 'text', body.id, textPluginSchema)),
  }))

  registerCall(app, pluginBannerCall, async ({ body, lang, db }) => ({
    status: true,
    ...(await pluginData(db, lang, 'banner', body.id, z.object({ file: mediaFileSchema }))),
  }))

  registerCall(app, pluginHtmlCall, async ({ body, lang, db }) => ({
    status: true,
    data: await pluginData(db, lang, 'html', body.id, z.object({ plugin: z.string() })),
  }))

  const settingsFor = async (db: Db, lang: Language) => {
    const { conf, setting } = await siteSettings(db, lang)
    return {
      status: true as const,
      conf,
      setting: {
        upload_path: setting.upload_path,
        luck: app.config.siteLockKey ? (1 as const) : (0 as const),
      },
    }
  }
  registerCall(app, settingsSelectCall, ({ lang, db }) => settingsFor(db, lang))
  registerCall(app, settingsCall, ({ body, lang, db }) => settingsFor(db, body.lang ?? lang))
  registerCall(app, siteConfigCall, ({ lang, db }) => settingsFor(db, lang))

  registerCall(app, sectionContentCall, async ({ body, lang, db }) => {
    const order = body.method === 'blog_popular' ? 'popular' : 'latest'
    const cards = await latestBlogCards(db, body.lang ?? lang, body.limit, order)
    return { status: true, data: cards.map(contentCard) }
  })

  registerCall(app, menuCall, async ({ body, lang, db }) => {
    const row = await db
      .selectFrom('menus')
      .select(['title', 'items'])
      .where('lang', '=', lang)
      .where('menu', '=', body.menu)
      .executeTakeFirst()
    if (!row) throw notFound(`There is no menu "${body.menu}".`)
    return {
      status: true,
      title: row.title,
      item: JSON.parse(row.items) as { id: number; title: string; link: string }[],
    }
  })

  registerCall(app, seoSelectCall, async ({ body, lang, db }) => {
    let query = db
      .selectFrom('pages')
      .select(['title', 'meta_description', 'meta_key', 'canonical', 'link'])
      .where('lang', '=', lang)
    query = body.link
      ? query.where('link', '=', body.link)
      : query.where('slug', '=', body.page ?? '')
    const row = await query.executeTakeFirst()
    if (!row) throw notFound(`There is no SEO record for ${body.link ?? body.page ?? ''}.`)
    return { status: true, seo: seoRecord(row, row.link, row.canonical) }
  })

  for (const [call, table] of [
    [projectListCall, 'projects'],
    [serviceListCall, 'services'],
  ] as const) {
    registerCall(app, call, async ({ body, lang, db }) => {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'title', 'des', 'img', 'created_at'])
        .where('lang', '=', body.lang ?? lang)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(body.limit)
        .execute()
      return { status: true, data: rows }
    })
  }
}
