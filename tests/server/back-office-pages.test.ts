import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  createPageCall,
  editableMenuCall,
  editablePageCall,
  pageListCall,
  pagePictureCall,
  saveMenuCall,
  savePageCall,
  type EditableBlock,
  type EditablePage,
} from '../../src/contract/back-office-pages'
import {
  blockTypes,
  homePageCall,
  menuCall,
  pageFooterCall,
  pageSelectCall,
} from '../../src/contract/content'
import type { CallWireResponse } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import type { ApiErrorBody } from '../../src/contract/errors'
import { startTestShop } from './harness'
import { refusalOf } from '../shop-calls'
import { createTestUser } from '../test-users'

// The read cache on: a published page must be seen at once all the same.
const shop = await startTestShop({ readCacheMs: 60_000 })
const staff = await createTestUser(shop.db, { role: 'staff' })
const asStaff = { headers: staff.auth }

const editable = (slug: string, lang: Language = 'EN'): Promise<EditablePage> =>
  shop.call(editablePageCall, { lang, slug }, asStaff)

const publish = (slug: string, page: Omit<EditablePage, 'plugins'>, lang: Language = 'EN') =>
  shop.rawCall(
    savePageCall.path,
    { lang, slug, title: page.title, options: page.options, blocks: page.blocks },
    asStaff,
  )

const storedData = async (slug: string) =>
  await shop.db
    .selectFrom('pages')
    .select(['title', 'data', 'options'])
    .where('lang', '=', 'EN')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()

const homeBlocks = () => shop.call(homePageCall, {})

describe('the page editor', () => {
  it('lists the pages and reads every block type of the home page and the footer, each with its content', async () => {
    const list = await shop.call(pageListCall, { lang: 'EN' }, asStaff)
    expect(list.data.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['home', 'footer', 'about']),
    )
    const home = await editable('home')
    const footer = await editable('footer')
    const types = new Set([...home.blocks, ...footer.blocks].map((block) => block.type))
    expect([...types].sort()).toEqual([...blockTypes].sort())
    const text = home.blocks.find((block) => block.type === 'text')
    expect(text && 'content' in text && text.content.title).toBeTruthy()
  })

  it('publishes an edited text block, reordered blocks and a new block; the shop shows them at once', async () => {
    const before = await homeBlocks()
    const home = await editable('home')
    const blocks = home.blocks.map((block) =>
      block.type === 'text'
        ? { ...block, content: { ...block.content, title: 'Irons that glide' } }
        : block,
    )
    const reordered: EditableBlock[] = [
      ...blocks.slice(1),
      blocks[0]!,
      {
        id: 'new-note',
        type: 'html',
        title: 'A note',
        display: true,
        grid: { xs: 12, sm: 12, md: 12, lg: 12 },
        class: '',
        pos: 'main',
        content: { plugin: '<p>Free delivery this week</p>' },
      },
    ]
    const res = await publish('home', { ...home, blocks: reordered })
    expect(res.statusCode).toBe(200)

    const after = await homeBlocks()
    expect(after.page.data.map((block) => block.id)).toEqual(reordered.map((block) => block.id))
    expect(after.page.data.map((block) => block.loc)).toEqual(
      reordered.map((_, index) => index + 1),
    )
    const textId = reordered.find((block) => block.type === 'text')!.id
    expect(after.plugins[textId]).toMatchObject({ kind: 'text', title: 'Irons that glide' })
    expect(after.plugins['new-note']).toEqual({
      kind: 'html',
      plugin: '<p>Free delivery this week</p>',
    })
    expect(after.page.data).not.toEqual(before.page.data)

    const audit = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', 'page:EN/home')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({ user_id: staff.user.id, action: 'page.save' })
    expect(JSON.parse(audit.before).blocks[0].id).toBe(home.blocks[0]!.id)
    expect(JSON.parse(audit.after).blocks.at(-1).id).toBe('new-note')
  })

  it('refuses unknown fields, a block changing type, a missing product, two blocks with one id and a bad link, changing nothing', async () => {
    const footer = await editable('footer')
    const stored = await storedData('footer')
    const audits = await shop.db.selectFrom('audit_log').select('id').execute()
    const text = footer.blocks.find((block) => block.type === 'text')!
    const others = footer.blocks.filter((block) => block !== text)
    const cases: [string, unknown[], RegExp][] = [
      [
        'an unknown field',
        [{ ...text, content: { ...(text as { content: object }).content, colour: 'red' } }],
        /colour|Unrecognized/,
      ],
      ['an unknown block type', [{ ...text, type: 'carousel' }], /type/],
      [
        'a type change',
        [{ ...text, type: 'html', content: { plugin: '<p>x</p>' } }],
        /cannot become html/,
      ],
      [
        'a missing product',
        [
          {
            ...text,
            id: 'showcase',
            type: 'one_product',
            content: undefined,
            data: { uniqueId: 'no-such-iron' },
          },
        ],
        /No product is named no-such-iron/,
      ],
      ['two blocks with one id', [text, text], /same id/],
      [
        'a bad link',
        [
          {
            ...text,
            content: { ...(text as { content: object }).content, link: 'javascript:alert(1)' },
          },
        ],
        /must be a path/,
      ],
    ]
    for (const [what, changed, problem] of cases) {
      const res = await shop.rawCall(
        savePageCall.path,
        {
          lang: 'EN',
          slug: 'footer',
          title: footer.title,
          options: footer.options,
          blocks: [...others, ...changed],
        },
        asStaff,
      )
      expect(res.statusCode, what).toBe(400)
      expect(JSON.stringify(res.json<ApiErrorBody>().error), what).toMatch(problem)
    }
    expect(await storedData('footer')).toEqual(stored)
    expect(await shop.db.selectFrom('audit_log').select('id').execute()).toHaveLength(audits.length)
    const shown = await shop.call(pageFooterCall, {})
    expect(shown.data.map((block) => block.id)).toEqual(footer.blocks.map((block) => block.id))
  })

  it('answers 404 for a page that is not there', async () => {
    const res = await shop.rawCall(
      editablePageCall.path,
      { lang: 'EN', slug: 'no-such-page' },
      asStaff,
    )
    expect(res.statusCode).toBe(404)
  })
})

describe('the menu editor', () => {
  it('saves a menu in order, audited, and refuses an item without a link', async () => {
    const menu = await shop.call(editableMenuCall, { lang: 'FA', menu: 'main_menu' }, asStaff)
    expect(menu.items.length).toBeGreaterThan(0)
    const items = [{ title: 'تخفیف‌ها', link: '/product/all' }, ...menu.items.slice(0, 2)]
    const saved = await shop.rawCall(
      saveMenuCall.path,
      { lang: 'FA', menu: 'main_menu', title: menu.title, items },
      asStaff,
    )
    expect(saved.statusCode).toBe(200)
    const shown = await shop.call(menuCall, { menu: 'main_menu' }, { lang: 'FA' })
    expect(shown.item).toEqual(items.map((item, index) => ({ id: index + 1, ...item })))

    const refused = await shop.rawCall(
      saveMenuCall.path,
      { lang: 'FA', menu: 'main_menu', title: menu.title, items: [{ title: 'Nowhere', link: '' }] },
      asStaff,
    )
    expect(refusalOf(refused, 400).fields?.['items.0.link']).toMatch(/needs a link/)
    const still = await shop.call(menuCall, { menu: 'main_menu' }, { lang: 'FA' })
    expect(still.item).toHaveLength(items.length)
    const audit = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', 'menu:FA/main_menu')
      .execute()
    expect(audit).toHaveLength(1)
  })
})

describe('a new page', () => {
  const create = (body: object) => shop.rawCall(createPageCall.path, body, asStaff)

  it('is made in one language with no block, audited, and the shop answers it at its address', async () => {
    const made = await shop.call(
      createPageCall,
      { lang: 'FA', slug: 'Warranty', title: 'ضمانت' },
      asStaff,
    )
    expect(made).toEqual({ status: true, slug: 'warranty' })
    const page = await shop.call(pageSelectCall, { slug: 'warranty' }, { lang: 'FA' })
    expect(page.page.title).toBe('ضمانت')
    expect(page.page.data).toEqual([])
    // Only in Persian.
    const english = await shop.rawCall(pageSelectCall.path, { slug: 'warranty' })
    expect(english.statusCode).toBe(404)
    const list = await shop.call(pageListCall, { lang: 'FA' }, asStaff)
    expect(list.data).toContainEqual({ slug: 'warranty', title: 'ضمانت', blocks: 0 })
    const audit = await shop.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', 'page:FA/warranty')
      .execute()
    expect(audit).toEqual([{ action: 'page.create' }])
  })

  it('says the languages it is made in, and is made in another from a copy of its blocks in one write', async () => {
    expect(await create({ lang: 'EN', slug: 'care-guide', title: 'Care guide' })).toMatchObject({
      statusCode: 200,
    })
    const note: EditableBlock = {
      id: 'care-note',
      type: 'html',
      title: 'Care',
      display: true,
      grid: { xs: 12, sm: 12, md: 12, lg: 12 },
      class: '',
      pos: 'main',
      content: { plugin: '<p>Empty the tank after use.</p>' },
    }
    const english = await editable('care-guide')
    expect((await publish('care-guide', { ...english, blocks: [note] })).statusCode).toBe(200)
    expect((await editable('care-guide')).languages).toEqual(['EN'])
    expect(
      (await shop.rawCall(pageSelectCall.path, { slug: 'care-guide' }, { headers: { lang: 'FA' } }))
        .statusCode,
    ).toBe(404)

    const persian = { ...english, title: 'راهنمای نگهداری', blocks: [note] }
    const made = await publish('care-guide', persian, 'FA')
    expect(made.statusCode, made.body).toBe(200)
    expect((await editable('care-guide', 'FA')).languages).toEqual(['EN', 'FA'])
    expect((await editable('care-guide')).languages).toEqual(['EN', 'FA'])
    const shown = await shop.call(pageSelectCall, { slug: 'care-guide' }, { lang: 'FA' })
    expect(shown.page.title).toBe('راهنمای نگهداری')
    expect(shown.plugins['care-note']).toEqual({
      kind: 'html',
      plugin: '<p>Empty the tank after use.</p>',
    })
    const audit = await shop.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', 'page:FA/care-guide')
      .orderBy('id')
      .execute()
    expect(audit).toEqual([{ action: 'page.create' }, { action: 'page.save' }])

    // A page no language has is not made by publishing it.
    const nowhere = await publish('no-such-guide', persian, 'FA')
    expect(nowhere.statusCode).toBe(404)
  })

  it.each([
    ['a page of the language has', 'about'],
    ['the shop’s own screens have', 'product'],
    ['the API has', 'wsd'],
  ])('refuses an address %s, making nothing', async (_case, slug) => {
    const before = await shop.db.selectFrom('pages').select('id').execute()
    const refused = await create({ lang: 'EN', slug, title: 'Taken' })
    expect(refusalOf(refused, 400).refusals).toEqual({ slug: { reason: 'taken' } })
    expect(await shop.db.selectFrom('pages').select('id').execute()).toEqual(before)
  })
})

describe('a picture for a page’s blocks', () => {
  const contentFiles = async () =>
    (await readdir(join(shop.config.uploadsDir, 'content')).catch(() => [] as string[])).sort()
  const upload = (data: string, key: string = randomUUID()) =>
    shop.rawCall(
      pagePictureCall.path,
      { data },
      { headers: { ...staff.auth, 'idempotency-key': key } },
    )
  const png = async () =>
    (
      await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f5c6e' } })
        .png()
        .toBuffer()
    ).toString('base64')

  it('is stored as WebP at the shop’s widths, once for one key, and a banner published with it shows it', async () => {
    const before = await contentFiles()
    const key = randomUUID()
    const res = await upload(await png(), key)
    expect(res.statusCode, res.body).toBe(200)
    const { picture } = pagePictureCall.response.parse(res.json())
    expect(picture).toMatchObject({ width: 960, height: 480, widths: [320, 640, 960] })
    expect(picture.url).toMatch(/^content\/page-[0-9a-f]{12}-960\.webp$/)
    const made = (await contentFiles()).filter((file) => !before.includes(file))
    expect(made).toHaveLength(3)
    const stored = await sharp(join(shop.config.uploadsDir, picture.url)).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 960, height: 480 })
    // A repeat after a lost answer gets the first answer and stores nothing more.
    const again = await upload(await png(), key)
    type Answer = CallWireResponse<typeof pagePictureCall>
    expect(again.json<Answer>()).toEqual(res.json<Answer>())
    expect((await contentFiles()).length).toBe(before.length + 3)
    const audit = await shop.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', `picture:${picture.url}`)
      .execute()
    expect(audit).toEqual([{ action: 'page.picture' }])

    const about = await editable('about')
    const banner: EditableBlock = {
      id: 'uploaded-banner',
      type: 'banner',
      title: '',
      display: true,
      grid: { xs: 12, sm: 12, md: 12, lg: 12 },
      class: '',
      pos: 'main',
      content: { file: picture },
    }
    const published = await publish('about', { ...about, blocks: [...about.blocks, banner] })
    expect(published.statusCode, published.body).toBe(200)
    const shown = await shop.rawCall(pageSelectCall.path, { slug: 'about' })
    expect(shown.body).toContain(picture.url)
  })

  it.each([
    [
      'a text file',
      async () => Buffer.from('just some text').toString('base64'),
      /JPEG, PNG and WebP/,
    ],
    [
      'a GIF',
      async () =>
        (
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer()
        ).toString('base64'),
      /JPEG, PNG and WebP/,
    ],
  ])('refuses %s at its field, storing nothing', async (_case, data, message) => {
    const before = await contentFiles()
    const refused = await upload(await data())
    const refusal = refusalOf(refused, 400)
    expect(refusal.refusals).toEqual({ data: { reason: 'pictureFormat' } })
    expect(refusal.message).toMatch(message)
    expect(await contentFiles()).toEqual(before)
  })

  it('is for staff only', async () => {
    const res = await shop.rawCall(pagePictureCall.path, { data: await png() })
    expect(res.statusCode).toBe(401)
  })
})
