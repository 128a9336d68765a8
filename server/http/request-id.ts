import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance } from 'fastify'

/** The header a request's id comes in (from a proxy the shop trusts) and goes out in. */
export const requestIdHeader = 'x-request-id'

/** An id a proxy may hand over: short, and nothing a log line or a header could be bent with. */
const acceptedId = /^[\w.:-]{1,128}$/

/** Whether a request came straight from a proxy `trustProxy` names, as Fastify decides it. */
function trustedProxy(trustProxy: boolean | string): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy
  const trust = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()))
  return (address) => trust(address, 0)
}

/**
 * Fastify's `genReqId`: the id a trusted proxy gave the request (`X-Request-Id`), so one id follows
 * it through the proxy's logs and the shop's, else a new one. Every log line of the request carries
 * it (`reqId`), its answer's header and any error body too.
 */
export function requestIds(trustProxy: boolean | string): (request: IncomingMessage) => string {
  const trusted = trustedProxy(trustProxy)
  return (request) => {
    const given = request.headers[requestIdHeader]
    if (typeof given === 'string' && acceptedId.test(given)) {
      const from = request.socket.remoteAddress
      if (from && trusted(from)) return given
    }
    return randomUUID()
  }
}

/** Every answer says which request it answers, for a shopper or a proxy to quote. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id)
  })
}
