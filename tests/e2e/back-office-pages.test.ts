import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageCall, savePageCall } from '../../src/contract/back-office-pages'
import { pageEditorMessages } from '../../src/features/back-office/pages/messages'
import { shopIntl } from '../../src/i18n/intl'
import {
  hydrated,
  loggedInVisitor,
  newStaffAccount,
  startShopInBrowser,
  type ShopInBrowser,
  staffVisitor,
} from './shop-in-browser'
import { message, pluginData, storedBlocks } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

describe('the page editor', () => {
  it("changes a page's text block, shows it in the preview, and publishes it for every visitor", async () => {
    const page = await staffVisitor(shop, '/admin/pages')
    await page.locator('[data-page-entry="about"] a').click()
    const story = page.locator('[data-block-editor="about-story"]')
    const heading = story.getByLabel(message('EN', 'editor.pages.blockTitle'))
    await heading.fill('How we began')
    // The text is edited as formatted text, made bold from the toolbar.
    const text = story.getByRole('textbox', {
      name: message('EN', 'editor.field.text'),
      exact: true,
    })
    await text.fill('In a small workshop in Tabriz.')
    await text.press('ControlOrMeta+a')
    const bold = story.getByRole('button', { name: message('EN', 'editor.rich.bold') })
    await bold.click()
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true')

    await page.getByRole('button', { name: message('EN', 'editor.pages.preview') }).click()
    const preview = page.locator('[data-page-preview]')
    await preview.getByText('In a small workshop in Tabriz.').waitFor()
    expect(await preview.textContent()).toContain('How we began')

    // Not published yet: a visitor still reads the old story.
    const visitor = await shop.newVisitor()
    await visitor.goto(`${shop.origin}/about`)
    expect(await visitor.locator('main').textContent()).not.toContain('In a small workshop')

    await page.getByRole('button', { name: message('EN', 'editor.pages.publish') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: message('EN', 'editor.pages.published') })
      .waitFor()
    await visitor.goto(`${shop.origin}/about`)
    await visitor.getByText('In a small workshop in Tabriz.').waitFor()
    expect(await visitor.locator('main').textContent()).toContain('How we began')
    expect(await visitor.locator('main strong').allTextContents()).toContain(
      'In a small workshop in Tabriz.',
    )
    await visitor.context().close()
    await page.context().close()
  })

  it('keeps two spaces and a line break in formatted text as typed, within the page’s content security policy', async () => {
    const page = await staffVisitor(shop, '/admin/pages')
    const said: string[] = []
    page.on('console', (entry) => said.push(entry.text()))
    await page.goto(`${shop.origin}/admin/pages/EN/about`)
    const story = page.locator('[data-block-editor="about-story"]')
    const text = story.getByRole('textbox', {
      name: message('EN', 'editor.field.text'),
      exact: true,
    })
    await text.click()
    await text.press('ControlOrMeta+a')
    await page.keyboard.type('Made  by hand')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('in Tabriz.')
    await page.getByRole('button', { name: message('EN', 'editor.pages.publish') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: message('EN', 'editor.pages.published') })
      .waitFor()
    const block = (await storedBlocks(shop.db, 'EN', 'about')).find(
      (stored) => stored.id === 'about-story',
    )!
    const plugin = await pluginData<{ text: string }>(
      shop.db,
      'EN',
      (block.data as { id: number }).id,
    )
    expect(plugin.text).toContain('Made  by hand<br>in Tabriz.')
    // Spaces and line breaks are kept as typed only where the editable text keeps white space.
    expect(['pre-wrap', 'break-spaces']).toContain(
      await text.evaluate((element) => getComputedStyle(element).whiteSpace),
    )
    expect(
      said.filter((line) => /content security policy|violates|white-space/i.test(line)),
    ).toEqual([])
    await page.context().close()
  })

  it('uploads a picture for a new banner in Persian, refuses a file that is not one, and the shop shows it', async () => {
    const page = await staffVisitor(shop, '/admin/pages/FA/about?lang=fa')
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    await page.getByLabel(fa('editor.pages.addType')).selectOption('banner')
    await page.getByRole('button', { name: fa('editor.pages.add') }).click()
    const banner = page.locator('[data-block-editor]').last()
    const upload = banner.getByLabel(fa('editor.picture.upload'))
    await upload.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    })
    await banner.getByText(fa('refusal.pictureFormat')).waitFor()
    const png = await sharp({
      create: { width: 1200, height: 500, channels: 3, background: '#0f5c6e' },
    })
      .png()
      .toBuffer()
    await upload.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png })
    const shown = banner.locator('[data-block-picture] img')
    await shown.waitFor()
    const src = (await shown.getAttribute('src')) ?? ''
    expect(src).toMatch(/\/content\/page-[0-9a-f]{12}-960\.webp$/)
    expect(await banner.getByText(fa('refusal.pictureFormat')).count()).toBe(0)

    await page.getByRole('button', { name: fa('editor.pages.publish') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: fa('editor.pages.published') })
      .waitFor()
    const visitor = await shop.newVisitor()
    await visitor.goto(`${shop.origin}/about?lang=fa`)
    const picture = visitor.locator(`main img[src$="${src.split('/').pop() ?? ''}"]`)
    await picture.waitFor({ state: 'attached' })
    expect(await picture.evaluate((img: HTMLImageElement) => img.srcset)).toContain('320w')
    await visitor.context().close()
    await page.context().close()
  })

  it('refuses a bad link at its field with the focus on it, keeps what was typed, and asks before leaving it unsaved', async () => {
    const page = await staffVisitor(shop, '/admin/pages/FA/about?lang=fa')
    const story = page.locator('[data-block-editor="about-story"]')
    const link = story.getByLabel(message('FA', 'editor.field.link'))
    await link.fill('javascript:alert(1)')
    await page.getByRole('button', { name: message('FA', 'editor.pages.publish') }).click()
    await page.locator('[data-staff-problem]').waitFor()
    await story.getByText(message('FA', 'refusal.link')).waitFor()
    expect(await link.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await link.inputValue()).toBe('javascript:alert(1)')

    // Leaving asks first, in Persian: staying keeps the edit, leaving goes.
    const back = page.getByRole('link', { name: message('FA', 'editor.pages.back') })
    const asked = page.locator('[data-leave-guard]')
    await back.click()
    await asked.getByText(message('FA', 'backOffice.leave.text')).waitFor()
    await asked.getByRole('button', { name: message('FA', 'backOffice.leave.stay') }).click()
    await asked.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/admin/pages/FA/about')
    expect(await link.inputValue()).toBe('javascript:alert(1)')
    await back.click()
    await asked.getByRole('button', { name: message('FA', 'backOffice.leave.go') }).click()
    await page.waitForURL((url) => url.pathname === '/admin/pages')
    await page.context().close()
  })

  it('makes a new page in Persian, opens it in the editor, and the shop answers it at its address', async () => {
    const page = await staffVisitor(shop, '/admin/pages?lang=fa')
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    const form = page.locator('[data-new-page]')
    await form.getByLabel(fa('editor.pages.slug')).fill('product')
    await form.getByLabel(fa('editor.pages.title')).fill('ضمانت دستگاه‌ها')
    await form.getByRole('button', { name: fa('editor.pages.create') }).click()
    // The shop's own address: refused at the field.
    await form.getByText(fa('refusal.taken')).waitFor()
    await form.getByLabel(fa('editor.pages.slug')).fill('guarantee')
    await form.getByRole('button', { name: fa('editor.pages.create') }).click()
    await page.waitForURL((url) => url.pathname === '/admin/pages/FA/guarantee')
    await page.locator('[data-page-editor="guarantee"]').waitFor()
    const visitor = await shop.newVisitor()
    const answer = await visitor.goto(`${shop.origin}/guarantee?lang=fa`)
    expect(answer?.status()).toBe(200)
    expect(await visitor.title()).toContain('ضمانت دستگاه‌ها')
    await visitor.context().close()
    await page.context().close()
  })

  it('says a page is made in English only, and makes it in Persian from a copy of its blocks', async () => {
    const owner = await newStaffAccount(shop, 'staff')
    const asOwner = { token: owner.token }
    const slug = 'steam-care'
    expect(
      (await shop.rawCall(createPageCall.path, { lang: 'EN', slug, title: 'Steam care' }, asOwner))
        .statusCode,
    ).toBe(200)
    const note = {
      id: 'steam-note',
      type: 'html',
      title: '',
      display: true,
      grid: { xs: 12, sm: 12, md: 12, lg: 12 },
      class: '',
      pos: 'main',
      content: { plugin: '<p>Descale the tank every month.</p>' },
    }
    const options = { header: true, footer: true }
    const saved = await shop.rawCall(
      savePageCall.path,
      { lang: 'EN', slug, title: 'Steam care', options, blocks: [note] },
      asOwner,
    )
    expect(saved.statusCode).toBe(200)
    const visitor = await shop.newVisitor()
    expect((await visitor.goto(`${shop.origin}/${slug}?lang=fa`))?.status()).toBe(404)

    const page = await loggedInVisitor(shop, owner.token, { path: `/admin/pages/EN/${slug}` })
    const en = shopIntl('en', pageEditorMessages)
    const languages = page.locator('[data-page-languages]')
    await expect
      .poll(() => languages.textContent())
      .toContain(en.t('editor.pages.languages', { count: 1, languages: 'English' }))
    await languages
      .getByRole('link', { name: en.t('editor.pages.makeIn', { language: 'Persian' }) })
      .click()
    await page.waitForURL((url) => url.pathname === `/admin/pages/FA/${slug}`)
    const editor = page.locator(`[data-page-editor="${slug}"]`)
    const title = editor.getByLabel(message('EN', 'editor.pages.title'))
    await expect.poll(() => title.inputValue()).toBe('Steam care')
    await editor.locator('[data-block-editor="steam-note"]').waitFor()
    await title.fill('نگهداری بخار')
    await editor.getByRole('button', { name: message('EN', 'editor.pages.publish') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: message('EN', 'editor.pages.published') })
      .waitFor()
    await expect
      .poll(() => languages.textContent())
      .toContain(en.t('editor.pages.languages', { count: 2, languages: 'English and Persian' }))

    const answer = await visitor.goto(`${shop.origin}/${slug}?lang=fa`)
    expect(answer?.status()).toBe(200)
    expect(await visitor.title()).toContain('نگهداری بخار')
    await visitor.getByText('Descale the tank every month.').waitFor()
    await visitor.context().close()
    await page.context().close()
  })

  it('moves a menu item first in Persian, and the shop’s menu shows it there', async () => {
    const page = await staffVisitor(shop, '/admin/menus?lang=fa')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const editor = page.locator('[data-menu-editor="main_menu"]')
    await editor.waitFor()
    const items = editor.locator('[data-menu-item]')
    const count = await items.count()
    const last = await items
      .nth(count - 1)
      .getByLabel(message('FA', 'editor.menus.itemTitle'))
      .inputValue()
    for (let step = count - 1; step > 0; step--) {
      await items
        .nth(step)
        .getByRole('button', { name: message('FA', 'editor.pages.up') })
        .click()
    }
    await page.getByRole('button', { name: message('FA', 'editor.menus.save') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: message('FA', 'editor.menus.saved') })
      .waitFor()

    const visitor = await shop.newVisitor()
    await visitor.goto(`${shop.origin}/?lang=fa`)
    await hydrated(visitor)
    const stored = await shop.db
      .selectFrom('menus')
      .select('items')
      .where('lang', '=', 'FA')
      .where('menu', '=', 'main_menu')
      .executeTakeFirstOrThrow()
    expect((JSON.parse(stored.items) as { title: string }[])[0]?.title).toBe(last)
    await visitor
      .getByRole('button', { name: message('FA', 'layout.openMenu') })
      .first()
      .click()
    const mainMenu = visitor.getByRole('navigation', { name: message('FA', 'layout.mainMenu') })
    await mainMenu.waitFor()
    expect(await mainMenu.getByRole('link').first().textContent()).toContain(last)
    await visitor.context().close()
    await page.context().close()
  })
})
