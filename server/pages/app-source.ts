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
  /** The files of the app's start, which its entry asks for itself (none in development). */
  startChunks?: string[]
}

type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>

/**
 * The files of the app's start: the parts the entry imports one after another (its dynamic
 * imports) with everything they import, the entry itself left out.
 */
function startChunks(chunks: ViteManifest, entryKey: string): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunks[key]
    if (key === entryKey || !chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const part of chunks[entryKey]?.dynamicImports ?? []) visit(part)
  return [...files]
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
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest
  const entry = chunks['index.html']
  if (!entry) throw new Error(`${manifestFile} has no entry for index.html`)
  const script = `/${entry.file}`
  const startFiles = startChunks(chunks, 'index.html').map((file) => `/${file}`)
  const loaded = import(pathToFileURL(serverEntry).href) as Promise<PageRenderer>
  return {
    renderer: () => loaded,
    manifest: {
      routes: {
        __root__: {
          // Nothing is preloaded: the page's largest picture has the network to itself.
          preloads: [],
          css: (entry.css ?? []).map((file) => `/${file}`),
          // A small module script, run once the document is parsed: it asks for the start's
          // files after that picture.
          scripts: [{ attrs: { type: 'module', src: script } }],
        },
      },
      startChunks: startFiles,
    },
    dev: false,
  }
}
