import { AsyncLocalStorage } from 'node:async_hooks'
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import { setApiTransport, type ApiTransport } from './api/client'
import { shopBlocks } from './app/shop-blocks'
import { preloadEveryBlock } from './features/cms/registry'
import { sanitizeConfig, setHtmlSanitizer } from './components/sanitized-html'
import { pageLanguage, type Locale } from './contract/language-rules'
import { createShopRouter } from './router'
import { startChunksAttribute } from './start/start-chunks'

// The server hints a page's font before its render begins, as the page's head preloads it.
export { fontPreloadFor } from './theme/fonts/persian-arabic-font'

/** What the server hands the app for one page. */
export interface PageRender {
  request: Request
  /** The API, called in-process with the visitor's cookies. */
  api: ApiTransport
  /** The response's CSP nonce. */
  nonce: string
  /** The shop's public origin (PUBLIC_URL). */
  origin: string
  /** The shop's default language (DEFAULT_LANG). */
  defaultLocale: Locale
  /** The client entry and what to preload, from Vite's build manifest. */
  manifest: ServerManifest & {
    /** The files of the app's start, which the entry asks for itself after the largest picture. */
    startChunks?: string[]
  }
  /** Each locale's messages of the app's start: a page's entry lists its language's with them. */
  messageScripts: Partial<Record<Locale, string[]>>
}

type ServerManifest = NonNullable<
  Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>
>

// CMS HTML is sanitised on the server as in the browser, over a DOM of the server's own: slow
// enough (a tenth of a page's render) that each text is sanitised once, the last few hundred kept.
const purifier = createDOMPurify(new JSDOM('').window)
const sanitized = new Map<string, string>()
const sanitizedKept = 500
setHtmlSanitizer((html) => {
  let clean = sanitized.get(html)
  if (clean === undefined) {
    clean = purifier.sanitize(html, sanitizeConfig)
    if (sanitized.size >= sanitizedKept) sanitized.delete(sanitized.keys().next().value!)
    sanitized.set(html, clean)
  }
  return clean
})

const requestApi = new AsyncLocalStorage<ApiTransport>()
setApiTransport((path, init) => {
  const api = requestApi.getStore()
  if (!api) return Promise.reject(new Error(`No API for ${path} outside a page render.`))
  return api(path, init)
})

/**
 * The entry script (the root's last) lists the start's files, and the page language's messages
 * of them, for the browser to ask for.
 */
function withStartChunks(
  { startChunks = [], ...manifest }: PageRender['manifest'],
  messages: string[],
): ServerManifest {
  const root = manifest.routes.__root__
  const entry = root?.scripts?.at(-1)
  const files = [...startChunks, ...messages]
  if (!root || !entry || files.length === 0) return manifest
  const listed = {
    ...entry,
    attrs: { ...entry.attrs, [startChunksAttribute]: files.join(' ') },
  }
  return {
    ...manifest,
    routes: {
      ...manifest.routes,
      __root__: { ...root, scripts: [...root.scripts!.slice(0, -1), listed] },
    },
  }
}

// The page's HTML holds every block it shows, so every block's code is there before a page renders.
const blocksLoaded = preloadEveryBlock(shopBlocks)

/** Renders the page at the request's address with the app's own routes, streamed. */
export async function renderPage(page: PageRender): Promise<Response> {
  await blocksLoaded
  const language = pageLanguage(
    new URL(page.request.url),
    {
      cookie: page.request.headers.get('cookie'),
      acceptLanguage: page.request.headers.get('accept-language'),
    },
    page.defaultLocale,
  )
  return requestApi.run(page.api, () =>
    createRequestHandler({
      request: page.request,
      createRouter: () =>
        createShopRouter({
          nonce: page.nonce,
          locale: language.locale,
          languageChosen: language.chosen,
          origin: page.origin,
        }),
      getRouterManifest: () =>
        withStartChunks(page.manifest, page.messageScripts[language.locale] ?? []),
    })(defaultStreamHandler),
  )
}
