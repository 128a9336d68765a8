import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  languageChoiceStep,
  languageCookie,
  languageCookieAttributes,
  localeForLanguage,
} from '../../src/contract/language-rules'
import { lockPassCookie } from '../http/lock-pass'
import type { AppSource } from './app-source'
import { acceptsGzip } from './gzip-around-nonce'
import { matchesEtag, PageCache, type KeptPage } from './page-cache'
import { RenderQueue, type EndTurn } from './render-queue'

export interface PagesOptions {
  /** Where the app's page renderer and its client entry come from (the build, or Vite). */
  source: AppSource
}

/** A missing path with one of these endings is a missing file, not a page of the shop. */
const fileLikePath =
  /\.(m?js|css|map|html|png|jpe?g|webp|avif|gif|svg|ico|json|webmanifest|txt|xml|woff2?|br|gz)$/i

/** True for paths the app's routes own (everything but the API, media and files). */
export function isPagePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/'
  if (path.startsWith('/wsd/') || path === '/wsd') return false
  if (path.startsWith('/uploads/') || path.startsWith('/assets/')) return false
  return !fileLikePath.test(path)
}

/** The back office's pages (`/admin` and under it). */
const isBackOfficePage = (path: string) => path === '/admin' || path.startsWith('/admin/')

/** The page's CSP: the strict one, plus this response's nonce for the router's and emotion's tags. */
function pagePolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Positioned parts (menus, popovers) set style attributes; no script runs from those.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // Vite's hot reload talks over a WebSocket in development.
    dev ? "connect-src 'self' ws:" : "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Renders that may wait in line for each one rendering; past them a page gets the shell. */
const rendersWaitingPerTurn = 8

function webRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  return new Request(new URL(request.url, origin), { headers, signal })
}

/**
 * Every page of the shop, rendered on the server by the app's own route tree and streamed: its
 * content, head tags, status and language come from the render.
 */
export const pagesPlugin: FastifyPluginAsync<PagesOptions> = async (app, { source }) => {
  const { config } = app
  const defaultLocale = localeForLanguage(config.defaultLang)
  const { shell } = source
  // Without a shell to answer with (development), every page waits for its turn.
  const renders = new RenderQueue(
    config.renderConcurrency,
    shell === undefined ? Infinity : config.renderConcurrency * rendersWaitingPerTurn,
  )
  app.metrics.watchRenderQueue(() => renders.inLine)
  const pages = new PageCache(app.readCache, config.readCacheMs)
  /** Pages rendering behind a kept copy: a closing server lets them finish first. */
  const renewals = new Set<Promise<void>>()
  app.addHook('preClose', async () => {
    await Promise.allSettled(renewals)
  })

  /** The API, in-process: a loader's call never leaves the server. */
  const apiFor = (request: FastifyRequest) => async (path: string, init: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    if (request.headers.cookie) headers.cookie = request.headers.cookie
    const answer = await app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    })
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    })
  }

  /** Sends the page's HTML with this response's nonce; a back-office page is kept nowhere. */
  function sendHtml(
    reply: FastifyReply,
    nonce: string,
    html: string | Buffer | Readable,
    { backOffice = false, etag }: { backOffice?: boolean; etag?: string } = {},
  ) {
    if (backOffice) reply.header('x-robots-tag', 'noindex')
    if (etag !== undefined) reply.header('etag', etag)
    return reply
      .header('content-security-policy', pagePolicy(nonce, source.dev))
      .header('cache-control', backOffice ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .compress(html)
  }

  /** The shell, with the CSP of the built files (its one script is a file of the shop's own). */
  function sendShell(reply: FastifyReply) {
    if (shell === undefined) throw new Error('Only a shop with a built shell skips a render.')
    app.metrics.pageAnswered('shell')
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .compress(shell)
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const lock = app.siteLock
    const path = request.url.split('?', 1)[0]
    if (lock.locked) {
      const pass = request.cookies[lockPassCookie]
      const open = pass !== undefined && lock.checkPass(pass) === 'valid'
      if (!open && path !== '/luck') return reply.redirect('/luck', 302)
      if (open && path === '/luck') return reply.redirect('/', 302)
    } else if (path === '/luck') {
      return reply.redirect('/', 302)
    }

    // `?lang=` is the visitor's choice from then on; a visitor with a choice sees it in every
    // address, also one they open without it (a bookmark, a typed address).
    const step = languageChoiceStep(
      new URL(request.url, 'http://page.invalid'),
      request.cookies[languageCookie],
    )
    if (step.kind === 'keep') {
      reply.setCookie(languageCookie, step.locale, {
        ...languageCookieAttributes,
        secure: request.protocol === 'https',
      })
    } else if (step.kind === 'name') {
      return reply.redirect(step.address, 302)
    }

    const nonce = randomBytes(16).toString('base64')
    // Every visitor gets the same page (what is theirs renders in the browser): it is kept per
    // address and what decides its language.
    const cacheKey = `page ${request.url}\n${request.cookies[languageCookie] ?? ''}\n${request.headers['accept-language'] ?? ''}`
    // The back office's pages are never kept: not in the page cache, not by the browser.
    const backOffice = isBackOfficePage(path ?? '')
    const keeps = pages.enabled && !backOffice
    const kept = keeps ? pages.get(cacheKey) : undefined
    if (kept !== undefined) return sendKeptPage(request, reply, { kept, cacheKey, nonce })
    const aborted = new AbortController()
    request.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort()
    })
    // Another visitor's render of this page under way: its copy, rather than a render more.
    const underWay = keeps ? pages.renderUnderWay(cacheKey) : undefined
    if (underWay !== undefined) {
      const keptMeanwhile = await keptOnceRendered(cacheKey, underWay, aborted.signal)
      if (keptMeanwhile !== undefined) {
        return sendKeptPage(request, reply, { kept: keptMeanwhile, cacheKey, nonce })
      }
      if (aborted.signal.aborted) return reply.code(503).send()
    }

    // Overloaded, or too many renders in line: the app's shell, which renders in the browser.
    const turn = shell !== undefined && app.overloaded() ? undefined : renders.takeTurn()
    if (!turn) return sendShell(reply)
    // Taken before the page reads anything: a write meanwhile keeps its page out of the cache.
    const generation = pages.renderGeneration
    // Undefined only when another visitor's render began meanwhile: this one is kept too.
    const rendered = (keeps && pages.beginRender(cacheKey)) || (() => {})
    const endTurn = await turn
    // A visitor who left while the page waited its turn needs no page.
    if (aborted.signal.aborted) {
      endTurn()
      rendered()
      return reply.code(503).send()
    }
    try {
      const signal = aborted.signal
      return await renderPage(request, reply, {
        nonce,
        cacheKey,
        generation,
        signal,
        endTurn,
        rendered,
        keeps,
        backOffice,
      })
    } catch (error) {
      endTurn()
      rendered()
      throw error
    }
  }

  /** A page another visitor's render is making: its copy, once kept (or nothing, if it is not). */
  async function keptOnceRendered(
    cacheKey: string,
    underWay: Promise<void>,
    visitorLeft: AbortSignal,
  ) {
    const left = new Promise<void>((done) => visitorLeft.addEventListener('abort', () => done()))
    await Promise.race([underWay, left])
    return pages.get(cacheKey)
  }

  /**
   * A kept copy, with this response's nonce, at once; one past its time is rendered again behind
   * it. A browser holding this very copy is told so (304) and keeps its own, with its own nonce:
   * the answer carries no policy that would replace the one stored with it.
   */
  function sendKeptPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { kept, cacheKey, nonce }: { kept: KeptPage; cacheKey: string; nonce: string },
  ) {
    app.metrics.pageAnswered('kept')
    if (!kept.fresh) renewBehind(request, cacheKey)
    if (matchesEtag(request.headers['if-none-match'], kept.etag)) {
      reply.removeHeader('content-security-policy')
      return reply.code(304).header('etag', kept.etag).header('cache-control', 'no-cache').send()
    }
    const gzip = acceptsGzip(request.headers['accept-encoding']) ? kept.gzip(nonce) : undefined
    if (gzip === undefined) return sendHtml(reply, nonce, kept.html(nonce), { etag: kept.etag })
    // Compressed once when kept: this response's nonce is spliced in, nothing is compressed again.
    return reply
      .header('content-security-policy', pagePolicy(nonce, source.dev))
      .header('cache-control', 'no-cache')
      .header('etag', kept.etag)
      .header('vary', 'accept-encoding')
      .header('content-encoding', 'gzip')
      .type('text/html; charset=utf-8')
      .send(gzip)
  }

  /** Renders a kept page again with nobody waiting, unless the shop is busy or it renews already. */
  function renewBehind(request: FastifyRequest, cacheKey: string) {
    if (app.overloaded()) return
    const release = pages.beginRender(cacheKey)
    if (!release) return
    const turn = renders.takeTurn()
    if (!turn) return release()
    const generation = pages.renderGeneration
    const nonce = randomBytes(16).toString('base64')
    const renderRequest = webRequest(request, config.publicUrl, new AbortController().signal)
    const api = apiFor(request)
    const renewal = (async () => {
      const endTurn = await turn
      try {
        const response = await render(renderRequest, api, nonce)
        const html = await response.text()
        if (response.status === 200) await pages.keep(cacheKey, html, nonce, generation)
      } catch (error) {
        app.log.warn({ err: error, url: request.url }, 'A kept page could not be rendered again.')
      } finally {
        endTurn()
        release()
      }
    })()
    renewals.add(renewal)
    void renewal.finally(() => renewals.delete(renewal))
  }

  /** The app's render of a page, from the route tree, as a streamed response. */
  async function render(webPageRequest: Request, api: ReturnType<typeof apiFor>, nonce: string) {
    const renderer = await source.renderer()
    return renderer.renderPage({
      request: webPageRequest,
      api,
      nonce,
      origin: new URL(config.publicUrl).origin,
      defaultLocale,
      manifest: source.manifest,
      messageScripts: source.messageScripts,
    })
  }

  /** Renders the page and streams it; the turn ends when the stream does. */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      nonce: string
      cacheKey: string
      generation: number
      signal: AbortSignal
      endTurn: EndTurn
      /** Ends the mark of this render for the visitors waiting for its copy. */
      rendered: () => void
      keeps: boolean
      backOffice: boolean
    },
  ) {
    const { nonce, cacheKey, generation, endTurn, rendered, backOffice } = page
    app.metrics.pageAnswered('rendered')
    const response = await render(
      webRequest(request, config.publicUrl, page.signal),
      apiFor(request),
      nonce,
    )
    reply.code(response.status)
    if (response.status >= 300 && response.status < 400) {
      endTurn()
      rendered()
      return reply.redirect(response.headers.get('location') ?? '/', response.status)
    }
    const body = response.body ? Readable.fromWeb(response.body as never) : Readable.from([])
    const keeps = page.keeps && response.status === 200
    let ended = false
    body.once('close', () => {
      endTurn()
      // A page kept is waited for until it is; one that is not, or did not end, now.
      if (!keeps || !ended) rendered()
    })
    if (keeps) {
      const chunks: Buffer[] = []
      body.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)))
      body.once('end', () => {
        ended = true
        const html = Buffer.concat(chunks).toString('utf8')
        pages
          .keep(cacheKey, html, nonce, generation)
          .catch((error: unknown) => {
            app.log.warn({ err: error, url: request.url }, 'A page could not be kept.')
          })
          .finally(rendered)
      })
    }
    return sendHtml(reply, nonce, body, { backOffice })
  }

  app.get('/*', async (request, reply) => {
    if (!isPagePath(request.url)) return reply.callNotFound()
    return sendPage(request, reply)
  })
}
