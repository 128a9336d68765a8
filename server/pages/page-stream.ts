import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendHtml } from './html-answer'
import type { PageCache } from './page-cache'
import type { EndTurn } from './render-queue'

/** A render under way: where its copy is kept, and what ends when its stream does. */
export interface PageInRender {
  nonce: string
  dev: boolean
  cacheKey: string
  /** The page cache's generation when the render began: a write meanwhile keeps it out. */
  generation: number
  endTurn: EndTurn
  /** Ends the mark of this render for the visitors waiting for its copy. */
  rendered: () => void
  keeps: boolean
  backOffice: boolean
}

/**
 * Answers with the app's render as it streams, keeping a copy of a page that can be kept; the
 * render's turn ends when the stream does.
 */
export function streamPage(
  app: FastifyInstance,
  { request, reply, pages }: { request: FastifyRequest; reply: FastifyReply; pages: PageCache },
  response: Response,
  page: PageInRender,
) {
  const { nonce, dev, cacheKey, generation, endTurn, rendered, backOffice } = page
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
  return sendHtml(reply, body, { nonce, dev, backOffice })
}
