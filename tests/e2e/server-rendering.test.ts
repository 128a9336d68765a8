import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectPageErrors,
  hydrated,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'
import { pageRow } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

/** Every route of the shop, by an address that exists in the demo shop. */
const routes = [
  '/',
  '/about',
  '/product/all',
  '/product/irons',
  '/product/single/iron-1',
  '/blog',
  '/brand/kavir',
  '/service',
  '/project',
  '/checkout/cart',
  '/account/login',
  '/account',
  '/admin',
]

/** What the browser reports while the page hydrates: errors, and React's own warnings. */
function watchConsole(page: Page): string[] {
  // A missing page's own 404 is reported by the browser, as it should be.
  return collectPageErrors(page, {
    console: ['error', 'hydration'],
    ignore: /^Failed to load resource/,
  })
}

describe('hydration', () => {
  for (const lang of ['en', 'fa', 'ar']) {
    it(`takes over every route in ${lang} without a warning`, async () => {
      const page = await shop.newVisitor({ serviceWorkers: 'allow' })
      const problems = watchConsole(page)
      for (const route of routes) {
        const separator = route.includes('?') ? '&' : '?'
        const response = await page.goto(`${shop.origin}${route}${separator}lang=${lang}`)
        expect(response?.status(), route).toBeLessThan(500)
        await hydrated(page)
        expect(problems, `${route} in ${lang}`).toEqual([])
        expect(await page.evaluate(() => document.documentElement.lang), route).toBe(lang)
      }
      await page.close()
    })
  }

  it('asks the API for nothing the HTML already shows, only for the visitor’s own cart', async () => {
    const page = await shop.newVisitor()
    const calls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/wsd/')) calls.push(path)
    })
    await page.goto(`${shop.origin}/about`)
    await hydrated(page)
    expect(calls.filter((path) => !path.endsWith('/seo/add_history'))).toEqual([
      '/wsd/v1/checkout/get_cart',
    ])
    await page.close()
  })
})

describe('without JavaScript', () => {
  it('a page still shows its content and its links', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${shop.origin}/about?lang=fa`)
    const about = await pageRow(shop.db, 'FA', 'about')
    expect(await page.locator('h1').first().textContent()).toBe(about.title)
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const footerLinks = page.getByRole('contentinfo').getByRole('link')
    expect(await footerLinks.count()).toBeGreaterThan(2)
    // A link leads to the next server-rendered page.
    await footerLinks.first().click()
    await page.waitForLoadState('load')
    expect(await page.locator('h1').count()).toBeGreaterThan(0)
    await context.close()
  })
})

describe('offline', () => {
  it('a reload without the network opens the shell, which renders the page in the browser', async () => {
    const context = await shop.browser.newContext({ serviceWorkers: 'allow' })
    const page = await context.newPage()
    await page.goto(`${shop.origin}/about`)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      const worker = registration.active
      if (worker && worker.state !== 'activated') {
        await new Promise((done) => worker.addEventListener('statechange', done, { once: true }))
      }
    })
    // Controlled by the worker from the next load on.
    await page.reload()
    await hydrated(page)
    // No network at all: the page and its service worker are offline, and the shop is down.
    await shop.stopServer()
    await context.setOffline(true)
    const shell = await page.reload()
    expect(shell?.fromServiceWorker()).toBe(true)
    // No server state in the shell: the app renders on its own, its frame and menu first.
    await page.getByRole('button', { name: 'Open menu' }).first().waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    // Rendered in the browser alone, it makes Chakra's reset, globals and token variables itself.
    const globals = await page.evaluate(
      () =>
        // Emotion inserts rules into the style sheet, not as text, in a production build.
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].filter((style) =>
          [...(style.sheet?.cssRules ?? [])].some((rule) =>
            rule.cssText.startsWith('@layer reset {'),
          ),
        ).length,
    )
    expect(globals).toBe(1)
    await context.close()
    await shop.startServer()
  })
})

describe('more pages asked for at once than the server renders', () => {
  const address = '/product/single/iron-1'

  it('answers the rest with the app’s shell, which renders the page in the browser', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, async () => {
        const response = await fetch(`${shop.origin}${address}`)
        return { status: response.status, html: await response.text() }
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(80).fill(200))
    const shell = readFileSync('dist/index.html', 'utf8')
    const shells = answers.filter((answer) => answer.html === shell)
    const rendered = answers.filter((answer) => answer.html.includes('<h1'))
    // Four render at once and 32 wait: the others cannot all have had a turn.
    expect(shells.length).toBeGreaterThan(0)
    expect(rendered.length).toBeGreaterThan(0)
    expect(shells.length + rendered.length).toBe(80)

    // A visitor given the shell sees the product, rendered in the browser.
    const page = await shop.newVisitor()
    await page.route(`${shop.origin}${address}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: shell }),
    )
    await page.goto(`${shop.origin}${address}`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/\S/)
    expect(await page.title()).not.toBe('Appliance Shop')
    await page.context().close()
  })
})
