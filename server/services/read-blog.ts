import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { blogPostsPerPage, type blogSettingSchema } from '../../src/contract/blog'
import type { Language } from '../../src/contract/common'
import { toJsonText } from '../../src/contract/json-text'
import { notFound } from '../http/errors'
import { pagedList, pageWindow } from '../records/paged-list'
import { seoRecord } from '../records/seo-record'
import { toBlogCard } from '../repositories/blog-repository'
import type { StoredSetting } from '../repositories/content-repository'
import { siteSettings } from './site-settings'

type BlogSettingWire = z.input<typeof blogSettingSchema>

/** The blog's layout and media path, as each blog page carries them. */
async function blogSetting(app: FastifyInstance, lang: Language) {
  const { setting } = await siteSettings(app, lang)
  return { setting, wire: blogSettingWire(setting) }
}

function blogSettingWire(setting: StoredSetting): BlogSettingWire {
  return { data: toJsonText(setting.blog.layout), upload_path: setting.upload_path }
}

/** The blog's home: its SEO, the categories with their counts and the latest posts. */
export async function blogHome(app: FastifyInstance, lang: Language, perPage: number) {
  const [{ setting, wire }, cats, cards] = await Promise.all([
    blogSetting(app, lang),
    app.blogRepository.categoriesWithCounts(lang),
    app.blogRepository.latestCards(lang, perPage),
  ])
  const seo = setting.blog.seo
  return {
    status: true as const,
    seo: seoRecord({ ...seo, meta_key: toJsonText(seo.meta_key) }, seo.link, seo.canonical),
    setting: wire,
    cats,
    data: pagedList(
      cards,
      // Every post belongs to one category of its language.
      cats.reduce((sum, c) => sum + c.count, 0),
      1,
      perPage,
    ),
  }
}

/** A page of one category's posts; 404 for a category the language does not have. */
export async function blogCategoryPage(
  app: FastifyInstance,
  lang: Language,
  unique: string,
  page: number,
) {
  const cat = await app.blogRepository.category(lang, unique)
  if (!cat) throw notFound(`There is no blog category "${unique}".`)
  const [{ wire }, posts] = await Promise.all([
    blogSetting(app, lang),
    app.blogRepository.categoryCards(lang, cat.id, pageWindow(page, blogPostsPerPage)),
  ])
  return {
    status: true as const,
    seo: seoRecord(cat, `/blog/cat/${cat.unique_id}`),
    setting: wire,
    cat: { uniqueId: cat.unique_id, title: cat.title },
    data: pagedList(posts.cards, posts.total, page, blogPostsPerPage),
  }
}

/**
 * A post as its page shows it, its views counting the one it is read for (counted apart, by
 * `countPostView`, once the answer has gone); 404 for a post the language does not have.
 */
export async function blogPost(app: FastifyInstance, lang: Language, unique: string) {
  const post = await app.blogRepository.post(lang, unique)
  if (!post) throw notFound(`There is no post "${unique}".`)
  const { wire } = await blogSetting(app, lang)
  const card = toBlogCard(post)
  return {
    status: true as const,
    data: {
      uniqueId: card.uniqueId,
      title: card.title,
      des: card.des,
      cat: { uniqueId: post.cat_unique, title: post.cat_title },
      body: post.body,
      img: card.img,
      created_at: card.created_at,
      date: card.date,
      view: card.view + 1,
      Comment: card.Comment,
    },
    seo: seoRecord(post, `/blog/detail/${post.unique_id}`),
    setting: wire,
  }
}

/**
 * Counts a read of a post, in a write of its own once its answer has gone (the answer waits for
 * no count): a count that fails is logged, the reader already has the post.
 */
export async function countPostView(app: FastifyInstance, lang: Language, unique: string) {
  try {
    await app.blogRepository.countView(lang, unique)
  } catch (error) {
    app.log.warn({ err: error, unique }, 'A view of a post could not be counted.')
  }
}
