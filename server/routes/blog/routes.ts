import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { z } from 'zod'
import {
  blogCategoryCall,
  blogHomeCall,
  blogPostsPerPage,
  blogSearchCall,
  blogSingleCall,
  type blogSettingSchema,
} from '../../../src/contract/blog'
import { toJsonText } from '../../../src/contract/json-text'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { seoRecord } from '../content/seo-record'
import { siteSettings, type StoredSetting } from '../content/site-settings'
import { blogCardQuery, likePattern, toBlogCard } from './blog-cards'

type BlogSettingWire = z.input<typeof blogSettingSchema>

function blogSetting(setting: StoredSetting): BlogSettingWire {
  return { data: toJsonText(setting.blog.layout), upload_path: setting.upload_path }
}

export const blogRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, blogHomeCall, async ({ body, lang, db }) => {
    const [{ setting }, cats, rows] = await Promise.all([
      siteSettings(db, lang),
      db
        .selectFrom('blog_categories as c')
        .leftJoin('blog_posts as p', 'p.category_id', 'c.id')
        .where('c.lang', '=', lang)
        .groupBy(['c.id', 'c.unique_id', 'c.title'])
        .select((eb) => ['c.unique_id', 'c.title', eb.fn.count('p.id').as('count')])
        .orderBy('c.id')
        .execute(),
      blogCardQuery(db, lang)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(body.per_page)
        .execute(),
    ])
    const seo = setting.blog.seo
    return {
      status: true,
      seo: { ...seo, meta_key: toJsonText(seo.meta_key) },
      setting: blogSetting(setting),
      cats: cats.map((c) => ({ uniqueId: c.unique_id, title: c.title, count: Number(c.count) })),
      data: {
        data: rows.map(toBlogCard),
        // Every post belongs to one category of its language.
        total: cats.reduce((sum, c) => sum + Number(c.count), 0),
        per_page: body.per_page,
        current_page: 1,
      },
    }
  })

  registerCall(app, blogCategoryCall, async ({ body, lang, db }) => {
    const cat = await db
      .selectFrom('blog_categories')
      .select(['id', 'unique_id', 'title', 'meta_description', 'meta_key'])
      .where('lang', '=', lang)
      .where('unique_id', '=', body.cat)
      .executeTakeFirst()
    if (!cat) throw notFound(`There is no blog category "${body.cat}".`)
    const [{ setting }, rows, count] = await Promise.all([
      siteSettings(db, lang),
      blogCardQuery(db, lang)
        .where('p.category_id', '=', cat.id)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(blogPostsPerPage)
        .offset((body.page - 1) * blogPostsPerPage)
        .execute(),
      db
        .selectFrom('blog_posts')
        .where('category_id', '=', cat.id)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
    ])
    const link = `/blog/cat/${cat.unique_id}`
    return {
      status: true,
      seo: seoRecord(cat, link),
      setting: blogSetting(setting),
      cat: { uniqueId: cat.unique_id, title: cat.title },
      data: {
        data: rows.map(toBlogCard),
        total: Number(count.count),
        per_page: blogPostsPerPage,
        current_page: body.page,
      },
    }
  })

  registerCall(app, blogSingleCall, async ({ body, lang, db }) => {
    const counted = await db
      .updateTable('blog_posts')
      .set((eb) => ({ view: eb('view', '+', 1) }))
      .where('lang', '=', lang)
      .where('unique_id', '=', body.unique)
      .executeTakeFirst()
    if (Number(counted.numUpdatedRows) === 0) throw notFound(`There is no post "${body.unique}".`)
    const [{ setting }, post] = await Promise.all([
      siteSettings(db, lang),
      blogCardQuery(db, lang)
        .where('p.unique_id', '=', body.unique)
        .select(['p.body', 'p.meta_description', 'p.meta_key'])
        .executeTakeFirstOrThrow(),
    ])
    const card = toBlogCard(post)
    return {
      status: true,
      data: {
        uniqueId: card.uniqueId,
        title: card.title,
        des: card.des,
        cat: { uniqueId: post.cat_unique, title: post.cat_title },
        body: post.body,
        img: card.img,
        created_at: card.created_at,
        date: card.date,
        view: card.view,
        Comment: card.Comment,
      },
      seo: seoRecord(post, `/blog/detail/${post.unique_id}`),
      setting: blogSetting(setting),
    }
  })

  registerCall(app, blogSearchCall, async ({ body, lang, db }) => {
    const pattern = likePattern(body.query)
    const matches = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
    const base = blogCardQuery(db, lang).where((eb) =>
      eb.or([matches('p.title'), matches('p.des'), matches('p.body')]),
    )
    const [rows, count] = await Promise.all([
      base
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(blogPostsPerPage)
        .offset((body.page - 1) * blogPostsPerPage)
        .execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
    ])
    return {
      status: true,
      data: rows.map(toBlogCard),
      total: Number(count.count),
      per_page: blogPostsPerPage,
      current_page: body.page,
    }
  })
}
