import { join } from 'node:path'

/** What the browser suite's global setup makes once, for every test file to start from. */
export interface BrowserShopTemplate {
  /** The seeded demo shop (`shop.sqlite`, `uploads/`) and the built app (`dist/`). */
  templateDir: string
  /** Where the one Chromium of the run listens; each file connects to it. */
  browserEndpoint: string
}

/** Where a shop's files are in its data folder (the template's, or a test file's copy). */
export function shopFiles(dataDir: string) {
  return {
    database: join(dataDir, 'shop.sqlite'),
    uploadsDir: join(dataDir, 'uploads'),
    staticDir: join(dataDir, 'dist'),
  }
}
