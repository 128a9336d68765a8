import type { FastifyPluginAsync } from 'fastify'
import * as z from 'zod/mini'
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
import { notFound } from '../../http/errors'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { contentCard } from '../../repositories/blog-repository'
import { seoRecord } from '../../records/seo-record'
import { buildFooter, buildHomePage, buildPage, pluginContent } from '../../services/build-page'
import { siteConfiguration } from '../../services/site-settings'

const bannerPluginSchema = z.object({ file: mediaFileSchema })
const htmlPluginSchema = z.object({ plugin: z.string() })

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { blogRepository, contentRepository } = app

  registerCall(app, homePageCall, mayBeMissing, async ({ body, lang }) =>
    buildHomePage(app, lang, body.product_limit),
  )

  registerCall(app, pageSelectCall, mayBeMissing, async ({ body, lang }) => ({
    status: true,
    ...(await buildPage(app, lang, body.slug)),
  }))

  registerCall(app, pageFooterCall, mayBeMissing, async ({ lang }) => buildFooter(app, lang))

  registerCall(app, pluginTextCall, mayBeMissing, async ({ body, lang }) => ({
    status: true,
    ...(await pluginContent(app, lang, 'text', body.id, textPluginSchema)),
  }))

  registerCall(app, pluginBannerCall, mayBeMissing, async ({ body, lang }) => ({
    status: true,
    ...(await pluginContent(app, lang, 'banner', body.id, bannerPluginSchema)),
  }))

  registerCall(app, pluginHtmlCall, mayBeMissing, async ({ body, lang }) => ({
    status: true,
    data: await pluginContent(app, lang, 'html', body.id, htmlPluginSchema),
  }))

  registerCall(app, settingsSelectCall, mayBeMissing, ({ lang }) => siteConfiguration(app, lang))
  registerCall(app, settingsCall, mayBeMissing, ({ body, lang }) =>
    siteConfiguration(app, body.lang ?? lang),
  )
  registerCall(app, siteConfigCall, mayBeMissing, ({ lang }) => siteConfiguration(app, lang))

  registerCall(app, sectionContentCall, async ({ body, lang }) => {
    const order = body.method === 'blog_popular' ? 'popular' : 'latest'
    const cards = await blogRepository.latestCards(body.lang ?? lang, body.limit, order)
    return { status: true, data: cards.map(contentCard) }
  })

  registerCall(app, menuCall, mayBeMissing, async ({ body, lang }) => {
    const menu = await contentRepository.menu(lang, body.menu)
    if (!menu) throw notFound(`There is no menu "${body.menu}".`)
    return { status: true, title: menu.title, item: menu.items }
  })

  registerCall(app, seoSelectCall, mayBeMissing, async ({ body, lang }) => {
    const row = await contentRepository.pageSeo(lang, { link: body.link, slug: body.page ?? '' })
    if (!row) throw notFound(`There is no SEO record for ${body.link ?? body.page ?? ''}.`)
    return { status: true, seo: seoRecord(row, row.link, row.canonical) }
  })

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
