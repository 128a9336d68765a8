import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { freePort } from '../../scripts/audit-server'
import { buildApp } from '../../server/app'
import { defaultConfig, type AppConfig } from '../../server/config'
import { createDatabase, type Db } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seedDemoShop } from '../../server/seed/index'
import { chromiumArgs, findChromium } from '../../scripts/chromium-path'

export interface ShopInBrowserOptions {
  /** Locks the shop with this key (visitors land on the lock page). */
  siteLockKey?: string
  /** Login, register and reset attempts per minute per address (the shop's default otherwise). */
  authRateLimit?: number
  /** The shop's bank account: orders may then be paid by transfer. */
  bankAccount?: AppConfig['bankAccount']
}

export interface VisitorOptions {
  /** A phone by default (412 x 823, the size Lighthouse's mobile runs use). */
  viewport?: { width: number; height: number }
  /** Blocked by default, so every request reaches the network and can be observed. */
  serviceWorkers?: BrowserContextOptions['serviceWorkers']
  /** Device pixels per CSS pixel (1 by default; Lighthouse's phone has 1.75). */
  deviceScaleFactor?: number
}

export interface ShopInBrowser {
  /** Origin of the running shop, e.g. `http://127.0.0.1:41234`. */
  origin: string
  /** The running server (a new one after `startServer`). */
  app: FastifyInstance
  db: Db
  browser: Browser
  /** A page in a browser context of its own: no storage shared with other visitors. */
  newVisitor: (options?: VisitorOptions) => Promise<Page>
  /** Stops the server (the shop is unreachable; the database stays). */
  stopServer: () => Promise<void>
  /** Starts a new server over the same database, on the same port. */
  startServer: () => Promise<void>
  close: () => Promise<void>
}

export const phoneViewport = { width: 412, height: 823 }

/**
 * The real server over a freshly seeded demo shop (with its pictures), serving a copy of the
 * built PWA (a build made meanwhile cannot swap files under a test) on a free port, and a
 * headless Chromium to visit it.
 */
export async function startShopInBrowser(
  options: ShopInBrowserOptions = {},
): Promise<ShopInBrowser> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  const staticDir = join(dataDir, 'dist')
  cpSync(resolve('dist'), staticDir, { recursive: true })
  const port = await freePort()
  const config = defaultConfig({
    dataDir,
    staticDir,
    siteLockKey: options.siteLockKey,
    ...(options.authRateLimit ? { authRateLimit: options.authRateLimit } : {}),
    bankAccount: options.bankAccount,
    publicUrl: `http://127.0.0.1:${String(port)}`,
  })
  const db = createDatabase(config)
  await migrateToLatest(db)
  await seedDemoShop(db, { uploadsDir: config.uploadsDir })
  let app = await buildApp({ config, db })
  await app.listen({ port, host: '127.0.0.1' })

  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH.')
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })

  const newVisitor = async ({
    viewport,
    serviceWorkers,
    deviceScaleFactor,
  }: VisitorOptions = {}) => {
    const context = await browser.newContext({
      viewport: viewport ?? phoneViewport,
      serviceWorkers: serviceWorkers ?? 'block',
      deviceScaleFactor,
    })
    return context.newPage()
  }

  let running = true
  const shop: ShopInBrowser = {
    origin: `http://127.0.0.1:${port}`,
    app,
    db,
    browser,
    newVisitor,
    stopServer: async () => {
      running = false
      await app.close()
    },
    startServer: async () => {
      app = await buildApp({ config, db })
      await app.listen({ port, host: '127.0.0.1' })
      shop.app = app
      running = true
    },
    close: async () => {
      await browser.close()
      if (running) await app.close()
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return shop
}

/** Until the service worker (the shop's offline copy) is installed and in charge of the page. */
export async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      )
    }
  })
}

/**
 * Scrolls down the page until every block below the first ones runs in the browser (they render,
 * or hydrate, when they come near the screen), then back to the top.
 */
export async function showAllBlocks(page: Page): Promise<void> {
  await page.locator('main [data-block-type]').first().waitFor()
  const waiting = page.locator('[data-pending-block], [data-block-type]:not([data-block-live])')
  for (let step = 0; step < 50 && (await waiting.count()) > 0; step++) {
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(50)
  }
  expect(await waiting.count(), 'blocks still waiting to render').toBe(0)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Holds back the shop's part of the app's start: the page is on screen from its HTML, not yet
 * the app's, until the returned function lets it load.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((done) => (release = done))
  await page.route('**/assets/start-shop-start-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Until React has taken the page over and read what belongs to the visitor. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

let visitors = 0
/** A fresh account, registered through the API: how to log in to it, and its login token. */
export async function newAccount(
  shop: ShopInBrowser,
): Promise<{ email: string; password: string; token: string }> {
  visitors += 1
  const account = {
    fname: 'Reza',
    lname: `Karimi ${String(visitors)}`,
    email: `reza.${String(visitors)}.${String(Date.now())}@example.com`,
    phone: `0936${String(visitors).padStart(7, '0')}`,
    password: 'a-good-password-1',
  }
  const res = await shop.app.inject({
    method: 'POST',
    url: '/wsd/v1/auth/register',
    headers: { lang: 'EN' },
    payload: { ...account, curent_password: account.password },
  })
  expect(res.statusCode).toBe(200)
  const { token } = (res.json() as { authorisation: { token: string } }).authorisation
  return { email: account.email, password: account.password, token }
}

/** A visitor in a browser context of their own, logged in with this token, on a page of the shop. */
export async function loggedInVisitor(
  shop: ShopInBrowser,
  token: string,
  options: VisitorOptions = {},
): Promise<Page> {
  const page = await shop.newVisitor(options)
  await page.goto(`${shop.origin}/about`)
  await page.evaluate((value) => localStorage.setItem('token', value), token)
  return page
}

/** A fresh account given a back-office role in the database, as an admin would give it. */
export async function newStaffAccount(
  shop: ShopInBrowser,
  role: 'staff' | 'admin' = 'staff',
): Promise<{ email: string; password: string; token: string }> {
  const account = await newAccount(shop)
  await shop.db.updateTable('users').set({ role }).where('email', '=', account.email).execute()
  return account
}

/** A fresh account, registered through the API: its login token. */
export async function newLoginToken(shop: ShopInBrowser): Promise<string> {
  return (await newAccount(shop)).token
}
