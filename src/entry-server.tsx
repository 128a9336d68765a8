import { AsyncLocalStorage } from 'node:async_hooks'
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import { setApiTransport, type ApiTransport } from './api/client'
import { pageLanguage } from './features/shell/page-language'
import { setHtmlPurifier } from './components/sanitized-html'
import type { Locale } from './i18n/locales'
import { createShopRouter } from './router'

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
  manifest: ServerManifest
  /** Each locale's message scripts the app starts with: a page preloads its language's. */
  messageScripts: Partial<Record<Locale, string[]>>
}

type ServerManifest = NonNullable<
  Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>
>

// CMS HTML is sanitised on the server as in the browser, over a DOM of the server's own.
setHtmlPurifier(createDOMPurify(new JSDOM('').window))

const requestApi = new AsyncLocalStorage<ApiTransport>()
setApiTransport((path, init) => {
  const api = requestApi.getStore()
  if (!api) return Promise.reject(new Error(`No API for ${path} outside a page render.`))
  return api(path, init)
})

/** The manifest with more scripts every page loads alongside the entry. */
function withPreloads(manifest: ServerManifest, scripts: string[]): ServerManifest {
  const root = manifest.routes.__root__
  if (!root || scripts.length === 0) return manifest
  return {
    ...manifest,
    routes: {
      ...manifest.routes,
      __root__: { ...root, preloads: [...(root.preloads ?? []), ...scripts] },
    },
  }
}

/** Renders the page at the request's address with the app's own routes, streamed. */
export function renderPage(page: PageRender): Promise<Response> {
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
        withPreloads(page.manifest, page.messageScripts[language.locale] ?? []),
    })(defaultStreamHandler),
  )
}
