import type { AnyCall, CallRequest, CallResponse } from '../contract/call'
import type { Language } from '../contract/common'
import { apiErrorSchema, errorCodes } from '../contract/errors'
import { sitePassHeader } from '../contract/site-lock'
import { nextTask } from '../lib/next-task'
import { readSitePass } from '../lib/site-pass'
import { takeFirstAnswer } from './first-answers'

/** Codes the client gives failures that never reached a well-formed answer from the API. */
export const clientErrorCodes = {
  network: 'network_error',
  badResponse: 'bad_response',
} as const

/** A call that failed: an error answer from the API, a network failure, or an answer the contract rejects. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError'
  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** One of the contract's `errorCodes` or `clientErrorCodes`. */
    readonly code: string,
    message: string,
    /** One message per invalid request field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
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

/**
 * The one way the PWA talks to the API: POST the body as JSON, check the answer against the
 * contract. A visitor's first read is answered from the page when the server put it there.
 */
export async function callApi<C extends AnyCall>(
  call: C,
  body: CallRequest<C>,
  { lang, signal, token, idempotencyKey }: CallOptions,
): Promise<CallResponse<C>> {
  // The server wrote what an anonymous visitor sees: a signed-in read asks the API.
  const first = call.write || token ? undefined : takeFirstAnswer(call.path, lang, body)
  if (first !== undefined) {
    // Read in a task of its own, as a network answer is: start-up stays in short pieces.
    await nextTask()
    return checkedAnswer(call, 200, first)
  }

  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (lang) headers.lang = lang
  const sitePass = readSitePass()
  if (sitePass) headers[sitePassHeader] = sitePass
  if (token) headers.authorization = `Bearer ${token}`
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey

  let response: Response
  try {
    response = await fetch(`${import.meta.env.VITE_API_BASE ?? ''}${call.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    // A cancelled request stays an AbortError so the query layer treats it as a cancellation.
    if (signal?.aborted) throw error
    throw new ApiCallError(0, clientErrorCodes.network, 'The shop could not be reached.')
  }

  const json = await readJson(response)
  if (!response.ok) {
    const failure = apiErrorSchema.safeParse(json)
    if (failure.success) {
      const { code, message, fields } = failure.data.error
      throw new ApiCallError(response.status, code, message, fields)
    }
    throw new ApiCallError(
      response.status,
      response.status >= 500 ? errorCodes.internal : clientErrorCodes.badResponse,
      `The shop answered ${response.status} ${response.statusText}`.trim(),
    )
  }
  return checkedAnswer(call, response.status, json)
}

/** The answer as the contract reads it; an answer it rejects is a failure. */
function checkedAnswer<C extends AnyCall>(call: C, status: number, json: unknown): CallResponse<C> {
  const parsed = call.response.safeParse(json)
  if (!parsed.success) {
    throw new ApiCallError(
      status,
      clientErrorCodes.badResponse,
      `The answer of ${call.path} does not match the contract: ${parsed.error.message}`,
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
