import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  blogCategoryCall,
  blogHomeCall,
  blogPostsPerPage,
  blogSearchCall,
  blogSingleCall,
} from '../../../src/contract/blog'
import type { Language } from '../../../src/contract/common'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { blogCategoryPage, blogHome, blogPost, countPostView } from '../../services/read-blog'

export const blogRoutes: FastifyPluginAsync = async (app) => {
  /** The post each answered read is of: its view is counted once the answer has gone. */
  const postsRead = new WeakMap<FastifyRequest, { lang: Language; unique: string }>()
  app.addHook('onResponse', async (request, reply) => {
    const read = postsRead.get(request)
    if (read && reply.statusCode === 200) await countPostView(app, read.lang, read.unique)
  })

  registerCall(app, blogHomeCall, mayBeMissing, async ({ body, lang }) =>
    blogHome(app, lang, body.per_page),
  )

  registerCall(app, blogCategoryCall, mayBeMissing, async ({ body, lang }) =>
    blogCategoryPage(app, lang, body.cat, body.page),
  )

  registerCall(app, blogSingleCall, mayBeMissing, async ({ body, lang, request }) => {
    const post = await blogPost(app, lang, body.unique)
    postsRead.set(request, { lang, unique: body.unique })
    return post
  })

  registerCall(app, blogSearchCall, async ({ body, lang }) => {
    const found = await app.blogRepository.searchCards(
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
