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
    messageScripts: MessageScripts
  }) => Promise<Response>
}

/** Each locale's message scripts of the modules the app starts with, by locale ('fa'). */
export type MessageScripts = Record<string, string[]>

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
 * The chunks of the app's start (their manifest keys): the parts the entry imports one after
 * another (its dynamic imports) with everything they import, the entry itself left out.
 */
function startChunks(chunks: ViteManifest, entryKey: string): string[] {
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (key === entryKey || !chunks[key] || keys.has(key)) return
    keys.add(key)
    for (const imported of chunks[key].imports ?? []) visit(imported)
  }
  for (const part of chunks[entryKey]?.dynamicImports ?? []) visit(part)
  return [...keys]
}

/** Where the app comes from: the build in production, Vite in development. */
export interface AppSource {
  renderer: () => Promise<PageRenderer>
  manifest: ClientManifest
  messageScripts: MessageScripts
  /** The app's shell (the built index.html): the page the browser renders itself. */
  shell: string | undefined
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
  const start = startChunks(chunks, 'index.html')
  const files = start.map((key) => `/${chunks[key]!.file}`)
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
      startChunks: files,
    },
    messageScripts: messageScriptsOf(
      start.flatMap((key) => chunks[key]!.dynamicImports ?? []),
      chunks,
    ),
    shell: readFileSync(join(staticDir, 'index.html'), 'utf8'),
    dev: false,
  }
}

/**
 * The start's messages in each locale: the build puts a locale's set of each messages module in
 * a file of its own, imported as `messages.ts?locale=fa` (scripts/message-ast-plugin.ts).
 */
function messageScriptsOf(dynamicImports: string[], chunks: ViteManifest): MessageScripts {
  const scripts: MessageScripts = {}
  for (const key of dynamicImports) {
    const locale = /\?locale=([a-z]+)$/.exec(key)?.[1]
    const file = chunks[key]?.file
    if (locale && file) (scripts[locale] ??= []).push(`/${file}`)
  }
  return scripts
}
