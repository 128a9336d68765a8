import type { FastifyInstance, FastifyRequest } from 'fastify'
import { newNonce } from './html-answer'
import type { PageCache } from './page-cache'
import type { RenderPage } from './page-render'
import type { RenderQueue } from './render-queue'

/**
 * Renders kept pages again with nobody waiting (stale-while-revalidate), unless the shop is busy
 * or the page renews already; a closing server lets the renewals under way finish first.
 */
export function pageRenewal(
  app: FastifyInstance,
  { pages, renders, render }: { pages: PageCache; renders: RenderQueue; render: RenderPage },
) {
  const renewals = new Set<Promise<void>>()
  app.addHook('preClose', async () => {
    await Promise.allSettled(renewals)
  })

  /** Renders the page kept under `cacheKey` again, from the request of a visitor it answered. */
  return function renewBehind(request: FastifyRequest, cacheKey: string) {
    if (app.overloaded()) return
    const release = pages.beginRender(cacheKey)
    if (!release) return
    const turn = renders.takeTurn()
    if (!turn) return release()
    const generation = pages.renderGeneration
    const nonce = newNonce()
    const renewal = (async () => {
      const endTurn = await turn
      try {
        const response = await render(request, nonce, new AbortController().signal)
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
}
