import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  holdAppStart,
  hydrated,
  keepLogin,
  newLoginToken,
  savedOnDevice,
  serviceWorkerInCharge,
  startShopInBrowser,
  type ShopInBrowser,
} from './shop-in-browser'
import { message } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

/**
 * The names of the page's styles that hold Chakra's reset, globals and token variables: Emotion
 * renames a style it takes over while hydrating, and adds one for styles it makes again.
 */
const globalStyleNames = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
    .filter((style) => style.textContent?.includes('@layer reset{'))
    .map((style) => style.dataset.emotion)

describe("the app's start", () => {
  it('asks for its code after the largest picture, from the files the entry lists', async () => {
    const page = await shop.newVisitor()
    const finished = new Map<string, number>()
    const started = new Map<string, number>()
    page.on('request', (request) => started.set(new URL(request.url()).pathname, Date.now()))
    page.on('requestfinished', (request) =>
      finished.set(new URL(request.url()).pathname, Date.now()),
    )
    const response = await page.goto(`${shop.origin}/`)
    const html = (await response?.text()) ?? ''
    await hydrated(page)

    // The entry lists the start's files; nothing in the page's head competes with the picture.
    const listed = /data-start-chunks="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []
    expect(listed.length).toBeGreaterThanOrEqual(3)
    expect(html).not.toContain('rel="modulepreload"')

    const picture = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    const pictureDone = finished.get(picture)
    expect(pictureDone).toBeDefined()
    for (const file of listed) {
      expect(started.get(file), file).toBeDefined()
      expect(started.get(file)!, file).toBeGreaterThanOrEqual(pictureDone!)
    }
  })

  it("asks for its language's messages only, with the start's files", async () => {
    const page = await shop.newVisitor()
    const messageFiles: string[] = []
    page.on('request', (request) => {
      const file = /\/assets\/[\w-]*messages-(en|fa|ar)-[\w-]+\.js$/.exec(request.url())
      if (file) messageFiles.push(file[1]!)
    })
    const response = await page.goto(`${shop.origin}/product/all?lang=fa`)
    const listed = /data-start-chunks="([^"]+)"/.exec((await response?.text()) ?? '')?.[1] ?? ''
    await hydrated(page)
    expect(listed).toMatch(/messages-fa-/)
    expect(listed).not.toMatch(/messages-(en|ar)-/)
    expect(messageFiles.length).toBeGreaterThan(0)
    expect(new Set(messageFiles)).toEqual(new Set(['fa']))
  })

  it('keeps its offline copy, saved data and notices for the quiet page, after hydrating', async () => {
    const page = await shop.newVisitor({ serviceWorkers: 'allow' })
    await page.goto(`${shop.origin}/product/single/iron-1`)
    await hydrated(page)
    // Hydrated, not yet quiet: nothing kept for the quiet page has begun.
    const early = await page.evaluate(async () => ({
      quiet: performance.getEntriesByName('shop:page-quiet').length,
      registered: (await navigator.serviceWorker.getRegistrations()).length,
      notices: document.querySelectorAll('[data-connection]').length,
    }))
    expect(early).toEqual({ quiet: 0, registered: 0, notices: 0 })

    await serviceWorkerInCharge(page)
    const quietAt = await page.evaluate(
      () => performance.getEntriesByName('shop:page-quiet')[0]?.startTime ?? -1,
    )
    expect(quietAt).toBeGreaterThan(0)
    // The connection's notices come once the page is quiet too (an online page has none to say).
    await page.locator('[data-connection]').waitFor({ state: 'attached' })
    // The outbox's saved data is read back: the page's reads are saved on the device.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((done) => {
              const open = indexedDB.open('shop')
              open.onsuccess = () => {
                const db = open.result
                if (!db.objectStoreNames.contains('saved')) return done(0)
                const count = db.transaction('saved').objectStore('saved').count()
                count.onsuccess = () => done(count.result)
              }
              open.onerror = () => done(0)
            }),
        ),
      )
      .toBeGreaterThan(0)
  })

  it('saves a write made before the page is quiet on the device at once', async () => {
    const token = await newLoginToken(shop)
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/product/single/iron-2`)
    await keepLogin(page, token)
    // A page busy with long tasks all along is never quiet (until its last wait, 10 s on).
    await page.addInitScript(() => {
      setInterval(() => {
        const begun = performance.now()
        while (performance.now() - begun < 70);
      }, 250)
    })
    await page.reload()
    await hydrated(page)
    const favourite = page.getByRole('button', { name: message('EN', 'account.favorite.button') })
    await expect.poll(() => favourite.getAttribute('aria-pressed')).toBe('false')
    await page.context().setOffline(true)
    try {
      await favourite.click()
      await savedOnDevice(page, { writes: 1 })
      const quiet = await page.evaluate(
        () => performance.getEntriesByName('shop:page-quiet').length,
      )
      expect(quiet).toBe(0)
    } finally {
      await page.context().setOffline(false)
    }
  })

  it('replays a tap made before the app ran, once it has', async () => {
    const page = await shop.newVisitor()
    // The page is on screen from its HTML, its buttons not live yet.
    const release = await holdAppStart(page)
    await page.goto(`${shop.origin}/`)
    const toggle = page
      .locator('header')
      .getByRole('button', { name: message('EN', 'layout.openMenu') })
    await toggle.click()
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')

    release()
    await page.getByRole('dialog', { name: message('EN', 'layout.menu') }).waitFor()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  })

  it('keeps what was typed before the app ran, and sends it with the press', async () => {
    const page = await shop.newVisitor()
    const en = (id: Parameters<typeof message>[1]) => message('EN', id)
    const release = await holdAppStart(page)
    // A reset link's form comes with the server's page; this link's token is not the shop's.
    await page.goto(`${shop.origin}/account/login?reset=${'a'.repeat(43)}`)
    const password = page.getByLabel(en('account.field.newPassword'))
    await password.fill('typed-early-1')
    await page.getByLabel(en('account.field.confirm')).fill('typed-early-1')
    await page.getByRole('button', { name: en('account.newPassword.submit') }).click()
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)

    release()
    // Sent as typed: the shop, not the form's check of an empty password, answers.
    await page.getByRole('alert').getByText(en('account.error.linkInvalid')).waitFor()
    expect(await password.inputValue()).toBe('typed-early-1')
  })

  it('marks the document hydrated once the page under its frame is, not before', async () => {
    const page = await shop.newVisitor()
    // React keeps its own key on every element it has hydrated; the server's HTML has none.
    await page.addInitScript(() => {
      const isReacts = (element: Element | null) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
      new MutationObserver((_, watch) => {
        if (!('hydrated' in document.documentElement.dataset)) return
        watch.disconnect()
        Object.assign(window, {
          hydratedWhenMarked: {
            frame: isReacts(document.querySelector('header')),
            page: isReacts(document.querySelector('main h1')),
          },
        })
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(`${shop.origin}/product/all`)
    await hydrated(page)
    expect(
      await page.evaluate(() => (window as { hydratedWhenMarked?: unknown }).hydratedWhenMarked),
    ).toEqual({
      frame: true,
      page: true,
    })
  })

  it('keeps the global styles the server sent, and makes none again while hydrating', async () => {
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/?lang=fa`)
    const sent = await page.evaluate(globalStyleNames)
    expect(sent).toHaveLength(1)
    await hydrated(page)
    expect(await page.evaluate(globalStyleNames)).toEqual(sent)
    // The tokens still apply: the page's text has the theme's colour.
    const color = await page.evaluate(() => getComputedStyle(document.documentElement).color)
    expect(color).not.toBe('rgb(0, 0, 0)')
  })
})
