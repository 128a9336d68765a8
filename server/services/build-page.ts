import type { FastifyInstance } from 'fastify'
import * as z from 'zod/mini'
import type { Language } from '../../src/contract/common'
import {
  pageBlockSchema,
  sectionContentDefaultLimit,
  type PageBlock,
  type pagePluginsSchema,
} from '../../src/contract/content'
import { toJsonText } from '../../src/contract/json-text'
import { notFound } from '../http/errors'
import { seoRecord } from '../records/seo-record'
import { contentCard } from '../repositories/blog-repository'

export type PagePluginsWire = z.input<typeof pagePluginsSchema>

const storedBlocks = z.array(pageBlockSchema)

/** Reads a page's stored block list; a broken list reads as no blocks. */
export function parseBlocks(data: string): PageBlock[] {
  try {
    const parsed = storedBlocks.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** Block types whose content is a plugin row of the same kind. */
const pluginKinds = new Set(['text', 'banner', 'card_info', 'html'])

/**
 * The data of a page's plugin-backed blocks, keyed by block id, in at most three queries
 * (plugin rows, highlighted products, latest posts). A block whose source is gone gets no entry
 * and renders nothing.
 */
export async function pagePlugins(
  app: FastifyInstance,
  lang: Language,
  blocks: PageBlock[],
): Promise<PagePluginsWire> {
  const pluginIds: number[] = []
  const productIds: string[] = []
  let hasBlog = false
  for (const block of blocks) {
    if (block.type === 'one_product') productIds.push(block.data.uniqueId)
    else if (block.type === 'blog') hasBlog = true
    else if (
      block.type === 'text' ||
      block.type === 'banner' ||
      block.type === 'card_info' ||
      block.type === 'html'
    ) {
      pluginIds.push(block.data.id)
    }
  }

  const [pluginRows, products, cards] = await Promise.all([
    app.contentRepository.pluginRows(lang, pluginIds),
    productIds.length
      ? app.catalogueRepository.productListItems(lang, {
          uniqueIds: productIds,
          limit: productIds.length,
        })
      : [],
    hasBlog ? app.blogRepository.latestCards(lang, sectionContentDefaultLimit) : [],
  ])
  const pluginById = new Map(pluginRows.map((row) => [row.id, row]))
  const productByUnique = new Map(products.map((p) => [p.uniqueId, p]))

  const plugins: PagePluginsWire = {}
  for (const block of blocks) {
    if (block.type === 'one_product') {
      const product = productByUnique.get(block.data.uniqueId)
      if (product) plugins[block.id] = { kind: 'one_product', product }
    } else if (block.type === 'blog') {
      plugins[block.id] = { kind: 'blog', data: cards.map(contentCard) }
    } else if (pluginKinds.has(block.type) && 'data' in block && 'id' in block.data) {
      const row = pluginById.get(block.data.id)
      if (row?.kind === block.type) {
        plugins[block.id] = { ...(JSON.parse(row.data) as object), kind: row.kind }
      }
    }
  }
  return plugins
}

/** A stored page of one language by slug; 404 when there is none. */
export async function storedPage(app: FastifyInstance, lang: Language, slug: string) {
  const page = await app.contentRepository.page(lang, slug)
  if (!page) throw notFound(`There is no page "${slug}".`)
  return page
}

/** A CMS page as the API answers it: its stored fields, its blocks' plugins and its SEO record. */
export async function buildPage(app: FastifyInstance, lang: Language, slug: string) {
  const page = await storedPage(app, lang, slug)
  const plugins = await pagePlugins(app, lang, parseBlocks(page.data))
  return {
    page: {
      title: page.title,
      data: page.data,
      options: page.options,
      meta: page.meta,
      css: page.css,
      javascript: page.javascript,
      editor: page.editor,
      html: page.html,
    },
    plugins,
    seo: seoRecord(page, page.link, page.canonical),
  }
}

/** The home page as the API answers it: the CMS page and the latest products. */
export async function buildHomePage(app: FastifyInstance, lang: Language, productLimit: number) {
  const [page, products] = await Promise.all([
    buildPage(app, lang, 'home'),
    app.catalogueRepository.productListItems(lang, { limit: productLimit }),
  ])
  return { status: true as const, ...page, products }
}

/** The footer's blocks, sorted as stored (unknown ones included, so a newer client still sees them), with their plugins. */
export async function buildFooter(app: FastifyInstance, lang: Language) {
  const page = await storedPage(app, lang, 'footer')
  const stored = JSON.parse(page.data) as { loc?: unknown }[]
  const loc = (block: { loc?: unknown }) => (typeof block.loc === 'number' ? block.loc : 0)
  return {
    status: true as const,
    data: toJsonText([...stored].sort((a, b) => loc(a) - loc(b))),
    plugins: await pagePlugins(app, lang, parseBlocks(page.data)),
  }
}

/** A plugin row's own fields, read through the contract's schema of its kind; 404 for none. */
export async function pluginContent<T extends z.ZodMiniType>(
  app: FastifyInstance,
  lang: Language,
  kind: string,
  id: number,
  schema: T,
): Promise<z.output<T>> {
  const data = await app.contentRepository.pluginData(lang, kind, id)
  if (data === undefined) throw notFound(`There is no ${kind} plugin ${id}.`)
  return schema.parse(JSON.parse(data))
}
