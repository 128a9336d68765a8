import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { readStartFiles } from '../server/pages/app-source'
import { chromiumArgs, lighthousePhone } from './chromium-path'

export interface ScriptFile {
  path: string
  gzipBytes: number
}

export interface InitialJs {
  /** Asked for before the page's load event: what the first view waits for. */
  files: ScriptFile[]
  totalGzipBytes: number
  /** Asked for once the page had loaded (saved data, the connection's status...). */
  later: ScriptFile[]
}

/**
 * The scripts a phone loads for a page (the home page unless told) until it has loaded (no service worker, so nothing is
 * served from its cache), weighed as gzip of the built files; those it asks for after the load
 * event, until the network is quiet, are listed apart.
 */
export async function measureInitialJs(
  executablePath: string,
  origin: string,
  staticDir: string,
  pagePath = '/',
): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'block' })
    const page = await context.newPage()
    const initial = new Set<string>()
    const later = new Set<string>()
    let loaded = false
    page.on('load', () => {
      loaded = true
    })
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() !== 'script' || url.origin !== origin) return
      if (!loaded) initial.add(url.pathname)
      else if (!initial.has(url.pathname)) later.add(url.pathname)
    })
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const files = weigh(staticDir, [...initial].sort())
    return { files, totalGzipBytes: total(files), later: weigh(staticDir, [...later].sort()) }
  } finally {
    await browser.close()
  }
}

/**
 * The JS a page needs before it is interactive, by the build's manifest: the entry, every file
 * of the start (what the entry imports, statically or through the start's list, which the server
 * puts in the page) and the start's messages in the page's locale. The page's own screen and
 * blocks load after it, on demand.
 */
export function weighStartJs(staticDir: string, locale: string): Omit<InitialJs, 'later'> {
  const start = readStartFiles(staticDir)
  if (!start) throw new Error(`No build manifest in ${staticDir}.`)
  const files = weigh(staticDir, [
    start.entry,
    ...start.start,
    ...(start.messageScripts[locale] ?? []),
  ])
  return { files, totalGzipBytes: total(files) }
}

/** Each file's gzip size (level 9), as the built app holds it. */
function weigh(staticDir: string, paths: string[]): ScriptFile[] {
  return paths.map((path) => {
    const file = join(staticDir, path)
    if (!existsSync(file)) throw new Error(`${path} is not in the built app.`)
    return { path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length }
  })
}

const total = (files: ScriptFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0)

/**
 * The gzip weight of the files a module of the app loads on demand (`import()`): its own file and
 * what only it imports, by the build's manifest.
 */
export function weighOnDemand(staticDir: string, sources: string[]): Omit<InitialJs, 'later'> {
  const manifestFile = join(staticDir, '.vite/manifest.json')
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (!chunk) throw new Error(`${key} is not in the build's manifest.`)
    if (files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) {
      // A chunk the start or another screen shares is already loaded: only its own count.
      const importers = Object.values(chunks).filter((c) => c.imports?.includes(imported))
      if (importers.length === 1) visit(imported)
    }
  }
  for (const source of sources) visit(source)
  const weighed = weigh(staticDir, [...files].sort())
  return { files: weighed, totalGzipBytes: total(weighed) }
}
