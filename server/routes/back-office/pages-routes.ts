import type { FastifyPluginAsync } from 'fastify'
import {
  createPageCall,
  editableMenuCall,
  editablePageCall,
  pageListCall,
  pagePictureBodyLimit,
  pagePictureCall,
  saveMenuCall,
  savePageCall,
} from '../../../src/contract/back-office-pages'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { parseBlocks } from '../../services/build-page'
import { editableMenu, saveMenu } from '../../services/edit-menu'
import { createPage, editablePage, savePage, storePagePicture } from '../../services/edit-page'
import { renderPictures } from '../../services/product-pictures'

/** Staff edit the CMS pages (block by block, previewed, then published) and the menus. */
export const pagesRoutes: FastifyPluginAsync = async (app) => {
  const { contentRepository } = app

  registerCall(app, pageListCall, async ({ body }) => {
    const pages = await contentRepository.pages(body.lang)
    return {
      data: pages.map((page) => ({
        slug: page.slug,
        title: page.title,
        blocks: parseBlocks(page.data).length,
      })),
    }
  })

  registerCall(app, editablePageCall, mayBeMissing, async ({ body }) =>
    editablePage(app, body.lang, body.slug),
  )

  registerCall(app, createPageCall, async ({ body, user }) => ({
    status: true,
    slug: await createPage(app, body, user),
  }))

  registerCall(app, savePageCall, mayBeMissing, async ({ body, user }) => ({
    status: true,
    page: await savePage(app, body, user),
  }))

  registerCall(
    app,
    pagePictureCall,
    {
      bodyLimit: pagePictureBodyLimit,
      // Decoding and resizing is slow work: done before the transaction holds a connection.
      prepare: ({ body }: { body: { data: string } }) => renderPictures([body], () => 'data'),
    },
    async ({ user, prepared }) => ({
      status: true,
      picture: await storePagePicture(app, prepared, user),
    }),
  )

  registerCall(app, editableMenuCall, async ({ body }) => editableMenu(app, body.lang, body.menu))

  registerCall(app, saveMenuCall, async ({ body, user }) => {
    await saveMenu(app, body, user)
    return { status: true }
  })
}
