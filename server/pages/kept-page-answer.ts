import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptsGzip } from './gzip-around-nonce'
import { pagePolicy, sendHtml } from './html-answer'
import { matchesEtag, type KeptPage } from './page-cache'

/**
 * A kept copy, with this response's nonce. A browser holding this very copy is told so (304)
 * and keeps its own, with its own nonce: the answer carries no policy that would replace the one
 * stored with it.
 */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { kept, nonce, dev }: { kept: KeptPage; nonce: string; dev: boolean },
) {
  if (matchesEtag(request.headers['if-none-match'], kept.etag)) {
    reply.removeHeader('content-security-policy')
    return reply.code(304).header('etag', kept.etag).header('cache-control', 'no-cache').send()
  }
  const gzip = acceptsGzip(request.headers['accept-encoding']) ? kept.gzip(nonce) : undefined
  if (gzip === undefined) return sendHtml(reply, kept.html(nonce), { nonce, dev, etag: kept.etag })
  // Compressed once when kept: this response's nonce is spliced in, nothing is compressed again.
  return reply
    .header('content-security-policy', pagePolicy(nonce, dev))
    .header('cache-control', 'no-cache')
    .header('etag', kept.etag)
    .header('vary', 'accept-encoding')
    .header('content-encoding', 'gzip')
    .type('text/html; charset=utf-8')
    .send(gzip)
}
