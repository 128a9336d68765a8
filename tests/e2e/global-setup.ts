import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seedDemoShop } from '../../server/seed/index'
import { chromiumArgs, findChromium } from '../../scripts/chromium-path'
import { shopFiles, type BrowserShopTemplate } from './shop-template'

declare module 'vitest' {
  export interface ProvidedContext {
    browserShop: BrowserShopTemplate
  }
}

/**
 * Once per run, for every browser test file: a copy of the built app, the demo shop seeded with
 * its pictures (each file copies it), and one Chromium that every file connects to.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(resolve('dist/index.html'))) {
    throw new Error('No built app in dist/: run "npm run build" before the browser tests.')
  }
  const executablePath = findChromium()
  if (!executablePath) {
    throw new Error('No Chromium found: run "tsx scripts/ensure-chromium.ts" or set CHROME_PATH.')
  }

  const templateDir = mkdtempSync(join(tmpdir(), 'shop-e2e-template-'))
  const files = shopFiles(templateDir)
  // A build made while the tests run cannot swap files under them.
  cpSync(resolve('dist'), files.staticDir, { recursive: true })
  const db = createDatabase({ dataDir: templateDir })
  await migrateToLatest(db)
  await seedDemoShop(db, { uploadsDir: files.uploadsDir })
  await db.destroy()

  const browser = await chromium.launchServer({ executablePath, args: chromiumArgs })
  project.provide('browserShop', { templateDir, browserEndpoint: browser.wsEndpoint() })

  return async () => {
    await browser.close()
    rmSync(templateDir, { recursive: true, force: true })
  }
}
