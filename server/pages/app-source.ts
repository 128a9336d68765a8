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
  /** The font a page in this language preloads (Persian, Arabic), as its head links it. */
  fontPreloadFor: (locale: string) => {
    rel: string
    as: string
    type: string
    crossOrigin: 'anonymous'
    href: string
  }[]
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
 * The chunks of the app's start (their manifest keys): what the entry imports, and the parts it
 * imports one after another (its dynamic imports), with everything they import; the entry itself
 * left out.
 */
function startChunks(chunks: ViteManifest, entryKey: string): string[] {
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (key === entryKey || !chunks[key] || keys.has(key)) return
    keys.add(key)
    for (const imported of chunks[key].imports ?? []) visit(imported)
  }
  const entry = chunks[entryKey]
  for (const part of [...(entry?.imports ?? []), ...(entry?.dynamicImports ?? [])]) visit(part)
  return [...keys]
}

/** The built client's files every page starts with, as paths on the shop (`/assets/...`). */
export interface StartFiles {
  /** The client entry: the page's one script. */
  entry: string
  /** The files of the app's start, which the entry asks for itself. */
  start: string[]
  /** The start's messages, per locale. */
  messageScripts: MessageScripts
  css: string[]
}

/** What `vite build`'s manifest says a page starts with; undefined without a build. */
export function readStartFiles(staticDir: string): StartFiles | undefined {
  const manifestFile = join(staticDir, '.vite/manifest.json')
  if (!existsSync(manifestFile)) return undefined
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest
  const entry = chunks['index.html']
  if (!entry) throw new Error(`${manifestFile} has no entry for index.html`)
  const start = startChunks(chunks, 'index.html')
  return {
    entry: `/${entry.file}`,
    start: start.map((key) => `/${chunks[key]!.file}`),
    messageScripts: messageScriptsOf(
      start.flatMap((key) => chunks[key]!.dynamicImports ?? []),
      chunks,
    ),
    css: (entry.css ?? []).map((file) => `/${file}`),
  }
}

/** Where the app comes from: the build in production, Vite in development. */
export interface AppSource {
  renderer: () => Promise<PageRenderer>
  manifest: ClientManifest
  messageScripts: MessageScripts
  /** The app's shell (the built index.html): the page the browser renders itself. */
  shell: string | undefined
  /** The built client's files; none in development, where Vite serves each module. */
  startFiles: StartFiles | undefined
  dev: boolean
}

/** The built app: `vite build`'s client files and manifest, and `vite build --ssr`'s server entry. */
export function builtApp(staticDir: string, serverEntry: string): AppSource | undefined {
  const files = readStartFiles(staticDir)
  if (!files || !existsSync(serverEntry)) return undefined
  const loaded = import(pathToFileURL(serverEntry).href) as Promise<PageRenderer>
  return {
    renderer: () => loaded,
    manifest: {
      routes: {
        __root__: {
          // Nothing is preloaded: the page's largest picture has the network to itself.
          preloads: [],
          css: files.css,
          // A small module script, run once the document is parsed: it asks for the start's
          // files after that picture.
          scripts: [{ attrs: { type: 'module', src: files.entry } }],
        },
      },
      startChunks: files.start,
    },
    messageScripts: files.messageScripts,
    shell: readFileSync(join(staticDir, 'index.html'), 'utf8'),
    startFiles: files,
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
