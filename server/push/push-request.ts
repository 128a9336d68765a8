import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest, type RequestOptions } from 'node:https'
import { isPrivateAddress } from './push-endpoint'

/** A push as web-push makes it: where it goes, and its encrypted body and headers. */
export interface PushRequest {
  endpoint: string
  method: string
  headers: Record<string, string | number>
  body: Buffer | null
}

/** How a push service answered: its status, and its Retry-After header if any. */
export interface PushAnswer {
  status: number
  retryAfter: string | undefined
}

type LookupDone = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * The system's name lookup, refusing a name that resolves to an address on this machine or a
 * private network: checked on the address the connection uses, so a name that changes what it
 * resolves to between the subscription and the send (DNS rebinding) reaches nothing inside.
 */
function internetOnlyLookup(hostname: string, options: LookupOptions, done: LookupDone): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return done(error, [])
    const refused = addresses.find((each) => isPrivateAddress(each.address))
    if (refused) {
      const problem: NodeJS.ErrnoException = new Error(
        `${hostname} resolves to ${refused.address}, on this machine or a private network.`,
      )
      problem.code = 'EPRIVATE'
      return done(problem, [])
    }
    if (options.all) return done(null, addresses)
    const [first] = addresses
    return done(null, first?.address ?? '', first?.family)
  })
}

/**
 * Sends a push over HTTPS (HTTP only to a push service allowed on this machine, for tests), its
 * answer's body read and dropped; fails after `timeoutMs` without an answer.
 */
export function sendPushRequest(
  push: PushRequest,
  { allowLoopback, timeoutMs }: { allowLoopback: boolean; timeoutMs: number },
): Promise<PushAnswer> {
  const url = new URL(push.endpoint)
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest
  const options: RequestOptions = {
    method: push.method,
    headers: push.headers,
    timeout: timeoutMs,
    ...(allowLoopback ? {} : { lookup: internetOnlyLookup }),
  }
  return new Promise((done, fail) => {
    const sent = send(url, options, (answer) => {
      answer.resume()
      answer.on('end', () => {
        const retryAfter = answer.headers['retry-after']
        done({ status: answer.statusCode ?? 0, retryAfter })
      })
      answer.on('error', fail)
    })
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${String(timeoutMs)} ms`)))
    sent.on('error', fail)
    sent.end(push.body ?? undefined)
  })
}
