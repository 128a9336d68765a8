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
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { contentCard } from '../../repositories/blog-repository'
import { seoRecord } from '../../records/seo-record'
import { buildPage, pagePlugins, parseBlocks, storedPage } from '../../services/build-page'

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { blogRepository, catalogueRepository, contentRepository } = app

  /** A plugin row's own fields, read through the contract's schema of its kind. */
  const pluginData = async <T extends z.ZodMiniType>(
    lang: Language,
    kind: string,
    id: number,
    schema: T,
  ): Promise<z.output<T>> => {
    const data = await contentRepository.pluginData(lang, kind, id)
    if (data === undefined) throw notFound(`There is no ${kind} plugin ${id}.`)
    return schema.parse(JSON.parse(data))
  }

  registerCall(
    app,
    homePageCall,
    async ({ body, lang }) => {
      const [page, products] = await Promise.all([
        buildPage(app, lang, 'home'),
        catalogueRepository.productListItems(lang, { limit: body.product_limit }),
      ])
      return { status: true, ...page, products }
    },
    { errors: [404] },
  )

  registerCall(
    app,
    pageSelectCall,
    async ({ body, lang }) => ({
      status: true,
      ...(await buildPage(app, lang, body.slug)),
    }),
    { errors: [404] },
  )

  registerCall(
    app,
    pageFooterCall,
    async ({ lang }) => {
      const page = await storedPage(app, lang, 'footer')
      const blocks = parseBlocks(page.data)
      // Sorted as stored, unknown blocks included, so a newer client still sees them.
      const stored = JSON.parse(page.data) as { loc?: unknown }[]
      const loc = (block: { loc?: unknown }) => (typeof block.loc === 'number' ? block.loc : 0)
      return {
        status: true,
        data: toJsonText([...stored].sort((a, b) => loc(a) - loc(b))),
        plugins: await pagePlugins(app, lang, blocks),
      }
    },
    { errors: [404] },
  )

  registerCall(
    app,
    pluginTextCall,
    async ({ body, lang }) => ({
      status: true,
      ...(await pluginData(lang, 'text', body.id, textPluginSchema)),
    }),
    { errors: [404] },
  )

  registerCall(
    app,
    pluginBannerCall,
    async ({ body, lang }) => ({
      status: true,
      ...(await pluginData(lang, 'banner', body.id, z.object({ file: mediaFileSchema }))),
    }),
    { errors: [404] },
  )

  registerCall(
    app,
    pluginHtmlCall,
    async ({ body, lang }) => ({
      status: true,
      data: await pluginData(lang, 'html', body.id, z.object({ plugin: z.string() })),
    }),
    { errors: [404] },
  )

  const settingsFor = async (lang: Language) => {
    const settings = await contentRepository.siteSettings(lang)
    if (!settings) throw notFound(`The shop has no settings for language ${lang}.`)
    return {
      status: true as const,
      conf: settings.conf,
      setting: {
        upload_path: settings.setting.upload_path,
        luck: app.config.siteLockKey ? (1 as const) : (0 as const),
        currency: app.config.currency,
      },
    }
  }
  registerCall(app, settingsSelectCall, ({ lang }) => settingsFor(lang), { errors: [404] })
  registerCall(app, settingsCall, ({ body, lang }) => settingsFor(body.lang ?? lang), {
    errors: [404],
  })
  registerCall(app, siteConfigCall, ({ lang }) => settingsFor(lang), { errors: [404] })

  registerCall(app, sectionContentCall, async ({ body, lang }) => {
    const order = body.method === 'blog_popular' ? 'popular' : 'latest'
    const cards = await blogRepository.latestCards(body.lang ?? lang, body.limit, order)
    return { status: true, data: cards.map(contentCard) }
  })

  registerCall(
    app,
    menuCall,
    async ({ body, lang }) => {
      const menu = await contentRepository.menu(lang, body.menu)
      if (!menu) throw notFound(`There is no menu "${body.menu}".`)
      return { status: true, title: menu.title, item: menu.items }
    },
    { errors: [404] },
  )

  registerCall(
    app,
    seoSelectCall,
    async ({ body, lang }) => {
      const row = await contentRepository.pageSeo(lang, {
        link: body.link,
        slug: body.page ?? '',
      })
      if (!row) throw notFound(`There is no SEO record for ${body.link ?? body.page ?? ''}.`)
      return { status: true, seo: seoRecord(row, row.link, row.canonical) }
    },
    { errors: [404] },
  )

  for (const [call, table] of [
    [projectListCall, 'projects'],
    [serviceListCall, 'services'],
  ] as const) {
    registerCall(app, call, async ({ body, lang }) => ({
      status: true,
      data: await contentRepository.latestListing(table, body.lang ?? lang, body.limit),
    }))
  }
}
