import type { Locator, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogSingleCall } from '../../src/contract/blog'
import { showAllBlocks, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'
import {
  homeProducts,
  message,
  payablePrice,
  pluginData,
  storedBlocks,
  writtenAmount,
  type StoredBlock,
} from './shop-data'

let shop: ShopInBrowser
let page: Page
let blocks: StoredBlock[]

beforeAll(async () => {
  shop = await startShopInBrowser()
  blocks = await storedBlocks(shop.db, 'EN', 'home')
  page = await shop.newVisitor()
  await page.goto(`${shop.origin}/`)
  await showAllBlocks(page)
})
afterAll(async () => {
  await shop?.close()
})

/** The stored blocks of one type, in page order. */
function blocksOf(type: string): StoredBlock[] {
  return blocks.filter((block) => block.type === type && block.display)
}

function firstOf(type: string): StoredBlock {
  const block = blocksOf(type)[0]
  if (!block) throw new Error(`The seeded home page has no ${type} block.`)
  return block
}

/** The rendered blocks of one type in the page's main content. */
function rendered(type: string): Locator {
  return page.locator(`main [data-block-type="${type}"]`)
}

async function hrefsIn(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
}

/** One check per block type, each against the block's own stored data. */
const blockChecks: Record<string, () => Promise<void>> = {
  slider: async () => {
    await expect.poll(() => rendered('slider').count()).toBe(blocksOf('slider').length)
    const imageSlide = firstOf('slider')
    const slide = (imageSlide.data.slide ?? {}) as { title: string; sub_title: string }
    const hero = rendered('slider').first()
    await hero.getByRole('heading', { name: slide.title }).waitFor()
    await hero.getByText(slide.sub_title, { exact: true }).first().waitFor()
    // A phone gets the mobile picture.
    const image = hero.locator('picture img')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/uploads\/content\/slide-mobile-\d+\.webp$/)
    const videoSlide = blocksOf('slider').find(
      (block) => (block.data.slide as { type: string }).type === 'video',
    )
    expect(videoSlide, 'the seed has a video slide').toBeDefined()
    const video = rendered('slider').nth(blocksOf('slider').indexOf(videoSlide!)).locator('video')
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
      controls: v.controls,
      src: new URL(v.currentSrc || v.src).pathname,
    }))
    const file = (videoSlide!.data.file as { url: string }[])[0]!.url
    expect(state).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      controls: false,
      src: `/uploads/${file}`,
    })
  },

  product: async () => {
    const products = await homeProducts(shop.db, 'EN')
    const block = rendered('product')
    await block.getByRole('heading', { name: firstOf('product').title }).waitFor()
    const details = block.getByRole('link', { name: message('EN', 'cms.product.detail') })
    expect(await hrefsIn(details)).toEqual(products.map((p) => `/product/single/${p.uniqueId}`))
    for (const product of products) {
      const title = block.getByRole('link', { name: product.title, exact: true })
      expect(await title.getAttribute('href')).toBe(`/product/single/${product.uniqueId}`)
    }
    const text = await block.innerText()
    for (const product of products) {
      expect(text).toContain(writtenAmount('EN', payablePrice(product.price)))
      expect(text).toContain(product.price.vahed.price)
    }
  },

  paralax: async () => {
    const data = firstOf('paralax').data as { phone_img: string }
    const section = rendered('paralax').locator('section')
    const background = await section.evaluate((el) => getComputedStyle(el).backgroundImage)
    expect(background).toContain(`/uploads/${data.phone_img}`)
    expect(await section.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toBe('fixed')
  },

  text: async () => {
    const block = firstOf('text')
    const plugin = await pluginData<{ title: string; link: string; linkText: string }>(
      shop.db,
      'EN',
      (block.data as { id: number }).id,
    )
    const section = rendered('text').first()
    await section.getByRole('heading', { name: plugin.title }).waitFor()
    // The stored HTML is rendered as markup (sanitised), not shown as text.
    expect(await section.locator('p strong').count()).toBeGreaterThan(0)
    expect(await section.innerText()).not.toContain('<p>')
    const link = section.getByRole('link', { name: plugin.linkText })
    expect(await link.getAttribute('href')).toBe(plugin.link)
  },

  card_info: async () => {
    const plugin = await pluginData<{
      title: string
      text: string
      link: string
      linkText: string
    }>(shop.db, 'EN', (firstOf('card_info').data as { id: number }).id)
    const card = rendered('card_info').first()
    await card.getByRole('heading', { name: plugin.title }).waitFor()
    await card.getByText(plugin.text).waitFor()
    expect(await card.getByRole('link', { name: plugin.linkText }).getAttribute('href')).toBe(
      plugin.link,
    )
  },

  blog: async () => {
    const posts = await shop.db
      .selectFrom('blog_posts')
      .select(['unique_id', 'title'])
      .where('lang', '=', 'EN')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(4)
      .execute()
    const cards = rendered('blog').locator('article')
    await expect.poll(() => cards.count()).toBe(posts.length)
    for (const [i, post] of posts.entries()) {
      const title = cards.nth(i).getByRole('link', { name: post.title })
      expect(await title.getAttribute('href')).toBe(`/blog/detail/${post.unique_id}`)
      const ratio = await cards
        .nth(i)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.width / img.height)
      expect(ratio).toBeCloseTo(2, 1)
    }
    // Reading a post counts a view: passing over a card or tabbing to it reads nothing ahead.
    const reads: string[] = []
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname === blogSingleCall.path) reads.push(request.url())
    }
    page.on('request', onRequest)
    const firstTitle = cards.first().getByRole('link', { name: posts[0]?.title })
    await firstTitle.hover()
    await firstTitle.focus()
    // A read ahead would start on the hover or the focus; one never started has no end to wait for.
    await page.waitForTimeout(500)
    page.off('request', onRequest)
    expect(reads).toEqual([])
  },

  one_product: async () => {
    const uniqueId = (firstOf('one_product').data as { uniqueId: string }).uniqueId
    const product = await shop.db
      .selectFrom('products')
      .innerJoin('product_texts as t', 't.product_id', 'products.id')
      .select('t.title')
      .where('t.lang', '=', 'EN')
      .where('products.unique_id', '=', uniqueId)
      .executeTakeFirstOrThrow()
    const block = rendered('one_product')
    await block.getByRole('heading', { name: product.title }).waitFor()
    const detail = block.getByRole('link', { name: message('EN', 'cms.oneProduct.detail') })
    expect(await detail.getAttribute('href')).toBe(`/product/single/${uniqueId}`)
    await block.getByRole('link', { name: message('EN', 'cms.oneProduct.howToBuy') }).waitFor()
    await block.getByRole('button', { name: message('EN', 'cms.oneProduct.share') }).waitFor()
  },

  banner: async () => {
    const plugin = await pluginData<{ file: { url: string; width: number; height: number } }>(
      shop.db,
      'EN',
      (firstOf('banner').data as { id: number }).id,
    )
    const image = rendered('banner').locator('img')
    await image.scrollIntoViewIfNeeded()
    expect(await image.getAttribute('width')).toBe(String(plugin.file.width))
    expect(await image.getAttribute('height')).toBe(String(plugin.file.height))
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/uploads\/content\/banner-\d+\.webp$/,
    )
  },

  // The contact and the inquiry are the footer's (on every page), not the home page's own.
  contact: async () => {
    const stored = (await storedBlocks(shop.db, 'EN', 'footer')).find((b) => b.type === 'contact')
    const items = (stored!.data as { data: { value: string; link: string }[] }).data
    const block = page.locator('footer [data-block-type="contact"]').first()
    for (const item of items) {
      await block.getByText(item.value, { exact: true }).waitFor()
      if (item.link) {
        expect(await block.getByRole('link', { name: item.value }).getAttribute('href')).toBe(
          item.link,
        )
      }
    }
  },

  enter_serial: async () => {
    const block = page.locator('footer [data-block-type="enter_serial"]').first()
    await block.getByRole('textbox', { name: message('EN', 'authenticity.label') }).waitFor()
    const type = block.getByRole('combobox', { name: message('EN', 'authenticity.type') })
    expect(await type.locator('option').allTextContents()).toEqual([
      message('EN', 'authenticity.chose'),
      message('EN', 'authenticity.iron'),
      message('EN', 'authenticity.hairdryer'),
    ])
    await block.getByRole('button', { name: message('EN', 'authenticity.check') }).waitFor()
  },

  html: async () => {
    const plugin = await pluginData<{ plugin: string }>(
      shop.db,
      'EN',
      (firstOf('html').data as { id: number }).id,
    )
    const block = rendered('html').first()
    await block.locator('.notice strong').waitFor()
    const expected = plugin.plugin.replace(/<[^>]+>/g, '')
    expect((await block.innerText()).replace(/\s+/g, ' ').trim()).toBe(expected)
  },
}

describe('the home page in Chromium', () => {
  it('renders one element per shown block, in page order, with the type as its hook', async () => {
    await expect.poll(() => rendered('html').count()).toBeGreaterThan(0)
    const types = await page
      .locator('main [data-block-type]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')))
    const shown = blocks
      .filter((block) => block.display && block.type in blockChecks)
      .sort((a, b) => a.loc - b.loc)
      .map((block) => block.type)
    expect(types).toEqual(shown)
  })

  it('seeds a home page that, with its footer, holds every block type once', async () => {
    const footer = (await storedBlocks(shop.db, 'EN', 'footer')).map((block) => block.type)
    const home = blocks.map((block) => block.type)
    expect(
      home.filter((type) => footer.includes(type) && type !== 'text' && type !== 'html'),
    ).toEqual([])
    expect(new Set([...home, ...footer])).toEqual(new Set(Object.keys(blockChecks)))
    // What the page shows, it shows once: one contact block and one inquiry on the whole page.
    expect(await page.locator('[data-block-type="contact"]').count()).toBe(1)
    expect(await page.locator('[data-block-type="enter_serial"]').count()).toBe(1)
  })

  for (const [type, check] of Object.entries(blockChecks)) {
    it(`shows the ${type} block with its stored content`, check)
  }
})

describe('CMS pages and their layout options', () => {
  it('keeps the header and menu on the campaign, whose button lands on the irons', async () => {
    const campaign = await shop.newVisitor()
    await campaign.goto(`${shop.origin}/campaign`)
    await showAllBlocks(campaign)
    const campaignBlocks = await storedBlocks(shop.db, 'EN', 'campaign')
    const types = campaignBlocks
      .filter((block) => block.display)
      .sort((a, b) => a.loc - b.loc)
      .map((block) => block.type)
    const shown = campaign.locator('main [data-block-type]')
    await expect
      .poll(() => shown.evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type'))))
      .toEqual(types)
    // The way back: the header with its home link and menu; the landing page has no footer.
    await campaign.locator('header a[href="/"]').first().waitFor()
    await campaign
      .locator('header')
      .getByRole('button', { name: message('EN', 'layout.openMenu') })
      .waitFor()
    expect(await campaign.locator('footer').count()).toBe(0)

    const irons = await shop.db
      .selectFrom('product_categories')
      .select(['unique_id', 'title'])
      .where('lang', '=', 'EN')
      .where('unique_id', 'like', '%iron%')
      .executeTakeFirstOrThrow()
    await campaign.locator('main [data-block-type="card_info"]').getByRole('link').click()
    await campaign.waitForURL(`${shop.origin}/product/${irons.unique_id}`)
    await campaign.getByRole('heading', { level: 1, name: irons.title }).waitFor()
    await campaign.close()
  })

  it('shows header and footer on a page that keeps them', async () => {
    const about = await shop.newVisitor()
    await about.goto(`${shop.origin}/about`)
    await about.locator('main [data-block-type]').first().waitFor()
    await about.locator('header').waitFor()
    await about.locator('footer').waitFor()
    await about
      .getByRole('button', { name: message('EN', 'layout.openMenu') })
      .first()
      .waitFor()
    await about.close()
  })

  it.each([
    ['EN', 'left'],
    ['FA', 'right'],
  ] as const)(
    'starts the footer blocks, menu and credit on one line (%s, %s edge)',
    async (lang, edge) => {
      const desktop = await shop.newVisitor({ viewport: { width: 1280, height: 800 } })
      await desktop.goto(`${shop.origin}/about?lang=${lang.toLowerCase()}`)
      const footer = desktop.getByRole('contentinfo')
      const heading = footer.locator('[data-block-type] h2').first()
      const menuLink = footer.getByRole('navigation').getByRole('link').first()
      const credit = footer.locator('p a').last()
      await heading.scrollIntoViewIfNeeded()
      await menuLink.waitFor()
      const startOf = (locator: Locator) =>
        locator.evaluate(
          (el, side) => Math.round(el.getBoundingClientRect()[side]),
          edge as 'left' | 'right',
        )
      const starts = [await startOf(heading), await startOf(menuLink), await startOf(credit)]
      expect(new Set(starts).size, `starts at ${starts.join(', ')}`).toBe(1)
      await desktop.close()
    },
  )
})
