import type { FastifyInstance } from 'fastify'
import type { AccountUser } from '../../src/contract/accounts'
import {
  editableBlockSchema,
  reservedPageSlugs,
  type createPageCall,
  type EditableBlock,
  type savePageCall,
} from '../../src/contract/back-office-pages'
import type { CallParsedRequest } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import {
  homeProductDefaultLimit,
  pageOptionsSchema,
  type PageBlock,
} from '../../src/contract/content'
import { toJsonText } from '../../src/contract/json-text'
import { badRequest, fieldRefused, notFound } from '../http/errors'
import { pagePlugins, parseBlocks, storedPage } from './build-page'
import { storePictures, type RenderedPicture, type StoredPicture } from './product-pictures'

/** Block types whose content is a plugin row of the same kind. */
const pluginBacked = new Set<string>(['text', 'banner', 'card_info', 'html'])

type PluginRow = { id: number; kind: string; data: string }

/** A stored block as the editor edits it; undefined for one whose stored data it cannot read. */
function editableOf(block: PageBlock, plugins: Map<number, PluginRow>): EditableBlock | undefined {
  if (block.type === 'unknown') return undefined
  const { id, title, display, grid, pos } = block
  const fields = { id, title, display, grid, class: block.class, pos, type: block.type }
  let candidate: unknown
  if (
    block.type === 'text' ||
    block.type === 'banner' ||
    block.type === 'card_info' ||
    block.type === 'html'
  ) {
    const row = plugins.get(block.data.id)
    if (row?.kind !== block.type) return undefined
    candidate = { ...fields, content: JSON.parse(row.data) as unknown }
  } else {
    candidate = { ...fields, data: block.data }
  }
  const parsed = editableBlockSchema.safeParse(candidate)
  return parsed.success ? parsed.data : undefined
}

/** The stored page's blocks, what the editor makes of each, and their plugin rows. */
async function pageParts(app: FastifyInstance, lang: Language, slug: string) {
  const page = await storedPage(app, lang, slug)
  const blocks = parseBlocks(page.data)
  const pluginIds = blocks.flatMap((block) =>
    pluginBacked.has(block.type) && 'data' in block && 'id' in block.data ? [block.data.id] : [],
  )
  const rows = await app.contentRepository.pluginRows(lang, pluginIds)
  const plugins = new Map(rows.map((row) => [row.id, row]))
  const editable = blocks.map((block) => editableOf(block, plugins))
  const options = pageOptionsSchema.parse(JSON.parse(page.options || '{}'))
  return { page, blocks, editable, plugins, options }
}

/** A page as the back office edits it, with what its blocks show now. */
export async function editablePage(app: FastifyInstance, lang: Language, slug: string) {
  const { page, blocks, editable, options } = await pageParts(app, lang, slug)
  return {
    title: page.title,
    options,
    // In the order the page shows them.
    blocks: blocks
      .map((block, index) => ({ loc: block.loc, editable: editable[index] }))
      .sort((a, b) => a.loc - b.loc)
      .flatMap((entry) => (entry.editable ? [entry.editable] : [])),
    plugins: await pagePlugins(app, lang, blocks),
    products: blocks.some((block) => block.type === 'product')
      ? await app.catalogueRepository.productListItems(lang, { limit: homeProductDefaultLimit })
      : [],
    languages: await app.contentRepository.pageLanguages(slug),
  }
}

type SavePage = CallParsedRequest<typeof savePageCall>

/**
 * A new page of one language, with the shop's header and footer and no block yet, audited; its
 * slug, refused when a page of that language, or the shop's own addresses, have it.
 */
export async function createPage(
  app: FastifyInstance,
  { lang, slug, title }: CallParsedRequest<typeof createPageCall>,
  by: AccountUser,
): Promise<string> {
  if (reservedPageSlugs.includes(slug) || (await app.contentRepository.page(lang, slug)))
    throw fieldRefused('slug', {
      reason: 'taken',
      message: `The address /${slug} is taken: choose another.`,
    })
  const options = { header: true, footer: true }
  await app.contentRepository.insertPage({ lang, slug, title, options })
  await app.auditRepository.record(by, {
    action: 'page.create',
    subject: `page:${lang}/${slug}`,
    before: null,
    after: { title, options, blocks: [] },
  })
  return slug
}

/**
 * Publishes a page as the editor sent it, audited: plugin-backed blocks write their plugin row
 * (a new block gets a new row; a removed block's row stays, unused); blocks the editor could not
 * read are kept as they were, after the others. A page made in another language only is made in
 * this one first. The caches of every instance empty with the write.
 */
export async function savePage(app: FastifyInstance, body: SavePage, by: AccountUser) {
  const { lang, slug } = body
  if (!(await app.contentRepository.page(lang, slug))) {
    // Made in another language only: made in this one first, in the same write.
    if ((await app.contentRepository.pageLanguages(slug)).length === 0)
      throw notFound(`There is no page "${slug}".`)
    await createPage(app, { lang, slug, title: body.title }, by)
  }
  const before = await editablePage(app, lang, slug)
  const { page, blocks, editable, plugins } = await pageParts(app, lang, slug)
  const storedById = new Map(blocks.map((block) => [block.id, block]))
  const raw = JSON.parse(page.data) as unknown[]
  const unreadable = raw.filter((_, index) => editable[index] === undefined)

  const products = body.blocks.flatMap((block) =>
    block.type === 'one_product' ? [block.data.uniqueId] : [],
  )
  const known = new Set(
    products.length
      ? (
          await app.catalogueRepository.productListItems(lang, {
            uniqueIds: products,
            limit: products.length,
          })
        ).map((product) => product.uniqueId)
      : [],
  )

  const written = []
  for (const [index, block] of body.blocks.entries()) {
    const old = storedById.get(block.id)
    if (old && old.type !== 'unknown' && old.type !== block.type) {
      throw badRequest(
        `Block ${block.id} is a ${old.type} block: it cannot become ${block.type}.`,
        {
          [`blocks.${String(index)}.type`]: { reason: 'notHere', message: `must stay ${old.type}` },
        },
      )
    }
    if (block.type === 'one_product' && !known.has(block.data.uniqueId)) {
      throw badRequest(`No product is named ${block.data.uniqueId}.`, {
        [`blocks.${String(index)}.data.uniqueId`]: {
          reason: 'unknown',
          message: 'names no product of the shop',
        },
      })
    }
    const loc = index + 1
    const common = {
      type: block.type,
      tools: pluginBacked.has(block.type) ? 'plugin' : 'section',
      title: block.title,
      display: block.display,
      loc,
      periority: old && old.type !== 'unknown' ? old.periority : loc,
      class: block.class,
      id: block.id,
      grid: block.grid,
      pos: block.pos,
    }
    if ('content' in block) {
      const content = JSON.stringify(block.content)
      const oldId = old?.type === block.type && 'id' in old.data ? old.data.id : undefined
      let pluginId = oldId !== undefined && plugins.has(oldId) ? oldId : undefined
      if (pluginId === undefined)
        pluginId = await app.contentRepository.insertPlugin(lang, block.type, content)
      else await app.contentRepository.updatePlugin(lang, block.type, pluginId, content)
      written.push({ ...common, data: { id: pluginId } })
    } else if (block.type === 'slider') {
      const { slide, file } = block.data
      written.push({
        ...common,
        data: { slide: { ...slide, dynamictext: toJsonText(slide.dynamictext) }, file },
      })
    } else {
      written.push({ ...common, data: block.data })
    }
  }

  await app.contentRepository.savePage(lang, slug, {
    title: body.title,
    options: JSON.stringify(body.options),
    data: JSON.stringify([...written, ...unreadable]),
  })
  const after = await editablePage(app, lang, slug)
  const { plugins: _before, products: _shownBefore, languages: _in, ...beforeRecord } = before
  const { plugins: _after, products: _shownAfter, languages: _now, ...afterRecord } = after
  await app.auditRepository.record(by, {
    action: 'page.save',
    subject: `page:${lang}/${slug}`,
    before: beforeRecord,
    after: afterRecord,
  })
  return after
}

/**
 * Stores a picture uploaded for a page's blocks as `content/page-<random>-<width>.webp`, audited;
 * the files go again when the write does not end well.
 */
export async function storePagePicture(
  app: FastifyInstance,
  rendered: RenderedPicture[],
  by: AccountUser,
): Promise<StoredPicture> {
  const { stored, remove } = await storePictures(
    app.config.uploadsDir,
    { folder: 'content', name: 'page' },
    rendered,
  )
  try {
    const [picture] = stored
    if (!picture) throw badRequest('No picture was sent.')
    await app.auditRepository.record(by, {
      action: 'page.picture',
      subject: `picture:${picture.url}`,
      before: null,
      after: picture,
    })
    return picture
  } catch (problem) {
    await remove()
    throw problem
  }
}
