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

function splitOnce(text: string): [string, string] {
  const at = text.indexOf('\n')
  return [text.slice(0, at), text.slice(at + 1)]
}

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
    html: string | Readable,
    backOffice = false,
  ) {
    if (backOffice) reply.header('x-robots-tag', 'noindex')
    return reply
      .header('content-security-policy', pagePolicy(nonce, source.dev))
      .header('cache-control', backOffice ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .compress(html)
  }

  /** The shell, with the CSP of the built files (its one script is a file of the shop's own). */
  function sendShell(reply: FastifyReply) {
    if (shell === undefined) throw new Error('Only a shop with a built shell skips a render.')
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
    // Every visitor gets the same page (what is theirs renders in the browser): it is kept as
    // long as the API's reads, per address and what decides its language.
    const cacheKey = `page ${request.url}\n${request.cookies[languageCookie] ?? ''}\n${request.headers['accept-language'] ?? ''}`
    // The back office's pages are never kept: not in the page cache, not by the browser.
    const backOffice = isBackOfficePage(path ?? '')
    const cached = backOffice ? undefined : app.readCache.get(cacheKey)
    if (cached !== undefined) {
      const [cachedNonce = '', html = ''] = splitOnce(cached)
      return sendHtml(reply, nonce, html.replaceAll(cachedNonce, nonce))
    }

    // Overloaded, or too many renders in line: the app's shell, which renders in the browser.
    const turn = shell !== undefined && app.overloaded() ? undefined : renders.takeTurn()
    if (!turn) return sendShell(reply)
    // Taken before the page reads anything: a write meanwhile keeps its page out of the cache.
    const generation = app.readCache.generation
    const aborted = new AbortController()
    request.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort()
    })
    const endTurn = await turn
    // A visitor who left while the page waited its turn needs no page.
    if (aborted.signal.aborted) {
      endTurn()
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
        backOffice,
      })
    } catch (error) {
      endTurn()
      throw error
    }
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
      backOffice: boolean
    },
  ) {
    const { nonce, cacheKey, generation, endTurn, backOffice } = page
    const renderer = await source.renderer()
    const response = await renderer.renderPage({
      request: webRequest(request, config.publicUrl, page.signal),
      api: apiFor(request),
      nonce,
      origin: new URL(config.publicUrl).origin,
      defaultLocale,
      manifest: source.manifest,
      messageScripts: source.messageScripts,
    })
    reply.code(response.status)
    if (response.status >= 300 && response.status < 400) {
      endTurn()
      return reply.redirect(response.headers.get('location') ?? '/', response.status)
    }
    const body = response.body ? Readable.fromWeb(response.body as never) : Readable.from([])
    body.once('close', endTurn)
    if (response.status === 200 && app.readCache.enabled && !backOffice) {
      const chunks: Buffer[] = []
      body.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)))
      body.once('end', () => {
        const page = `${nonce}\n${Buffer.concat(chunks).toString('utf8')}`
        app.readCache.set(cacheKey, page, generation)
      })
    }
    return sendHtml(reply, nonce, body, backOffice)
  }

  app.get('/*', async (request, reply) => {
    if (!isPagePath(request.url)) return reply.callNotFound()
    return sendPage(request, reply)
  })
}
