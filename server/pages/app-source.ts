import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The one door into the app: the page at a request's address, rendered by the app's routes. */
export interface PageRenderer {
  renderPage: (page: {
    request: Request
    api: (path: string, init: RequestInit) => Promise<Response>
    nonce: string
    origin: string
    defaultLocale: string
    manifest: ClientManifest
  }) => Promise<Response>
}

/** The router's manifest: the scripts every page loads, and what they preload. */
export interface ClientManifest {
  routes: {
    __root__: {
      preloads: string[]
      css?: string[]
      scripts: { attrs: Record<string, string | boolean> }[]
    }
  }
}

/** Where the app comes from: the build in production, Vite in development. */
export interface AppSource {
  renderer: () => Promise<PageRenderer>
  manifest: ClientManifest
  dev: boolean
}

/** The built app: `vite build`'s client files and manifest, and `vite build --ssr`'s server entry. */
export function builtApp(staticDir: string, serverEntry: string): AppSource | undefined {
  const manifestFile = join(staticDir, '.vite/manifest.json')
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) return undefined
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >
  const entry = chunks['index.html']
  if (!entry) throw new Error(`${manifestFile} has no entry for index.html`)
  const script = `/${entry.file}`
  const loaded = import(pathToFileURL(serverEntry).href) as Promise<PageRenderer>
  return {
    renderer: () => loaded,
    manifest: {
      routes: {
        __root__: {
          preloads: [script, ...(entry.imports ?? []).map((key) => `/${chunks[key]?.file ?? key}`)],
          css: (entry.css ?? []).map((file) => `/${file}`),
          // A module script: it runs once the document is parsed.
          scripts: [{ attrs: { type: 'module', src: script } }],
        },
      },
    },
    dev: false,
  }
}
