import type { FastifyInstance, FastifyRequest } from 'fastify'
import { localeForLanguage } from '../../src/contract/language-rules'
import type { AppSource } from './app-source'

/** The visitor's request as the app's renderer takes it: a web `Request`, ended with `signal`. */
function webRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  return new Request(new URL(request.url, origin), { headers, signal })
}

/** The API, in-process: a loader's call never leaves the server. */
function apiFor(app: FastifyInstance, request: FastifyRequest) {
  return async (path: string, init: RequestInit) => {
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
}

/**
 * The app's render of a visitor's page, from its route tree, as a streamed web response; its
 * loaders call the API in-process, with the visitor's cookies and address.
 */
export type RenderPage = (
  request: FastifyRequest,
  nonce: string,
  signal: AbortSignal,
) => Promise<Response>

export function pageRenderer(app: FastifyInstance, source: AppSource): RenderPage {
  const { config } = app
  const defaultLocale = localeForLanguage(config.defaultLang)
  const origin = new URL(config.publicUrl).origin
  return async (request, nonce, signal) => {
    const renderer = await source.renderer()
    return renderer.renderPage({
      request: webRequest(request, config.publicUrl, signal),
      api: apiFor(app, request),
      nonce,
      origin,
      defaultLocale,
      manifest: source.manifest,
      messageScripts: source.messageScripts,
    })
  }
}
