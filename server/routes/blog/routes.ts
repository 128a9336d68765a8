import type { FastifyPluginAsync } from 'fastify'
import type { z } from 'zod'
import {
  blogCategoryCall,
  blogHomeCall,
  blogPostsPerPage,
  blogSearchCall,
  blogSingleCall,
  type blogSettingSchema,
} from '../../../src/contract/blog'
import type { Language } from '../../../src/contract/common'
import { toJsonText } from '../../../src/contract/json-text'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { toBlogCard } from '../../repositories/blog-repository'
import type { StoredSetting } from '../../repositories/content-repository'
import { pagedList, pageWindow } from '../../records/paged-list'
import { seoRecord } from '../../records/seo-record'

type BlogSettingWire = z.input<typeof blogSettingSchema>

function blogSetting(setting: StoredSetting): BlogSettingWire {
  return { data: toJsonText(setting.blog.layout), upload_path: setting.upload_path }
}

/** A page of posts: the number of rows before it. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const { blogRepository, contentRepository } = app

  /** The stored `setting` of a language; 404 when the shop has none. */
  const siteSetting = async (lang: Language) => {
    const settings = await contentRepository.siteSettings(lang)
    if (!settings) throw notFound(`The shop has no settings for language ${lang}.`)
    return settings.setting
  }

  registerCall(
    app,
    blogHomeCall,
    async ({ body, lang }) => {
      const [setting, cats, cards] = await Promise.all([
        siteSetting(lang),
        blogRepository.categoriesWithCounts(lang),
        blogRepository.latestCards(lang, body.per_page),
      ])
      const seo = setting.blog.seo
      return {
        status: true,
        seo: seoRecord({ ...seo, meta_key: toJsonText(seo.meta_key) }, seo.link, seo.canonical),
        setting: blogSetting(setting),
        cats,
        data: pagedList(
          cards,
          // Every post belongs to one category of its language.
          cats.reduce((sum, c) => sum + c.count, 0),
          1,
          body.per_page,
        ),
      }
    },
    { errors: [404] },
  )

  registerCall(
    app,
    blogCategoryCall,
    async ({ body, lang }) => {
      const cat = await blogRepository.category(lang, body.cat)
      if (!cat) throw notFound(`There is no blog category "${body.cat}".`)
      const [setting, posts] = await Promise.all([
        siteSetting(lang),
        blogRepository.categoryCards(lang, cat.id, pageWindow(body.page, blogPostsPerPage)),
      ])
      const link = `/blog/cat/${cat.unique_id}`
      return {
        status: true,
        seo: seoRecord(cat, link),
        setting: blogSetting(setting),
        cat: { uniqueId: cat.unique_id, title: cat.title },
        data: pagedList(posts.cards, posts.total, body.page, blogPostsPerPage),
      }
    },
    { errors: [404] },
  )

  registerCall(
    app,
    blogSingleCall,
    async ({ body, lang }) => {
      const missing = () => notFound(`There is no post "${body.unique}".`)
      if (!(await blogRepository.countView(lang, body.unique))) throw missing()
      const [setting, post] = await Promise.all([
        siteSetting(lang),
        blogRepository.post(lang, body.unique),
      ])
      if (!post) throw missing()
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
    },
    { errors: [404] },
  )

  registerCall(app, blogSearchCall, async ({ body, lang }) => {
    const found = await blogRepository.searchCards(
      lang,
      body.query,
      pageWindow(body.page, blogPostsPerPage),
    )
    return {
      status: true,
      ...pagedList(found.cards, found.total, body.page, blogPostsPerPage),
    }
  })
}
