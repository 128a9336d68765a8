import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs } from './chromium-path'

export interface InitialJs {
  files: { path: string; gzipBytes: number }[]
  totalGzipBytes: number
}

/**
 * The scripts a phone loads for `/` until the page has loaded and the network is quiet (no
 * service worker, so nothing is served from its cache), weighed as gzip of the built files.
 */
export async function measureInitialJs(
  executablePath: string,
  origin: string,
  staticDir: string,
): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    // The phone Lighthouse's mobile runs emulate.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname)
    })
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const files = [...scripts].sort().map((path) => {
      const file = join(staticDir, path)
      if (!existsSync(file))
        throw new Error(`The page loaded ${path}, which is not in the built app.`)
      return { path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length }
    })
    return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) }
  } finally {
    await browser.close()
  }
}
