import { chromium } from 'playwright-core'
import { weighSavedCache } from './audit-offline'
import { chromiumArgs, lighthousePhone } from './chromium-path'

export interface OutboxFigures {
  /** How many writes were queued offline each round. */
  queued: number
  /** From the network's return to the last queued write acknowledged, each round (ms). */
  drainMs: number[]
  /** The saved cache before anything was queued, and with the writes queued (bytes of JSON). */
  savedCacheBytes: { empty: number; queued: number }
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
  const token = await newLoginToken(origin)
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${origin}/product/single/iron-3`)
    await page.evaluate((value) => localStorage.setItem('token', value), token)
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await page.getByRole('tab', { name: 'Questions' }).click()
    const text = page.getByRole('textbox', { name: 'Your question' })
    await text.waitFor()
    // The cache is saved within a second of a change.
    await page.waitForTimeout(1500)
    const empty = await weighSavedCache(page)

    const drainMs: number[] = []
    let queued = NaN
    for (let round = 1; round <= rounds; round++) {
      await context.setOffline(true)
      for (let item = 1; item <= queuedPerRound; item++) {
        await text.fill(`Audit round ${String(round)}, question ${String(item)}: is it quiet?`)
        await page.getByRole('button', { name: 'Ask', exact: true }).click()
        await page.locator(`[data-outbox-count="${String(item)}"]`).waitFor()
      }
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
