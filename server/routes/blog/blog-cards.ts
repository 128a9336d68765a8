import type { z } from 'zod'
import type { blogCardSchema } from '../../../src/contract/blog'
import type { Language } from '../../../src/contract/common'
import type { contentCardSchema } from '../../../src/contract/content'
import type { Db } from '../../db/database'

export type BlogCardWire = z.input<typeof blogCardSchema>
export type ContentCardWire = z.input<typeof contentCardSchema>

/** Posts of one language joined with their category, ready to select cards from. */
export function blogCardQuery(db: Db, lang: Language) {
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

/** The latest posts (or the most viewed), newest first among equals. */
export async function latestBlogCards(
  db: Db,
  lang: Language,
  limit: number,
  order: 'latest' | 'popular' = 'latest',
): Promise<BlogCardWire[]> {
  let query = blogCardQuery(db, lang)
  if (order === 'popular') query = query.orderBy('p.view', 'desc')
  const rows = await query
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toBlogCard)
}

/** `%text%` for LIKE with its wildcards taken literally (escaped with `\`). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A card as sections show it (no summary, no category id). */
export function contentCard(card: BlogCardWire): ContentCardWire {
  const { des: _des, cat_unique: _cat, ...rest } = card
  return rest
}
