import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/** A response's own nonce for the inline tags of the router and emotion. */
export const newNonce = () => randomBytes(16).toString('base64')

/** The page's CSP: the strict one, plus this response's nonce for the router's and emotion's tags. */
export function pagePolicy(nonce: string, dev: boolean): string {
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

/** How a page's HTML is sent: its response's nonce, whether it is the back office's, its ETag. */
export interface HtmlAnswer {
  nonce: string
  dev: boolean
  /** The back office's pages are kept nowhere: not in the page cache, not by the browser. */
  backOffice?: boolean
  etag?: string
}

/** Sends a page's HTML under the policy of its nonce, compressed as the browser asks. */
export function sendHtml(
  reply: FastifyReply,
  html: string | Buffer | Readable,
  { nonce, dev, backOffice = false, etag }: HtmlAnswer,
) {
  if (backOffice) reply.header('x-robots-tag', 'noindex')
  if (etag !== undefined) reply.header('etag', etag)
  return reply
    .header('content-security-policy', pagePolicy(nonce, dev))
    .header('cache-control', backOffice ? 'no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .compress(html)
}

/** The app's shell, with the CSP of the built files (its one script is a file of the shop's own). */
export function sendShell(reply: FastifyReply, shell: string | Buffer) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').compress(shell)
}
