import { sql } from 'kysely'
import type { z } from 'zod'
import type { blogCardSchema } from '../../src/contract/blog'
import type { Language } from '../../src/contract/common'
import type { contentCardSchema } from '../../src/contract/content'
import type { Db } from '../db/database'
import { likePattern } from '../db/like-pattern'
import type { PageWindow } from '../records/paged-list'
import { pagedRows } from '../db/paged-query'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { changedAnyRow } from '../db/changed-rows'

declare module 'fastify' {
  interface FastifyInstance {
    blogRepository: ReturnType<typeof createBlogRepository>
  }
}

export type BlogCardWire = z.input<typeof blogCardSchema>
export type ContentCardWire = z.input<typeof contentCardSchema>

/** Posts of one language joined with their category, ready to select cards from. */
function blogCardQuery(db: Db, lang: Language) {
  return db
    .selectFrom('blog_posts as p')
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .where('p.lang', '=', lang)
    .select([
      'p.unique_id',
      'p.title',
      'p.img',
      'p.des',
      'p.view',
      'p.comment',
      'p.created_at',
      'c.title as cat_title',
      'c.unique_id as cat_unique',
    ])
}

type CardRow = Awaited<ReturnType<ReturnType<typeof blogCardQuery>['execute']>>[number]

export function toBlogCard(row: CardRow): BlogCardWire {
  return {
    uniqueId: row.unique_id,
    title: row.title,
    img: row.img,
    des: row.des,
    view: Number(row.view),
    Comment: Number(row.comment),
    date: row.created_at.slice(0, 10),
    created_at: row.created_at,
    cat: row.cat_title,
    cat_unique: row.cat_unique,
  }
}

/** A card as sections show it (no summary, no category id). */
export function contentCard(card: BlogCardWire): ContentCardWire {
  const { des: _des, cat_unique: _cat, ...rest } = card
  return rest
}

/** A page of cards and how many cards there are in all. */
export interface CardPage {
  cards: BlogCardWire[]
  total: number
}

/** A page of the cards a query of posts holds, newest first, and how many it holds. */
async function cardPage(
  posts: ReturnType<typeof blogCardQuery>,
  page: PageWindow,
): Promise<CardPage> {
  const { rows, total } = await pagedRows(posts, page, (matching) =>
    matching.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'),
  )
  return { cards: rows.map(toBlogCard), total }
}

/** Blog posts, their categories and their view counts. */
export function createBlogRepository(currentDb: DbScope) {
  return {
    /** The latest posts (or the most viewed), newest first among equals. */
    async latestCards(
      lang: Language,
      limit: number,
      order: 'latest' | 'popular' = 'latest',
    ): Promise<BlogCardWire[]> {
      const db = currentDb()
      let query = blogCardQuery(db, lang)
      if (order === 'popular') query = query.orderBy('p.view', 'desc')
      const rows = await query
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute()
      return rows.map(toBlogCard)
    },

    /** The categories of a language with how many posts each holds, in id order. */
    async categoriesWithCounts(lang: Language) {
      const db = currentDb()
      const rows = await db
        .selectFrom('blog_categories as c')
        .leftJoin('blog_posts as p', 'p.category_id', 'c.id')
        .where('c.lang', '=', lang)
        .groupBy(['c.id', 'c.unique_id', 'c.title'])
        .select((eb) => ['c.unique_id', 'c.title', eb.fn.count('p.id').as('count')])
        .orderBy('c.id')
        .execute()
      return rows.map((c) => ({ uniqueId: c.unique_id, title: c.title, count: Number(c.count) }))
    },

    async category(lang: Language, unique: string) {
      const db = currentDb()
      return db
        .selectFrom('blog_categories')
        .select(['id', 'unique_id', 'title', 'meta_description', 'meta_key'])
        .where('lang', '=', lang)
        .where('unique_id', '=', unique)
        .executeTakeFirst()
    },

    /** A page of a category's posts, newest first, and how many posts it holds. */
    async categoryCards(lang: Language, categoryId: number, page: PageWindow): Promise<CardPage> {
      const db = currentDb()
      return cardPage(blogCardQuery(db, lang).where('p.category_id', '=', categoryId), page)
    },

    /** Counts a view of a post; false when the language has no such post. */
    async countView(lang: Language, unique: string): Promise<boolean> {
      const db = currentDb()
      return changedAnyRow(
        db
          .updateTable('blog_posts')
          .set((eb) => ({ view: eb('view', '+', 1) }))
          .where('lang', '=', lang)
          .where('unique_id', '=', unique),
      )
    },

    /** A post with its card fields, body and SEO texts. */
    async post(lang: Language, unique: string) {
      const db = currentDb()
      return blogCardQuery(db, lang)
        .where('p.unique_id', '=', unique)
        .select(['p.body', 'p.meta_description', 'p.meta_key'])
        .executeTakeFirst()
    },

    /** A page of the posts whose title, summary or body holds a text, and how many there are. */
    async searchCards(lang: Language, text: string, page: PageWindow): Promise<CardPage> {
      const db = currentDb()
      const pattern = likePattern(text)
      const matches = (column: string) =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
      const base = blogCardQuery(db, lang).where((eb) =>
        eb.or([matches('p.title'), matches('p.des'), matches('p.body')]),
      )
      return cardPage(base, page)
    },
  }
}

export const blogRepositoryPlugin = repositoryPlugin('blogRepository', createBlogRepository)
