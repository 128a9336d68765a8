import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticityCall } from '../../src/contract/authenticity'
import {
  collectPageErrors,
  hydrated,
  phoneViewport,
  type ShopInBrowser,
  showAllBlocks,
  startShopInBrowser,
} from './shop-in-browser'
import { message, pluginData, storedBlocks, type StoredBlock } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

/** A visitor's page that keeps what the console said and every layout shift. */
async function watchedPage(): Promise<{ page: Page; said: string[] }> {
  const page = await shop.browser.newPage({ viewport: phoneViewport })
  const said = collectPageErrors(page, { console: ['error', 'warning'] })
  await page.addInitScript(() => {
    const shifts: number[] = []
    const moved: string[] = []
    Object.assign(window, { layoutShifts: shifts, layoutShiftSources: moved })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push(entry.value)
        // What moved, so that a failure names it.
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement
          moved.push(element ? element.outerHTML.slice(0, 160) : '(a node no longer in the page)')
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return { page, said }
}

function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  )
}

/** True once React runs the element: it hydrated it or rendered it (its handlers are on). */
function isLive(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))
}

function shown(blocks: StoredBlock[]): StoredBlock[] {
  return blocks.filter((block) => block.display).sort((a, b) => a.loc - b.loc)
}

describe('a CMS page the server renders', () => {
  it("holds every block's content in its HTML, the footer's too", async () => {
    const page = await shop.browser.newPage()
    const response = await page.goto(`${shop.origin}/`)
    const html = (await response?.text()) ?? ''
    await page.close()
    const home = shown(await storedBlocks(shop.db, 'EN', 'home'))
    const footer = shown(await storedBlocks(shop.db, 'EN', 'footer'))
    const cells = [...html.matchAll(/data-block-type="([a-z_]+)"/g)].map((match) => match[1])
    expect(cells).toEqual([...home, ...footer].map((block) => block.type))
    expect(html).not.toContain('data-pending-block')
    expect(html).not.toContain('aria-busy')
    // What the blocks far down the page show, from their plugins and settings.
    const pluginOf = (block: StoredBlock) =>
      pluginData<Record<string, string>>(shop.db, 'EN', (block.data as { id: number }).id)
    const promo = await pluginOf(home.find((block) => block.type === 'card_info')!)
    const text = await pluginOf(footer.find((block) => block.type === 'text')!)
    const contact = footer.find((block) => block.type === 'contact')!.data as {
      data: { value: string }[]
    }
    const post = await shop.db
      .selectFrom('blog_posts')
      .select('title')
      .where('lang', '=', 'EN')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    for (const content of [
      promo.title,
      promo.text,
      text.title,
      post.title,
      ...contact.data.map((line) => line.value),
      message('EN', 'authenticity.check'),
    ]) {
      expect(html).toContain(content)
    }
  })

  it('hydrates a block below the first screen only when the visitor comes near it, keeping its HTML and the layout', async () => {
    const { page, said } = await watchedPage()
    const checks: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(authenticityCall.path)) checks.push(request.postDataJSON())
    })
    await page.goto(`${shop.origin}/`)
    await hydrated(page)
    const cells = page.locator('main [data-block-type]')
    await expect.poll(() => cells.nth(1).getAttribute('data-block-live')).toBe('')
    // What the visitor meets first runs at once: the header and the opening blocks.
    expect(
      await isLive(page.getByRole('button', { name: message('EN', 'layout.openMenu') }).first()),
    ).toBe(true)
    expect(await isLive(cells.nth(1).locator('a').first())).toBe(true)

    // The footer's authenticity inquiry, far below: its server HTML, not yet running.
    const inquiry = page.locator('footer [data-block-type="enter_serial"]')
    const button = inquiry.getByRole('button', { name: message('EN', 'authenticity.check') })
    expect(await inquiry.getAttribute('data-block-live')).toBeNull()
    expect(await isLive(button)).toBe(false)
    await button.evaluate((el) => Object.assign(window, { servedButton: el }))

    await inquiry.scrollIntoViewIfNeeded()
    await expect.poll(() => inquiry.getAttribute('data-block-live')).toBe('')
    expect(await isLive(button)).toBe(true)
    // React took the server's element over instead of rendering a new one.
    expect(
      await button.evaluate(
        (el) => (window as unknown as { servedButton: Element }).servedButton === el,
      ),
    ).toBe(true)

    // Every block rendered in its place: nothing moved. (Measured before the check below, whose
    // answer, when it comes late, rightly pushes down what follows the form.)
    await showAllBlocks(page)
    const moved = await page.evaluate(
      () => (window as unknown as { layoutShiftSources: string[] }).layoutShiftSources,
    )
    expect(await layoutShift(page), moved.join('\n')).toBe(0)

    // It works as the app: the check asks the shop, the page stays.
    await inquiry
      .getByRole('textbox', { name: message('EN', 'authenticity.label') })
      .fill('IR-10001')
    await inquiry
      .getByRole('combobox', { name: message('EN', 'authenticity.type') })
      .selectOption('iron')
    await button.click()
    await inquiry.getByText(message('EN', 'authenticity.found')).waitFor()
    expect(checks).toEqual([{ serial: 'IR-10001', type: 'iron' }])
    expect(new URL(page.url()).pathname).toBe('/')
    expect(said.filter((text) => !/service worker/i.test(text))).toEqual([])
    await page.close()
  })

  it('renders the blocks below as they come near after a move inside the app', async () => {
    const { page, said } = await watchedPage()
    await page.goto(`${shop.origin}/about`)
    await hydrated(page)
    await page.locator('header a[href="/"]').first().click()
    await page.waitForURL(`${shop.origin}/`)
    // Far below, blocks wait in their places.
    await expect.poll(() => page.locator('main [data-pending-block]').count()).toBeGreaterThan(0)
    await showAllBlocks(page)
    const home = shown(await storedBlocks(shop.db, 'EN', 'home'))
    const live = page.locator('main [data-block-type][data-block-live]')
    expect(await live.count()).toBe(home.length)
    expect(said.filter((text) => !/service worker/i.test(text))).toEqual([])
    await page.close()
  })
})
