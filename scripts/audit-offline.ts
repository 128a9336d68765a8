import { chromium, type Page } from 'playwright-core'
import { chromiumArgs, lighthousePhone } from './chromium-path'
import { cuttableNetwork } from './network-cut'

export interface OfflineFigures {
  /** Reload to the product page's heading with the network off, each run (ms). */
  repeatVisitMs: number[]
  /** Reloads answered with the page's kept HTML (the others with the app's shell). */
  fromKeptHtml: number
  /** The saved query cache after reading this many products, as IndexedDB holds it (bytes of JSON). */
  savedCacheBytes: number
  productsRead: number
  /** Connections the browser (its service worker too) tried while the network was cut. */
  refusedConnections: number
}

/** Products of the demo shop a visitor reads before the cache is weighed. */
const products = Array.from({ length: 20 }, (_, i) =>
  i % 2 === 0 ? `iron-${i / 2 + 1}` : `hairdryer-${(i + 1) / 2}`,
)

/** The saved query cache as IndexedDB holds it, in bytes of JSON. */
export function weighSavedCache(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const open = indexedDB.open('shop')
        open.onsuccess = () => {
          const read = open.result.transaction('saved').objectStore('saved').get('query-cache')
          read.onsuccess = () => done(new Blob([JSON.stringify(read.result)]).size)
          read.onerror = () => done(NaN)
        }
        open.onerror = () => done(NaN)
      }),
  )
}

/**
 * A phone visitor reads 20 products online (service worker in charge), then reloads a product
 * page offline five times with the CPU slowed as Lighthouse's phone is: how long its main content
 * takes, and how big the saved cache has grown. The visitor reaches the shop through a network
 * the measurement cuts, so the service worker cannot reach it either; each reload must be answered
 * by the service worker: with the page's HTML it kept (painted before any script runs), or with
 * the app's shell, which renders the page from the saved cache.
 */
export async function measureOffline(
  executablePath: string,
  shopOrigin: string,
): Promise<OfflineFigures> {
  const network = await cuttableNetwork(shopOrigin)
  const { origin } = network
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    const context = await browser.newContext(lighthousePhone)
    const page = await context.newPage()
    await page.goto(`${origin}/`)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    for (const unique of products) {
      await page.goto(`${origin}/product/single/${unique}`)
      await page.locator('main h1').first().waitFor()
      // The cache is saved within a second of a change.
      await page.waitForTimeout(1500)
    }
    const savedCacheBytes = await weighSavedCache(page)

    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    network.cut()
    await context.setOffline(true)
    const repeatVisitMs: number[] = []
    let fromKeptHtml = 0
    for (let run = 0; run < 5; run++) {
      const answer = await page.reload({ waitUntil: 'commit' })
      if (!answer?.fromServiceWorker()) {
        throw new Error('An offline reload was not answered by the service worker.')
      }
      // The server's HTML carries the router's state; the shell does not.
      if ((await answer.text()).includes('$_TSR')) fromKeptHtml++
      // Checked every frame: the time since the navigation started when the heading is there.
      const shown = await page.waitForFunction(
        () => (document.querySelector('main h1') ? performance.now() : 0),
        undefined,
        { polling: 'raf' },
      )
      repeatVisitMs.push(Number(await shown.jsonValue()))
    }
    return {
      repeatVisitMs,
      fromKeptHtml,
      savedCacheBytes,
      productsRead: products.length,
      refusedConnections: network.triedWhileCut(),
    }
  } finally {
    await browser.close()
    await network.close()
  }
}
