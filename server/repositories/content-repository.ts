import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import * as z from 'zod/mini'
import type { Language } from '../../src/contract/common'
import {
  pageBlockSchema,
  sectionContentDefaultLimit,
  type PageBlock,
  type pagePluginsSchema,
} from '../../src/contract/content'
import type { Db } from '../db/database'
import { contentCard } from './blog-repository'

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ReturnType<typeof createContentRepository>
  }
}

export type PagePluginsWire = z.input<typeof pagePluginsSchema>

/** The blog's part of the stored `setting` JSON. */
export interface StoredBlogSetting {
  layout: unknown[]
  seo: {
    title: string
    meta_description: string
    meta_key: string[]
    canonical: string
    link: string
  }
}

export interface StoredSetting {
  upload_path: string
  blog: StoredBlogSetting
}

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
 * CMS pages and the plugins their blocks show, menus, site settings and the projects and
 * services lists.
 */
export function createContentRepository(app: FastifyInstance) {
  return {
    /** A page of one language by slug. */
    async page(db: Db, lang: Language, slug: string) {
      return db
        .selectFrom('pages')
        .selectAll()
        .where('lang', '=', lang)
        .where('slug', '=', slug)
        .executeTakeFirst()
    },

    /**
     * Resolves the data of a page's plugin-backed blocks, keyed by block id, in at most three
     * queries (plugin rows, highlighted products, latest posts). A block whose source is gone
     * gets no entry and renders nothing.
     */
    async pagePlugins(db: Db, lang: Language, blocks: PageBlock[]): Promise<PagePluginsWire> {
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
        pluginIds.length
          ? db
              .selectFrom('plugins')
              .select(['id', 'kind', 'data'])
              .where('id', 'in', pluginIds)
              .where('lang', '=', lang)
              .execute()
          : [],
        productIds.length
          ? app.catalogueRepository.productListItems(db, lang, {
              uniqueIds: productIds,
              limit: productIds.length,
            })
          : [],
        hasBlog ? app.blogRepository.latestCards(db, lang, sectionContentDefaultLimit) : [],
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
    },

    /** A plugin row's stored fields (JSON text). */
    async pluginData(
      db: Db,
      lang: Language,
      kind: string,
      id: number,
    ): Promise<string | undefined> {
      const row = await db
        .selectFrom('plugins')
        .select('data')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('lang', '=', lang)
        .executeTakeFirst()
      return row?.data
    },

    /** The settings row of a language: `conf` as stored JSON text, `setting` parsed. */
    async siteSettings(
      db: Db,
      lang: Language,
    ): Promise<{ conf: string; setting: StoredSetting } | undefined> {
      const row = await db
        .selectFrom('settings')
        .select(['conf', 'setting'])
        .where('lang', '=', lang)
        .executeTakeFirst()
      return row && { conf: row.conf, setting: JSON.parse(row.setting) as StoredSetting }
    },

    async menu(db: Db, lang: Language, menu: string) {
      const row = await db
        .selectFrom('menus')
        .select(['title', 'items'])
        .where('lang', '=', lang)
        .where('menu', '=', menu)
        .executeTakeFirst()
      return (
        row && {
          title: row.title,
          items: JSON.parse(row.items) as { id: number; title: string; link: string }[],
        }
      )
    },

    /** The SEO fields of the page at a link, or else of the page with a slug. */
    async pageSeo(db: Db, lang: Language, where: { link?: string; slug: string }) {
      let query = db
        .selectFrom('pages')
        .select(['title', 'meta_description', 'meta_key', 'canonical', 'link'])
        .where('lang', '=', lang)
      query = where.link
        ? query.where('link', '=', where.link)
        : query.where('slug', '=', where.slug)
      return query.executeTakeFirst()
    },

    /** The latest projects or services of a language. */
    async latestListing(db: Db, table: 'projects' | 'services', lang: Language, limit: number) {
      return db
        .selectFrom(table)
        .select(['id', 'title', 'des', 'img', 'created_at'])
        .where('lang', '=', lang)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },
  }
}

export const contentRepositoryPlugin = fp(
  async (app) => {
    app.decorate('contentRepository', createContentRepository(app))
  },
  {
    name: 'content-repository',
    dependencies: ['database', 'catalogue-repository', 'blog-repository'],
  },
)
