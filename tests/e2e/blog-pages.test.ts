import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blogCategoryCall,
  blogHomeCall,
  blogSearchCall,
  type BlogCard,
} from '../../src/contract/blog'
import { answerOf } from '../shop-calls'
import {
  collectPageErrors,
  hydrated,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let page: Page
let pageErrors: string[] = []

/** The category the tests page through: the demo shop's posts fill one page, so it gets more. */
const category = 'ironing-tips'
const addedPosts = 10

const titlesOf = (posts: BlogCard[]) => posts.map((post) => post.title)
const cardTitles = (list = page.getByRole('list', { name: 'Posts' })) =>
  list.getByRole('heading').allTextContents()

/** Older posts of the category in English, enough for a second page of it. */
async function addOlderPosts() {
  const cat = await shop.db
    .selectFrom('blog_categories')
    .select('id')
    .where('lang', '=', 'EN')
    .where('unique_id', '=', category)
    .executeTakeFirstOrThrow()
  const oldest = Date.parse('2020-01-01T10:00:00Z')
  await shop.db
    .insertInto('blog_posts')
    .values(
      Array.from({ length: addedPosts }, (_, n) => ({
        unique_id: `archived-ironing-tip-${n + 1}`,
        lang: 'EN',
        category_id: cat.id,
        title: `Archived ironing tip ${n + 1}`,
        img: 'blog/steam-800.webp',
        des: `An older tip from the archive, number ${n + 1}.`,
        body: `<p>Archived tip ${n + 1}.</p>`,
        view: n,
        comment: 0,
        created_at: new Date(oldest - n * 86_400_000).toISOString(),
        meta_description: `Archived tip ${n + 1}.`,
        meta_key: '[]',
      })),
    )
    .execute()
}

beforeAll(async () => {
  shop = await startShopInBrowser()
  await addOlderPosts()
  page = await shop.newVisitor()
  pageErrors = collectPageErrors(page, { console: ['error'] })
})
afterAll(async () => {
  await shop?.close()
})

describe('the blog’s home', () => {
  it('shows its positions in order: the featured post, the latest, a category’s strip', async () => {
    const home = await answerOf(shop.rawCall, blogHomeCall, {})
    const [featured, latest, strip] = home.setting.data
    expect([featured?.pos, latest?.pos, strip?.pos]).toEqual(['blog1', 'blog2', 'blog3'])
    expect(featured?.cat).toBe('')
    expect(latest?.cat).toBe('')
    expect(strip?.cat).toBe(category)
    const categoryPage = await answerOf(shop.rawCall, blogCategoryCall, { cat: category })

    const response = await page.goto(`${shop.origin}/blog`)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
    expect(await page.title()).toBe(home.seo.title)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      home.seo.meta_description,
    )
    // One canonical address, without a trailing slash or a language, and one set of alternates.
    const hrefs = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((l) => l.getAttribute('href')))
    expect(await hrefs('link[rel="canonical"]')).toEqual([`${shop.origin}/blog`])
    expect(await hrefs('link[rel="alternate"][hreflang]')).toEqual([
      `${shop.origin}/blog?lang=en`,
      `${shop.origin}/blog?lang=fa`,
      `${shop.origin}/blog?lang=ar`,
      `${shop.origin}/blog`,
    ])
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      [featured!.title, latest!.title, strip!.title],
    )
    const region = (title: string) => page.getByRole('list', { name: title })
    // The featured post leads, the latest follow it without repeating it.
    expect(await cardTitles(region(featured!.title))).toEqual(
      titlesOf(home.data.data.slice(0, featured!.limit)),
    )
    expect(await cardTitles(region(latest!.title))).toEqual(
      titlesOf(home.data.data.slice(featured!.limit, featured!.limit + latest!.limit)),
    )
    expect(await cardTitles(region(strip!.title))).toEqual(
      titlesOf(categoryPage.data.data.slice(0, strip!.limit)),
    )
    expect(
      await page
        .getByRole('link', { name: `All posts in ${categoryPage.cat.title}` })
        .getAttribute('href'),
    ).toBe(`/blog/cat/${category}`)
    // Every category, with how many posts it holds.
    const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link')
    expect(await categories.count()).toBe(home.cats.length)
    for (const cat of home.cats) {
      expect(
        await page
          .getByRole('navigation', { name: 'Categories' })
          .getByRole('link', { name: `${cat.title} ${cat.count} posts` })
          .getAttribute('href'),
      ).toBe(`/blog/cat/${cat.uniqueId}`)
    }
  })

  it('opens a post from its card', async () => {
    const home = await answerOf(shop.rawCall, blogHomeCall, {})
    const post = home.data.data[1]!
    const card = page.getByRole('article').filter({ hasText: post.title }).first()
    expect(await card.getByRole('link', { name: post.title }).getAttribute('href')).toBe(
      `/blog/detail/${post.uniqueId}`,
    )
    // The whole card opens the post, not only its title.
    await hydrated(page)
    await card.click()
    await page.waitForURL(new RegExp(`/blog/detail/${post.uniqueId}$`))
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
  })
})

describe('a blog category', () => {
  it('shows its posts, their count and its pages, with its own head tags', async () => {
    const first = await answerOf(shop.rawCall, blogCategoryCall, { cat: category, page: 1 })
    expect(first.data.total).toBeGreaterThan(first.data.per_page)
    await page.goto(`${shop.origin}/blog/cat/${category}`)
    await page.getByRole('heading', { level: 1, name: first.cat.title }).waitFor()
    expect(await page.title()).toBe(first.seo.title)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.origin}/blog/cat/${category}`,
    )
    await page.getByText(first.seo.meta_description).waitFor()
    await page.getByText(`${first.data.total} posts`, { exact: true }).waitFor()
    expect(await cardTitles()).toEqual(titlesOf(first.data.data))
    const pages = page.getByRole('navigation', { name: 'Pages' })
    expect(await pages.getByLabel('Page 1').getAttribute('aria-current')).toBe('page')
  })

  it('goes to the next page through the address, to its top, and back', async () => {
    const second = await answerOf(shop.rawCall, blogCategoryCall, { cat: category, page: 2 })
    expect(second.data.data.length).toBeGreaterThan(0)
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await page.waitForURL(new RegExp(`/blog/cat/${category}\\?page=2$`))
    await page.getByRole('link', { name: second.data.data[0]!.title }).waitFor()
    expect(await cardTitles()).toEqual(titlesOf(second.data.data))
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.getByLabel('Page 2').getAttribute('aria-current')).toBe('page')

    await page.goBack()
    await page.waitForURL(new RegExp(`/blog/cat/${category}$`))
    const first = await answerOf(shop.rawCall, blogCategoryCall, { cat: category, page: 1 })
    await page.getByRole('link', { name: first.data.data[0]!.title }).waitFor()
    expect(await cardTitles()).toEqual(titlesOf(first.data.data))

    // A page's address opens that page.
    await page.goto(`${shop.origin}/blog/cat/${category}?page=2`)
    expect(await cardTitles()).toEqual(titlesOf(second.data.data))
  })

  it('answers an unknown category with 404', async () => {
    const missing = await page.goto(`${shop.origin}/blog/cat/no-such-category`)
    expect(missing?.status()).toBe(404)
  })
})

describe('the blog’s search', () => {
  it('says what it searches before a text is given', async () => {
    await page.goto(`${shop.origin}/blog/search`)
    await page.getByRole('heading', { level: 1, name: 'Blog search' }).waitFor()
    await page.getByText('Find posts by words of their title, summary or text.').waitFor()
  })

  it('finds posts for a text, through the address', async () => {
    const found = await answerOf(shop.rawCall, blogSearchCall, { query: 'steam' })
    expect(found.total).toBeGreaterThan(0)
    await hydrated(page)
    const box = page.getByRole('searchbox', { name: 'Search the blog' })
    await box.fill('ste')
    await page.getByText('Type at least 4 characters to search.').waitFor()
    await box.fill('steam')
    await box.press('Enter')
    await page.waitForURL(/\/blog\/search\?q=steam$/)
    await page.getByRole('heading', { level: 1, name: 'Search results for “steam”' }).waitFor()
    await page
      .getByText(found.total === 1 ? '1 post found' : `${found.total} posts found`)
      .waitFor()
    expect(await cardTitles()).toEqual(titlesOf(found.data))
    expect(await page.getByRole('link', { name: found.data[0]!.title }).getAttribute('href')).toBe(
      `/blog/detail/${found.data[0]!.uniqueId}`,
    )
  })

  it('says when nothing matches, and the back button returns to the last search', async () => {
    const none = await answerOf(shop.rawCall, blogSearchCall, { query: 'zzzzqqq' })
    expect(none.total).toBe(0)
    const box = page.getByRole('searchbox', { name: 'Search the blog' })
    await box.fill('zzzzqqq')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/q=zzzzqqq$/)
    await page.getByText('No posts match “zzzzqqq”.').waitFor()
    expect(await page.getByRole('list', { name: 'Posts' }).count()).toBe(0)

    await page.goBack()
    await page.waitForURL(/q=steam$/)
    await page.getByRole('heading', { level: 1, name: 'Search results for “steam”' }).waitFor()
    expect(await box.inputValue()).toBe('steam')
  })

  it('is served whole by the server for a search’s address', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false })
    const bare = await context.newPage()
    await bare.goto(`${shop.origin}/blog/search?q=steam`)
    const found = await answerOf(shop.rawCall, blogSearchCall, { query: 'steam' })
    expect(
      await bare.getByRole('list', { name: 'Posts' }).getByRole('heading').allInnerTexts(),
    ).toEqual(titlesOf(found.data))
    await context.close()
  })
})

describe('the blog in Persian', () => {
  it('reads right to left with the Persian texts', async () => {
    const home = await answerOf(shop.rawCall, blogHomeCall, {}, { lang: 'FA' })
    const visitor = await shop.newVisitor()
    await visitor.goto(`${shop.origin}/blog?lang=fa`)
    expect(await visitor.locator('html').getAttribute('dir')).toBe('rtl')
    await visitor.getByRole('heading', { level: 1, name: 'وبلاگ' }).waitFor()
    await visitor.getByRole('link', { name: home.data.data[0]!.title }).waitFor()
    await visitor.context().close()
  })
})

describe('the blog’s pages', () => {
  it('load without script errors', () => {
    // The visitor's browser blocks service workers (so every request is seen), and the 404 page
    // logs its status.
    const expected = /status of 404|offline service worker could not be installed/
    expect(pageErrors.filter((error) => !expected.test(error))).toEqual([])
  })
})
