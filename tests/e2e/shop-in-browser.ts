import { cpSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { expect, inject, onTestFinished, TestRunner, vi } from 'vitest'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core'
import { freePort } from '../../scripts/audit-server'
import { buildApp } from '../../server/app'
import { defaultConfig, type AppConfig } from '../../server/config'
import { createDatabase, type Db } from '../../server/db/database'
import {
  callShop,
  contractCalls,
  registerAccount,
  type RawShopCall,
  type ShopCall,
} from '../shop-calls'
import type { StaffArea } from '../../src/contract/roles'
import { createTestUser } from '../test-users'
import { shopFiles } from './shop-template'

export interface ShopInBrowserOptions {
  /** Locks the shop with this key (visitors land on the lock page). */
  siteLockKey?: string
  /** Login, register and reset attempts per minute per address (the shop's default otherwise). */
  authRateLimit?: number
  /** The shop's bank account: orders may then be paid by transfer. */
  bankAccount?: AppConfig['bankAccount']
  /** How long the server reuses a read's answer and a rendered page (0, none, by default). */
  readCacheMs?: number
  /** Web Push as the shop sends it (on, to push services on the internet only, by default). */
  push?: Partial<AppConfig['push']>
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
  /** The run's Chromium, shared by every test file: each visitor has a context of its own. */
  browser: Browser
  /** A call of the contract, answered by the running server without the browser (a 200). */
  call: ShopCall
  /** POST any body to a path of the API, answered as it is: for refusals and bad input. */
  rawCall: RawShopCall
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
 * The real server on a free port over this file's own copy of the demo shop (seeded once for
 * the run, pictures included, by the global setup), serving the run's copy of the built PWA, and
 * the run's Chromium to visit it.
 */
export async function startShopInBrowser(
  options: ShopInBrowserOptions = {},
): Promise<ShopInBrowser> {
  const { templateDir, browserEndpoint } = inject('browserShop')
  const template = shopFiles(templateDir)
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  const files = shopFiles(dataDir)
  copyFileSync(template.database, files.database)
  cpSync(template.uploadsDir, files.uploadsDir, { recursive: true })
  const port = await freePort()
  const config = defaultConfig({
    dataDir,
    staticDir: template.staticDir,
    siteLockKey: options.siteLockKey,
    ...(options.authRateLimit ? { authRateLimit: options.authRateLimit } : {}),
    bankAccount: options.bankAccount,
    ...(options.readCacheMs ? { readCacheMs: options.readCacheMs } : {}),
    publicUrl: `http://127.0.0.1:${String(port)}`,
  })
  config.push = { ...config.push, ...options.push }
  const db = createDatabase(config)
  let app = await buildApp({ config, db })
  await app.listen({ port, host: '127.0.0.1' })
  const browser = await chromium.connect(browserEndpoint)

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
    // A visitor of one test leaves with it: an open page goes on running (a slider types, the
    // app polls) and would take the machine's time from the tests after it. Visitors of a whole
    // file (opened in `beforeAll`) leave with the file.
    if (TestRunner.getCurrentTest()) onTestFinished(() => context.close())
    return context.newPage()
  }

  let running = true
  const shop: ShopInBrowser = {
    origin: `http://127.0.0.1:${port}`,
    app,
    db,
    browser,
    call: contractCalls((path, body, callOptions) => callShop(shop.app, path, body, callOptions)),
    rawCall: (path, body, callOptions) => callShop(shop.app, path, body, callOptions),
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
      // Closes this file's contexts; the run's Chromium goes on for the other files.
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
 * Fires a Background Sync (or, `periodic`, a Periodic Background Sync) of the service worker of
 * `origin` now, as the browser would, from a blank page of the context: no page of the shop need
 * be open.
 */
export async function fireWorkerSync(
  context: BrowserContext,
  origin: string,
  { tag, periodic = false }: { tag: string; periodic?: boolean },
): Promise<void> {
  await withWorkerRegistration(
    context,
    origin,
    `the ${tag} sync is dispatched`,
    (cdp, registrationId) =>
      periodic
        ? cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag })
        : cdp.send('ServiceWorker.dispatchSyncEvent', {
            origin,
            registrationId,
            tag,
            lastChance: false,
          }),
  )
}

/**
 * Delivers a push to the service worker of `origin` as the browser does once it has decrypted
 * one from its push service: the page need not be open.
 */
export async function deliverWorkerPush(
  context: BrowserContext,
  origin: string,
  data: string,
): Promise<void> {
  await withWorkerRegistration(context, origin, 'the push is delivered', (cdp, registrationId) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data }),
  )
}

/**
 * `act` with the DevTools ServiceWorker domain and the registration of `origin`'s worker, from a
 * blank page of the context: no page of the shop need be open.
 */
async function withWorkerRegistration(
  context: BrowserContext,
  origin: string,
  step: string,
  act: (cdp: CDPSession, registrationId: string) => Promise<unknown>,
): Promise<void> {
  const blank = await context.newPage()
  try {
    const cdp = await context.newCDPSession(blank)
    // The registrations come in events, one list or several: the shop's is waited for by its scope.
    const registration = new Promise<string>((done) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const shops = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
        if (shops) done(shops.registrationId)
      }),
    )
    await withinTime(
      10_000,
      'the DevTools ServiceWorker domain answers',
      cdp.send('ServiceWorker.enable'),
    )
    const registrationId = await withinTime(
      10_000,
      `the service worker of ${origin} is listed`,
      registration,
    )
    await withinTime(10_000, step, act(cdp, registrationId))
  } finally {
    await blank.close()
  }
}

/**
 * `step`, or an error that names it once `ms` have passed: a step with no time limit of its own
 * (a DevTools call, a script in the page) fails with its name instead of holding the test.
 */
export async function withinTime<T>(ms: number, step: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`Not done within ${ms} ms: ${step}`)), ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Scrolls down the page until every block below the first ones runs in the browser (they render,
 * or hydrate, when they come near the screen once the app runs), then back to the top.
 */
export async function showAllBlocks(page: Page): Promise<void> {
  // Before the app runs, scrolling renders nothing: a block hydrated after the page scrolled
  // past it waits for the next scroll.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const waiting = page.locator('[data-pending-block], [data-block-type]:not([data-block-live])')
  for (let step = 0; step < 50 && (await waiting.count()) > 0; step++) {
    await page.mouse.wheel(0, 600)
    // A visitor's scroll, a step at a time: the blocks passed need no signal of their own.
    await page.waitForTimeout(50)
  }
  // A block still waiting (a loaded machine was late as the page went past it) is brought back
  // on screen, as a visitor scrolling back up would, for as long as a poll waits.
  for (const until = Date.now() + 15_000; Date.now() < until && (await waiting.count()) > 0;) {
    await waiting
      .first()
      .scrollIntoViewIfNeeded({ timeout: 1000 })
      .catch(() => undefined)
    // A pause between scrolls: a block that still waits renders when it will, with no signal.
    await page.waitForTimeout(100)
  }
  expect(await waiting.count(), 'blocks still waiting to render').toBe(0)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Until the page has drawn two more frames: what a scroll handler or a hydrating page does in its
 * next animation frame is done, and React has rendered what that changed.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  )
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

/** A fresh account, registered through the API: how to log in to it, and its login token. */
export async function newAccount(
  shop: ShopInBrowser,
): Promise<{ email: string; password: string; token: string }> {
  const { email, password, token } = await registerAccount(shop.rawCall)
  return { email, password, token }
}

/** The visitor's device keeps this login, as the login screen would (the page must be open on the shop). */
export async function keepLogin(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('token', value), token)
}

export interface LoggedInVisitorOptions extends VisitorOptions {
  /** The address opened once logged in, waited for until hydrated. */
  path?: string
}

/** A visitor in a browser context of their own, logged in with this token, on a page of the shop. */
export async function loggedInVisitor(
  shop: ShopInBrowser,
  token: string,
  { path, ...options }: LoggedInVisitorOptions = {},
): Promise<Page> {
  const page = await shop.newVisitor(options)
  await page.goto(`${shop.origin}/about`)
  await keepLogin(page, token)
  if (path) {
    await page.goto(`${shop.origin}${path}`)
    await hydrated(page)
  }
  return page
}

/** A fresh staff account (`createTestUser`, with a password to log in with through the form). */
export async function newStaffAccount(
  shop: ShopInBrowser,
  role: 'staff' | 'admin' = 'staff',
  { areas }: { areas?: readonly StaffArea[] } = {},
): Promise<{ email: string; password: string; token: string }> {
  const password = 'a-good-password-1'
  const { user, token } = await createTestUser(shop.db, { role, areas, password })
  return { email: user.email, password, token }
}

/** A staff member (a fresh account given the role) logged in, on a back-office address. */
export async function staffVisitor(
  shop: ShopInBrowser,
  path: string,
  role: 'staff' | 'admin' = 'staff',
  options: VisitorOptions = {},
): Promise<Page> {
  const staff = await newStaffAccount(shop, role)
  return loggedInVisitor(shop, staff.token, { path, ...options })
}

/** A fresh account, registered through the API: its login token. */
export async function newLoginToken(shop: ShopInBrowser): Promise<string> {
  return (await newAccount(shop)).token
}

/**
 * Until the page is quiet (`src/lib/page-quiet.ts`): what it keeps for then (its reads saved on
 * the device, the service worker's registration) has begun.
 */
export async function pageQuiet(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('shop:page-quiet').length > 0,
    null,
    {
      timeout: 15_000,
    },
  )
}

/** The query cache a page of the shop saved on the device, as IndexedDB holds it. */
export interface SavedQueryCache {
  /** Each read's key (its hash, e.g. `["catalogue","product","iron-1","EN"]`) and data, as text. */
  reads: { key: string; data: string }[]
  /** The writes waiting in the outbox. */
  writes: number
}

/** The query cache the page's app saved on the device (empty before its first save). */
export function savedQueryCache(page: Page): Promise<SavedQueryCache> {
  return page.evaluate(
    () =>
      new Promise<SavedQueryCache>((done) => {
        const nothing = { reads: [], writes: 0 }
        // src/lib/saved-query-cache.ts: idb-keyval's store `saved` of the database `shop`.
        const open = indexedDB.open('shop')
        open.onerror = () => done(nothing)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('saved')) return done(nothing)
          const read = db.transaction('saved').objectStore('saved').get('query-cache')
          read.onsuccess = () => {
            const saved = read.result as
              | {
                  clientState?: {
                    queries?: { queryHash: string; state: { data: unknown } }[]
                    mutations?: unknown[]
                  }
                }
              | undefined
            done({
              reads: (saved?.clientState?.queries ?? []).map((query) => ({
                key: query.queryHash,
                data: JSON.stringify(query.state.data ?? null) ?? 'null',
              })),
              writes: saved?.clientState?.mutations?.length ?? 0,
            })
          }
          read.onerror = () => done(nothing)
        }
      }),
  )
}

/**
 * Until the query cache saved on the device holds a read whose key mentions each of `reads` and,
 * if given, that many writes waiting: the app saves it when the page is next idle, at most once a
 * second.
 */
export async function savedOnDevice(
  page: Page,
  { reads = [], writes }: { reads?: readonly string[]; writes?: number },
): Promise<void> {
  // Waited for in a file's set-up too, where `expect.poll` is not offered.
  await vi.waitFor(
    async () => {
      const saved = await savedQueryCache(page)
      expect(
        {
          missing: reads.filter((text) => !saved.reads.some(({ key }) => key.includes(text))),
          writes: writes === undefined ? undefined : saved.writes,
        },
        'the query cache saved on the device',
      ).toEqual({ missing: [], writes })
    },
    { timeout: 15_000, interval: 100 },
  )
}

export interface PageErrorOptions {
  /** The console's messages kept too: its errors, its warnings, React's hydration messages. */
  console?: readonly ('error' | 'warning' | 'hydration')[]
  /** Console messages that are expected (a refused call's failed resource...): not kept. */
  ignore?: RegExp
  /** Each kept with the page's address. */
  withAddress?: boolean
}

/** What goes wrong in the page from now on: its uncaught errors and the console's messages asked for. */
export function collectPageErrors(
  page: Page,
  { console: kinds = [], ignore, withAddress = false }: PageErrorOptions = {},
): string[] {
  const errors: string[] = []
  const keep = (text: string) => errors.push(withAddress ? `${page.url()}: ${text}` : text)
  page.on('pageerror', (error) => keep(error.message))
  page.on('console', (message) => {
    const type = message.type()
    const text = message.text()
    if (ignore?.test(text)) return
    if (
      (type === 'error' && kinds.includes('error')) ||
      (type === 'warning' && kinds.includes('warning')) ||
      (kinds.includes('hydration') && /hydrat/i.test(text))
    )
      keep(text)
  })
  return errors
}
