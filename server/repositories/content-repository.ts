import { languages, type Language } from '../../src/contract/common'
import { toJsonText } from '../../src/contract/json-text'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ReturnType<typeof createContentRepository>
  }
}

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

/**
 * CMS pages and the plugin rows their blocks show, menus, site settings and the projects and
 * services lists.
 */
export function createContentRepository(currentDb: DbScope) {
  return {
    /** A page of one language by slug. */
    async page(lang: Language, slug: string) {
      const db = currentDb()
      return db
        .selectFrom('pages')
        .selectAll()
        .where('lang', '=', lang)
        .where('slug', '=', slug)
        .executeTakeFirst()
    },

    /** The languages that have a page of this slug, in the shop's order of languages. */
    async pageLanguages(slug: string): Promise<Language[]> {
      const rows = await currentDb()
        .selectFrom('pages')
        .select('lang')
        .where('slug', '=', slug)
        .execute()
      return languages.filter((lang) => rows.some((row) => row.lang === lang))
    },

    /** Plugin rows of one language by id (the stored fields as JSON text). */
    async pluginRows(lang: Language, ids: number[]) {
      const db = currentDb()
      if (ids.length === 0) return []
      return db
        .selectFrom('plugins')
        .select(['id', 'kind', 'data'])
        .where('id', 'in', ids)
        .where('lang', '=', lang)
        .execute()
    },

    /** A plugin row's stored fields (JSON text). */
    async pluginData(lang: Language, kind: string, id: number): Promise<string | undefined> {
      const db = currentDb()
      const row = await db
        .selectFrom('plugins')
        .select('data')
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('lang', '=', lang)
        .executeTakeFirst()
      return row?.data
    },

    /** The pages of a language, by slug. */
    async pages(lang: Language) {
      return currentDb()
        .selectFrom('pages')
        .select(['slug', 'title', 'data'])
        .where('lang', '=', lang)
        .orderBy('slug')
        .execute()
    },

    /** A new page of one language with no block: its SEO record is its title, its link its address. */
    async insertPage(page: {
      lang: Language
      slug: string
      title: string
      options: { header: boolean; footer: boolean }
    }): Promise<void> {
      const link = `/${page.slug}`
      await currentDb()
        .insertInto('pages')
        .values({
          lang: page.lang,
          slug: page.slug,
          title: page.title,
          data: toJsonText([]),
          options: toJsonText(page.options),
          meta: '',
          css: '',
          javascript: '',
          editor: '',
          html: '',
          meta_description: '',
          meta_key: toJsonText([]),
          canonical: link,
          link,
        })
        .execute()
    },

    /** Writes a page's title, header and footer flags and blocks (JSON text). */
    async savePage(
      lang: Language,
      slug: string,
      page: { title: string; options: string; data: string },
    ): Promise<void> {
      await currentDb()
        .updateTable('pages')
        .set(page)
        .where('lang', '=', lang)
        .where('slug', '=', slug)
        .execute()
    },

    /** A new plugin row; its id. */
    async insertPlugin(lang: Language, kind: string, data: string): Promise<number> {
      const row = await currentDb()
        .insertInto('plugins')
        .values({ lang, kind, data })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async updatePlugin(lang: Language, kind: string, id: number, data: string): Promise<void> {
      await currentDb()
        .updateTable('plugins')
        .set({ data })
        .where('id', '=', id)
        .where('kind', '=', kind)
        .where('lang', '=', lang)
        .execute()
    },

    /** Writes a menu's title and items (ids given in order); a menu not there yet is made. */
    async saveMenu(
      lang: Language,
      menu: string,
      title: string,
      items: { title: string; link: string }[],
    ): Promise<void> {
      const row = {
        lang,
        menu,
        title,
        items: JSON.stringify(items.map((item, index) => ({ id: index + 1, ...item }))),
      }
      await currentDb()
        .insertInto('menus')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['lang', 'menu']).doUpdateSet({ title: row.title, items: row.items }),
        )
        .execute()
    },

    /** The settings row of a language: `conf` as stored JSON text, `setting` parsed. */
    async siteSettings(
      lang: Language,
    ): Promise<{ conf: string; setting: StoredSetting } | undefined> {
      const db = currentDb()
      const row = await db
        .selectFrom('settings')
        .select(['conf', 'setting'])
        .where('lang', '=', lang)
        .executeTakeFirst()
      return row && { conf: row.conf, setting: JSON.parse(row.setting) as StoredSetting }
    },

    async menu(lang: Language, menu: string) {
      const db = currentDb()
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
    async pageSeo(lang: Language, where: { link?: string; slug: string }) {
      const db = currentDb()
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
    async latestListing(table: 'projects' | 'services', lang: Language, limit: number) {
      const db = currentDb()
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

export const contentRepositoryPlugin = repositoryPlugin(
  'contentRepository',
  createContentRepository,
)
