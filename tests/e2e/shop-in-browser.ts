import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { chromium, type Browser } from 'playwright-core'
import { buildApp } from '../../server/app'
import { defaultConfig } from '../../server/config'
import { createDatabase, type Db } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seedDemoShop } from '../../server/seed/index'
import { chromiumArgs, findChromium } from '../../scripts/chromium-path'

export interface ShopInBrowser {
  /** Origin of the running shop, e.g. `http://127.0.0.1:41234`. */
  origin: string
  app: FastifyInstance
  db: Db
  browser: Browser
  close: () => Promise<void>
}

/**
 * The real server over a freshly seeded demo shop (with its pictures), serving the built PWA on
 * a free port, and a headless Chromium to visit it.
 */
export async function startShopInBrowser(): Promise<ShopInBrowser> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  const config = defaultConfig({ dataDir, staticDir: resolve('dist') })
  const db = createDatabase(config)
  await migrateToLatest(db)
  await seedDemoShop(db, { uploadsDir: config.uploadsDir })
  const app = await buildApp({ config, db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }

  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH.')
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })

  return {
    origin: `http://127.0.0.1:${port}`,
    app,
    db,
    browser,
    close: async () => {
      await browser.close()
      await app.close()
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
