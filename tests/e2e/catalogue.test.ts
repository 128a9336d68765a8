import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CallRequest, CallResponse } from '../../src/contract/call'
import { productCategoryCall, productSearchCall } from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import { answerOf } from '../shop-calls'
import { axeViolations } from './axe'
import {
  collectPageErrors,
  hydrated,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let page: Page
let pageErrors: string[] = []

type Listing = CallResponse<typeof productSearchCall>

/** A listing as the API answers it, for the expectations. */
async function apiListing<C extends typeof productCategoryCall | typeof productSearchCall>(
  call: C,
  body: CallRequest<C>,
  lang: Language = 'EN',
): Promise<Listing> {
  const answer = await answerOf(shop.rawCall, call, body, { lang })
  return 'products' in answer ? answer.products : answer
}

const cardTitles = () =>
  page.getByRole('list', { name: 'Products' }).getByRole('heading').allTextContents()
const countLine = (count: number) => page.getByText(count === 1 ? '1 product' : `${count} products`)

beforeAll(async () => {
  shop = await startShopInBrowser()
  page = await shop.newVisitor()
  pageErrors = collectPageErrors(page, { console: ['error'] })
})
afterAll(async () => {
  await shop?.close()
})

describe('the product listing', () => {
  it('shows a category page with its cards, count and pages', async () => {
    const expected = await apiListing(productCategoryCall, { cat: 'all', page: 1 })
    await page.goto(`${shop.origin}/product/all`)
    await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor()
    await hydrated(page)
    await countLine(expected.total).waitFor()
    expect(await cardTitles()).toEqual(expected.data.map((product) => product.title))
    // 1 boundary and 1 sibling page: seven places at most, so every page when there are few.
    const count = Math.ceil(expected.total / expected.per_page)
    expect(count).toBeGreaterThan(1)
    const pages = page.getByRole('navigation', { name: 'Pages' })
    expect(await pages.getByRole('link', { name: /^Page \d+$/ }).count()).toBe(count - 1)
    expect(await pages.getByLabel('Page 1').getAttribute('aria-current')).toBe('page')
    expect(await pages.getByRole('link', { name: 'Next page' }).count()).toBe(1)
    expect(await pages.getByRole('link', { name: 'Previous page' }).count()).toBe(0)
  })

  it('goes to another page through the address, to its top, and back', async () => {
    const second = await apiListing(productCategoryCall, { cat: 'all', page: 2 })
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await page.waitForURL(/\/product\/all\?page=2$/)
    await page.getByRole('link', { name: second.data[0]!.title }).waitFor()
    expect(await cardTitles()).toEqual(second.data.map((product) => product.title))
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.getByLabel('Page 2').getAttribute('aria-current')).toBe('page')
    await page.goBack()
    await page.waitForURL(/\/product\/all$/)
    const first = await apiListing(productCategoryCall, { cat: 'all', page: 1 })
    await page.getByRole('link', { name: first.data[0]!.title }).waitFor()
  })

  it('sorts through the address, and a reload keeps the order', async () => {
    const cheapest = await apiListing(productCategoryCall, { cat: 'all', sort: 'price ASC' })
    // The sort list acts once the page is the app's: before, a choice is the browser's alone.
    await hydrated(page)
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' })
    await page.waitForURL(/sort=price\+ASC/)
    await page.getByRole('link', { name: cheapest.data[0]!.title }).waitFor()
    expect(await cardTitles()).toEqual(cheapest.data.map((product) => product.title))
    await page.reload()
    await page.getByRole('link', { name: cheapest.data[0]!.title }).waitFor()
    // Hydrated before going back, as a visitor's reading pace allows.
    await hydrated(page)
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price ASC')
    await page.goBack()
    await page.waitForURL(/\/product\/all$/)
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('id DESC')
  })

  it('searches only for 2 characters or more, and clearing lists the category again', async () => {
    const search = page.getByLabel('Search products')
    await search.fill('h')
    await page.getByText('Type at least 2 characters to search.').waitFor()
    // Twice the typing pause (400 ms): text too short starts no search, so no end to wait for.
    await page.waitForTimeout(800)
    expect(new URL(page.url()).searchParams.has('q')).toBe(false)

    const found = await apiListing(productSearchCall, { cat: 'all', query: 'hair' })
    expect(found.total).toBeGreaterThan(0)
    await search.fill('hair')
    await page.waitForURL(/q=hair/)
    await page.getByRole('heading', { level: 1, name: 'Search results for “hair”' }).waitFor()
    await countLine(found.total).waitFor()
    expect(await cardTitles()).toEqual(found.data.map((product) => product.title))

    const all = await apiListing(productCategoryCall, { cat: 'all' })
    await search.fill('')
    await page.waitForURL(/\/product\/all$/)
    await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor()
    await countLine(all.total).waitFor()
  })

  it('lists a search best match first, offers the listing’s sorts, and what is close to nothing found', async () => {
    const best = await apiListing(productSearchCall, { cat: 'all', query: 'steam' })
    await page.goto(`${shop.origin}/product/all?q=steam`)
    await countLine(best.total).waitFor()
    expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance')
    expect(await cardTitles()).toEqual(best.data.map((product) => product.title))
    const latest = await apiListing(productSearchCall, {
      cat: 'all',
      query: 'steam',
      sort: 'id DESC',
    })
    await page.getByLabel('Sort by').selectOption({ label: 'Latest' })
    await page.waitForURL(/sort=id/)
    await expect.poll(cardTitles).toEqual(latest.data.map((product) => product.title))

    const nothing = await apiListing(productSearchCall, {
      cat: 'hairdryers',
      query: 'steam zzqqxx',
    })
    expect(nothing.close?.length).toBeGreaterThan(0)
    await page.goto(`${shop.origin}/product/hairdryers?q=steam+zzqqxx`)
    await page.getByText('Nothing found for “steam zzqqxx”.').waitFor()
    const close = page.getByRole('region', { name: 'Close to what you searched for' })
    expect(await close.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      nothing.close?.map((product) => product.title),
    )
  })

  it('says when nothing matches, what to try, and leads back to the products', async () => {
    await page.goto(`${shop.origin}/product/all?q=zzzzqqq&page=1`)
    await page.getByText('Nothing found for “zzzzqqq”.').waitFor()
    await page.getByText('Try fewer words, another spelling or the singular.').waitFor()
    await page.getByRole('main').getByRole('link', { name: 'All products' }).click()
    await page.waitForURL(/\/product\/all$/)
    expect(await page.getByLabel('Search products').inputValue()).toBe('')
    expect((await cardTitles()).length).toBeGreaterThan(0)
    // In a category, the search is cleared there.
    await page.goto(`${shop.origin}/product/irons?q=zzzzqqq`)
    await page.getByRole('button', { name: 'Clear the search' }).click()
    await page.waitForURL(/\/product\/irons$/)
    await expect.poll(async () => (await cardTitles()).length).toBeGreaterThan(0)
  })

  it('says a page past the end is past the end, with the true count and the last page', async () => {
    const expected = await apiListing(productCategoryCall, { cat: 'irons', page: 1 })
    const last = Math.ceil(expected.total / expected.per_page)
    await page.goto(`${shop.origin}/product/irons?page=99`)
    await page
      .getByText(`Page 99 is past the end: this list has ${last} page${last === 1 ? '' : 's'}.`)
      .waitFor()
    await countLine(expected.total).waitFor()
    expect(await page.getByText('There are no products here yet.').count()).toBe(0)
    await page.getByRole('link', { name: `Go to the last page (${last})` }).click()
    await page.waitForURL(new RegExp(`/product/irons\\?page=${last}$`))
    // The address changes at once; the page's cards come with its data.
    await expect.poll(async () => (await cardTitles()).length).toBeGreaterThan(0)
  })

  it('has no accessibility violation on a search’s results, or on nothing found, in English and Persian', async () => {
    const phone = await shop.newVisitor({ viewport: { width: 390, height: 844 } })
    const searches = { en: ['steam', 'steam zzqqxx'], fa: ['اتو', 'اتو zzqqxx'] }
    for (const [lang, queries] of Object.entries(searches)) {
      for (const q of queries) {
        await phone.goto(`${shop.origin}/product/all?q=${encodeURIComponent(q)}&lang=${lang}`)
        await hydrated(phone)
        await phone.locator('main article h2, main [data-nothing-found]').first().waitFor()
        expect({ lang, q, violations: await axeViolations(phone) }).toEqual({
          lang,
          q,
          violations: [],
        })
      }
    }
    await phone.close()
  })

  it('shows a category in Persian with its title, and 404 for an unknown one', async () => {
    const irons = await shop.call(productCategoryCall, { cat: 'irons' }, { lang: 'FA' })
    const title = irons.cat.cat.title
    await page.goto(`${shop.origin}/product/irons?lang=fa`)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    const missing = await page.goto(`${shop.origin}/product/no-such-category`)
    expect(missing?.status()).toBe(404)
  })

  it('shows every card’s whole title on a phone, down to its power, in English and Persian', async () => {
    const phone = await shop.newVisitor({ viewport: { width: 390, height: 844 } })
    for (const lang of ['EN', 'FA'] as const) {
      const expected = await apiListing(productCategoryCall, { cat: 'all', page: 1 }, lang)
      await phone.goto(`${shop.origin}/product/all?lang=${lang.toLowerCase()}`)
      // Hydrated: the server's page holds its styles inline until then, inside the headings.
      await hydrated(phone)
      const headings = phone.locator('article h2')
      const shown = await headings.evaluateAll((all) =>
        all.map((heading) => {
          // Where the title's last letter (the end of its power) is laid out.
          const range = document.createRange()
          range.selectNodeContents(heading)
          const rects = [...range.getClientRects()]
          const last = rects[rects.length - 1]
          const box = heading.getBoundingClientRect()
          return {
            title: heading.textContent,
            whole:
              heading.scrollHeight <= heading.clientHeight + 1 &&
              last !== undefined &&
              last.bottom <= box.bottom + 1,
          }
        }),
      )
      expect(shown).toEqual(expected.data.map(({ title }) => ({ title, whole: true })))
      expect(shown.every(({ title }) => /(\d|[۰-۹])+ ?(W|وات)$/.test(title ?? ''))).toBe(true)
    }
    await phone.close()
  })

  it('loads without script errors', () => {
    // The visitor's browser blocks service workers (so every request is seen), and the 404 page
    // logs its status.
    const expected = /status of 404|offline service worker could not be installed/
    expect(pageErrors.filter((error) => !expected.test(error))).toEqual([])
  })
})
