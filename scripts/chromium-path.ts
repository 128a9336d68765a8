import { accessSync, constants } from 'node:fs'

/** Where the browser tests look for Chromium when CHROME_PATH is not set. */
export const chromiumCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
]

/** Flags for a quiet, reproducible headless Chromium (also as root in a container). */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The Chromium to drive: CHROME_PATH when set, else the first installed candidate. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : undefined
  return chromiumCandidates.find(isExecutable)
}

/** The phone Lighthouse's mobile runs emulate, as a browser context's options. */
export const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const
