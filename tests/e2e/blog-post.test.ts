import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogSingleCall } from '../../src/contract/blog'
import { collectPageErrors, type ShopInBrowser, startShopInBrowser } from './shop-in-browser'

let shop: ShopInBrowser
/** A post of the demo shop. */
const unique = 'steam-iron-basics'

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

describe('a blog post', () => {
  it('shows its title, category, text and views, and describes itself as a BlogPosting', async () => {
    const page = await shop.newVisitor()
    const errors = collectPageErrors(page)
    const response = await page.goto(`${shop.origin}/blog/detail/${unique}`)
    expect(response?.status()).toBe(200)
    // The page's own read counted a view: the answer read here counts one more.
    const answer = await shop.rawCall(blogSingleCall.path, { unique }, { lang: 'EN' })
    const post = blogSingleCall.response.parse(answer.json()).data
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
    expect(
      await page.getByRole('link', { name: post.cat.title }).first().getAttribute('href'),
    ).toBe(`/blog/cat/${post.cat.uniqueId}`)
    await page.getByText(`${post.view - 1} views`).waitFor()
    const text = await page.locator('article').textContent()
    const firstWords = post.body
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ')
    expect(text?.replace(/\s+/g, ' ')).toContain(firstWords)
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(data['@type']).toBe('BlogPosting')
    expect(data.headline).toBe(post.title)
    expect(data.mainEntityOfPage).toBe(`${shop.origin}/blog/detail/${unique}`)
    expect(errors).toEqual([])
  })

  it('reads right to left in Persian', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/blog/detail/${unique}?lang=fa`)
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await page.getByRole('heading', { level: 1 }).waitFor()
  })
})
