import type { AnyCall, CallRequest, CallResponse } from '../contract/call'
import { meaningOfAnswer, type AnswerMeaning } from '../contract/answer-meaning'
import type { Language } from '../contract/common'
import { apiErrorSchema, errorCodes } from '../contract/errors'
import { unansweredHeader } from '../../sw/saved-copy-names'
import { reportNoAnswer } from '../lib/connection'
import { noteSavedAnswer } from './saved-answers'

/** Codes the client gives failures that never reached a well-formed answer from the API. */
export const clientErrorCodes = {
  network: 'network_error',
  badResponse: 'bad_response',
} as const

/** What an error answer told beyond its status, code and message. */
export interface ApiCallErrorDetails {
  /** One message per invalid request field. */
  fields?: Record<string, string>
  /** How long the shop asked to wait before asking again (its `Retry-After`), in seconds. */
  retryAfterSeconds?: number
  /** Why each of those fields was refused, for the page to say in its language. */
  refusals?: Record<string, { reason: string; limit?: number }>
  /** The id the shop gave the request it answered, for the visitor to quote to the shop. */
  requestId?: string
}

/** The header every answer of the shop names its request in. */
const requestIdHeader = 'x-request-id'

/** A call that failed: an error answer from the API, a network failure, or an answer the contract rejects. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError'
  readonly fields?: Record<string, string>
  readonly retryAfterSeconds?: number
  readonly refusals?: Record<string, { reason: string; limit?: number }>
  readonly requestId?: string
  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** One of the contract's `errorCodes` or `clientErrorCodes`. */
    readonly code: string,
    message: string,
    { fields, retryAfterSeconds, refusals, requestId }: ApiCallErrorDetails = {},
  ) {
    super(message)
    this.fields = fields
    this.retryAfterSeconds = retryAfterSeconds
    this.refusals = refusals
    this.requestId = requestId
  }
}

/** How a call reaches the API: `fetch` in the browser, the API itself when the server renders. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>

/** Where the browser sends a call of this path. */
export const apiAddress = (path: string) => `${import.meta.env.VITE_API_BASE ?? ''}${path}`

let transport: ApiTransport = (path, init) => fetch(apiAddress(path), init)

/** The server's page renderer calls the API in-process, with the visitor's cookies. */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

export interface CallOptions {
  /** Without it the server answers in the shop's default language. */
  lang: Language | undefined
  signal?: AbortSignal
  /** Sent as `Authorization: Bearer`; read when the request is sent. */
  token?: string
  /** Made when the user acted, so a repeated write is recognised by the server. */
  idempotencyKey?: string
}

/** The one way the PWA talks to the API: POST the body as JSON, check the answer against the contract. */
export async function callApi<C extends AnyCall>(
  call: C,
  body: CallRequest<C>,
  { lang, signal, token, idempotencyKey }: CallOptions,
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (lang) headers.lang = lang
  if (token) headers.authorization = `Bearer ${token}`
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey

  let response: Response
  try {
    response = await transport(call.path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    // A cancelled request stays an AbortError so the query layer treats it as a cancellation.
    if (signal?.aborted) throw error
    throw noAnswer()
  }

  let json: unknown
  try {
    json = await readJson(response)
  } catch (error) {
    // The connection broke during the answer: as good as no answer.
    if (signal?.aborted) throw error
    throw noAnswer()
  }
  if (!response.ok) {
    throw errorOfAnswer(response.status, json, {
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      requestId: response.headers.get(requestIdHeader) ?? undefined,
    })
  }
  const data = checkedAnswer(call, response, json)
  noteSavedAnswer(data, response)
  // The worker's copy, given for want of a network: offline, whatever the browser says.
  if (response.headers.has(unansweredHeader)) reportNoAnswer()
  return data
}

/**
 * The error an answer that is not a 2xx stands for, read from the contract's error shape. Its
 * request id is the body's `requestId`, else the `X-Request-Id` header's (given in `answer`).
 */
export function errorOfAnswer(
  status: number,
  json: unknown,
  answer: Pick<ApiCallErrorDetails, 'retryAfterSeconds' | 'requestId'> = {},
): ApiCallError {
  const failure = apiErrorSchema.safeParse(json)
  if (failure.success) {
    const { code, message, fields, refusals, requestId } = failure.data.error
    return new ApiCallError(status, code, message, {
      fields,
      refusals,
      retryAfterSeconds: answer.retryAfterSeconds,
      requestId: requestId ?? answer.requestId,
    })
  }
  return new ApiCallError(
    status,
    status >= 500 ? errorCodes.internal : clientErrorCodes.badResponse,
    `The shop answered ${status}`,
    answer,
  )
}

/**
 * A call that got no answer: whatever the browser says of its connection, the app is offline
 * until the shop answers again (reads and writes wait; the notice shows).
 */
function noAnswer(): ApiCallError {
  reportNoAnswer()
  return new ApiCallError(0, clientErrorCodes.network, 'The shop could not be reached.')
}

/** The call failed for want of a network (not an answer of the shop's). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === clientErrorCodes.network
}

/**
 * What a failed call means for what to do next (`meaningOfAnswer`): wait and ask again, keep it
 * for the shopper, log in... None for a failure that is no call's (a cancelled request).
 */
export function meaningOfFailure(error: unknown): AnswerMeaning | undefined {
  return error instanceof ApiCallError ? meaningOfAnswer(error) : undefined
}

/**
 * The shop answered with a failure of its own, or its gateway did (a 5xx that does not ask to
 * be asked later): the shopper is told the shop failed, not their connection.
 */
export function isShopFailure(error: unknown): boolean {
  const meaning = meaningOfFailure(error)
  return (
    meaning?.kind === 'failed' ||
    (meaning?.kind === 'no-answer' && error instanceof ApiCallError && error.status >= 500)
  )
}

/** A `Retry-After` header in seconds from now (it may be seconds or an HTTP date); none when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined
  if (/^\s*\d+\s*$/.test(header)) return Number(header)
  // An HTTP date names its day and month; anything else (a negative number) is unreadable.
  const at = /[a-z]/i.test(header) ? Date.parse(header) : NaN
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

/** The answer as the contract reads it; an answer it rejects is a failure. */
function checkedAnswer<C extends AnyCall>(
  call: C,
  response: Response,
  json: unknown,
): CallResponse<C> {
  const parsed = call.response.safeParse(json)
  if (!parsed.success) {
    throw new ApiCallError(
      response.status,
      clientErrorCodes.badResponse,
      `The answer of ${call.path} does not match the contract: ${parsed.error.message}`,
      { requestId: response.headers.get(requestIdHeader) ?? undefined },
    )
  }
  return parsed.data as CallResponse<C>
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
