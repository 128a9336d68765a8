/**
 * Captures the manifest's screenshots (the install dialog shows them) from the built shop: the
 * home page on a phone and on a wide screen. The files are committed; run this again
 * (`npm run build && npx tsx scripts/capture-screenshots.ts`) when the home page changes.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { startBuiltShop } from './audit-server'
import { chromiumArgs, findChromium } from './chromium-path'

export const screenshots = [
  { file: 'home-narrow.webp', width: 540, height: 1080, formFactor: 'narrow' },
  { file: 'home-wide.webp', width: 1280, height: 800, formFactor: 'wide' },
] as const

async function capture() {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH.')
  const shop = await startBuiltShop()
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  const outDir = resolve(import.meta.dirname, '../public/screenshots')
  mkdirSync(outDir, { recursive: true })
  try {
    for (const { file, width, height } of screenshots) {
      const page = await browser.newPage({ viewport: { width, height }, serviceWorkers: 'block' })
      await page.goto(`${shop.origin}/`, { waitUntil: 'networkidle' })
      const png = await page.screenshot()
      await sharp(png).webp({ quality: 70 }).toFile(resolve(outDir, file))
      await page.close()
    }
  } finally {
    await browser.close()
    await shop.stop()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await capture()
