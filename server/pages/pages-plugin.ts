import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { languageCookie, localeForLanguage } from '../../src/contract/language-rules'
import { isVisitorRequest } from '../plugins/overload-guard'
import type { AppSource } from './app-source'
import { pageHints, sendEarlyHints, type HeadLink } from './early-hints'
import { newNonce, sendShell } from './html-answer'
import { sendKeptPage } from './kept-page-answer'
import { languageRedirect } from './language-redirect'
import { lockRedirect } from './lock-redirect'
import { PageCache, type KeptPage } from './page-cache'
import { isBackOfficePage, isPagePath, pathOf } from './page-paths'
import { pageRenderer } from './page-render'
import { pageRenewal } from './page-renewal'
import { streamPage } from './page-stream'
import { RenderQueue } from './render-queue'

export interface PagesOptions {
  /** Where the app's page renderer and its client entry come from (the build, or Vite). */
  source: AppSource
}

/** Renders that may wait in line for each one rendering; past them a page gets the shell. */
const rendersWaitingPerTurn = 8

/**
 * Every page of the shop, rendered on the server by the app's own route tree and streamed: its
 * content, head tags, status and language come from the render. A page is answered from its kept
 * copy when there is one, renewed behind it; past the renders the shop can take, the app's shell.
 */
export const pagesPlugin: FastifyPluginAsync<PagesOptions> = async (app, { source }) => {
  const { config } = app
  const { shell, dev } = source
  // Without a shell to answer with (development), every page waits for its turn.
  const renders = new RenderQueue(
    config.renderConcurrency,
    shell === undefined ? Infinity : config.renderConcurrency * rendersWaitingPerTurn,
  )
  app.metrics.watchRenderQueue(() => renders.inLine)
  const pages = new PageCache(app.readCache, config.readCacheMs)
  const render = pageRenderer(app, source)
  const renewBehind = pageRenewal(app, { pages, renders, render })
  const hints = pageHints(source, localeForLanguage(config.defaultLang))

  /** The head's files named before the page (the back office's pages go without). */
  async function hintPage(request: FastifyRequest, reply: FastifyReply, pictures?: HeadLink[]) {
    if (hints === undefined || isBackOfficePage(pathOf(request.url))) return
    sendEarlyHints(request, reply, await hints(request, pictures), {
      inAnswer: pictures !== undefined,
    })
  }

  app.addHook('preHandler', lockRedirect(app))
  app.addHook('preHandler', languageRedirect)

  /** A kept copy at once, its largest picture hinted first; one past its time is renewed behind it. */
  async function answerKept(
    request: FastifyRequest,
    reply: FastifyReply,
    kept: KeptPage,
    key: string,
  ) {
    app.metrics.pageAnswered('kept')
    if (!kept.fresh) renewBehind(request, key)
    await hintPage(request, reply, kept.largestPictures)
    return sendKeptPage(request, reply, { kept, nonce: newNonce(), dev })
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

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // Every visitor gets the same page (what is theirs renders in the browser): it is kept per
    // address and what decides its language.
    const cacheKey = `page ${request.url}\n${request.cookies[languageCookie] ?? ''}\n${request.headers['accept-language'] ?? ''}`
    const backOffice = isBackOfficePage(pathOf(request.url))
    const keeps = pages.enabled && !backOffice
    const kept = keeps ? pages.get(cacheKey) : undefined
    if (kept !== undefined) return answerKept(request, reply, kept, cacheKey)
    const aborted = new AbortController()
    request.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort()
    })
    // Another visitor's render of this page under way: its copy, rather than a render more.
    const underWay = keeps ? pages.renderUnderWay(cacheKey) : undefined
    if (underWay !== undefined) {
      const keptMeanwhile = await keptOnceRendered(cacheKey, underWay, aborted.signal)
      if (keptMeanwhile !== undefined) return answerKept(request, reply, keptMeanwhile, cacheKey)
      if (aborted.signal.aborted) return reply.code(503).send()
    }

    // Overloaded, or too many renders in line: the app's shell, which renders in the browser. The
    // shop's own requests (its start's first pages) are rendered: they are how it gets ready.
    const shellNow = shell !== undefined && isVisitorRequest(request) && app.overloaded()
    const turn = shellNow ? undefined : renders.takeTurn()
    if (!turn) {
      if (shell === undefined) throw new Error('Only a shop with a built shell skips a render.')
      app.metrics.pageAnswered('shell')
      return sendShell(reply, shell)
    }
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
      app.metrics.pageAnswered('rendered')
      // Once the page is to be rendered, not the shell: its head's files load while it renders.
      await hintPage(request, reply)
      const nonce = newNonce()
      const response = await render(request, nonce, aborted.signal)
      return streamPage(app, { request, reply, pages }, response, {
        nonce,
        dev,
        cacheKey,
        generation,
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

  app.get('/*', async (request, reply) => {
    if (!isPagePath(request.url)) return reply.callNotFound()
    return sendPage(request, reply)
  })
}
