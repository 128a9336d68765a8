import { chromium, type Page } from 'playwright-core'
import { weighSavedCache } from './audit-offline'
import { chromiumArgs, lighthousePhone } from './chromium-path'
import { cuttableNetwork } from './network-cut'

export interface OutboxFigures {
  /** How many writes were queued offline each round. */
  queued: number
  /** From the network's return to the last queued write acknowledged, each round (ms). */
  drainMs: number[]
  /** The saved cache before anything was queued, and with the writes queued (bytes of JSON). */
  savedCacheBytes: { empty: number; queued: number }
  /**
   * With every page of the shop closed: from the network's return to the service worker's last
   * acknowledgement of the writes handed to it, each round (ms).
   */
  closedShopMs: number[]
}

const queuedPerRound = 10
const rounds = 3

async function newLoginToken(origin: string): Promise<string> {
  const stamp = Date.now()
  const password = 'an-audit-password-1'
  const answer = await fetch(`${origin}/wsd/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'EN' },
    body: JSON.stringify({
      fname: 'Audit',
      lname: 'Visitor',
      email: `audit.${String(stamp)}@example.com`,
      phone: `0935${String(stamp).slice(-7)}`,
      password,
      curent_password: password,
    }),
  })
  if (!answer.ok) throw new Error(`Registering the audit's visitor failed: ${answer.status}`)
  return ((await answer.json()) as { authorisation: { token: string } }).authorisation.token
}

/**
 * A logged-in phone visitor asks 10 questions on a product page without a network (they wait in
 * the outbox), then the network comes back: how long until the shop has acknowledged the last one,
 * over three rounds; and how much the saved cache grows with the 10 queued.
 */
export async function measureOutbox(
  executablePath: string,
  origin: string,
): Promise<OutboxFigures> {
  const open = await measureOpenShop(executablePath, origin)
  const closedShopMs = await measureClosedShop(executablePath, origin)
  return { ...open, closedShopMs }
}

/** A product page's questions, for a visitor logged in with this token, once the app runs. */
async function questionsOf(page: Page, address: string, token: string) {
  await page.goto(address)
  await page.evaluate((value) => localStorage.setItem('token', value), token)
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab', { name: 'Questions' }).click()
  const text = page.getByRole('textbox', { name: 'Your question' })
  await text.waitFor()
  return text
}

/** Asks `count` questions, each waiting in the outbox (the page is offline). */
async function askOffline(page: Page, round: number, count: number) {
  const text = page.getByRole('textbox', { name: 'Your question' })
  for (let item = 1; item <= count; item++) {
    await text.fill(`Audit round ${String(round)}, question ${String(item)}: is it quiet?`)
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await page.locator(`[data-outbox-count="${String(item)}"]`).waitFor()
  }
}

/**
 * What the service worker made of each write the page handed to it (`waiting`, `sent`, `refused`),
 * as its database holds them, read from a page of the shop's origin.
 */
export function handedOutcomes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('shop-outbox')
        open.onsuccess = () => {
          const all = open.result.transaction('handed').objectStore('handed').getAll()
          all.onsuccess = () =>
            done((all.result as { outcome: { kind: string } }[]).map((w) => w.outcome.kind))
          all.onerror = () => fail(all.error)
        }
        open.onerror = () => fail(open.error)
      }),
  )
}

/**
 * The same questions asked offline with the service worker in charge, through a network the
 * measurement cuts (so the worker cannot reach the shop either); then every page of the shop is
 * closed and the network comes back: how long until the worker has the shop's answer to the last
 * one (Chromium fires the Background Sync as its context goes online), over three rounds. A page
 * of the origin that runs no app (its robots.txt) reads the worker's store meanwhile.
 */
async function measureClosedShop(executablePath: string, shopOrigin: string): Promise<number[]> {
  const network = await cuttableNetwork(shopOrigin)
  const token = await newLoginToken(shopOrigin)
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    const closedShopMs: number[] = []
    for (let round = 1; round <= rounds; round++) {
      const context = await browser.newContext(lighthousePhone)
      const probe = await context.newPage()
      await probe.goto(`${network.origin}/robots.txt`)
      const page = await context.newPage()
      await page.goto(`${network.origin}/about`)
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await questionsOf(page, `${network.origin}/product/single/iron-3`, token)
      network.cut()
      await context.setOffline(true)
      await askOffline(page, round, queuedPerRound)
      for (let tries = 0; (await handedOutcomes(probe)).length < queuedPerRound; tries++) {
        if (tries > 100) throw new Error('The page did not hand its writes to the worker.')
        await probe.waitForTimeout(100)
      }
      await page.close()
      network.restore()
      const back = performance.now()
      await context.setOffline(false)
      for (;;) {
        const outcomes = await handedOutcomes(probe)
        if (outcomes.length > 0 && outcomes.every((kind) => kind === 'sent')) break
        if (performance.now() - back > 60_000) {
          throw new Error('The worker did not send the writes within a minute.')
        }
        await probe.waitForTimeout(20)
      }
      closedShopMs.push(performance.now() - back)
      await context.close()
    }
    return closedShopMs
  } finally {
    await browser.close()
    await network.close()
  }
}

/** The outbox with the shop open: writes drained as the network returns, and the saved cache. */
async function measureOpenShop(executablePath: string, origin: string) {
  const token = await newLoginToken(origin)
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'block' })
    const page = await context.newPage()
    await questionsOf(page, `${origin}/product/single/iron-3`, token)
    // The cache is saved within a second of a change.
    await page.waitForTimeout(1500)
    const empty = await weighSavedCache(page)

    const drainMs: number[] = []
    let queued = NaN
    for (let round = 1; round <= rounds; round++) {
      await context.setOffline(true)
      await askOffline(page, round, queuedPerRound)
      await page.waitForTimeout(1500)
      if (round === 1) queued = await weighSavedCache(page)
      await page.evaluate(() => {
        window.addEventListener(
          'online',
          () => {
            ;(window as { backOnlineAt?: number }).backOnlineAt = performance.now()
          },
          { once: true },
        )
      })
      await context.setOffline(false)
      const drained = await page.waitForFunction(
        () => {
          const at = (window as { backOnlineAt?: number }).backOnlineAt
          if (at === undefined || document.querySelector('[data-outbox-count]')) return 0
          return performance.now() - at
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
      drainMs.push(Number(await drained.jsonValue()))
    }
    return { queued: queuedPerRound, drainMs, savedCacheBytes: { empty, queued } }
  } finally {
    await browser.close()
  }
}
