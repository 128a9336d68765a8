import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { findChromium } from '../../scripts/chromium-path'

/** The browser tests drive the built app in a real Chromium; both must be there. */
export default function setup() {
  if (!existsSync(resolve('dist/index.html'))) {
    throw new Error('No built app in dist/: run "npm run build" before the browser tests.')
  }
  if (!findChromium()) {
    throw new Error('No Chromium found: run "tsx scripts/ensure-chromium.ts" or set CHROME_PATH.')
  }
}
