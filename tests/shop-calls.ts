import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { AnyCall, CallRequest, CallResponse } from '../src/contract/call'
import type { Language } from '../src/contract/common'
import { apiErrorSchema, type ApiErrorBody } from '../src/contract/errors'
import { registerAccountCall } from '../src/contract/accounts'

export interface ShopCallOptions extends Omit<InjectOptions, 'method' | 'url' | 'payload'> {
  /** The content language (the `lang` header); the shop's default without it. */
  lang?: Language
  /** Sent as `Authorization: Bearer`. */
  token?: string
}

/**
 * POST any body to a path of the shop's API, the way every client call is made, and get the
 * answer as it is: for refusals, bad input and what the contract does not describe.
 */
export type RawShopCall = (
  path: string,
  body?: unknown,
  options?: ShopCallOptions,
) => Promise<LightMyRequestResponse>

/** A call of the contract that the shop answers: its answer, as the contract reads it. */
export type ShopCall = <C extends AnyCall>(
  call: C,
  body: CallRequest<C>,
  options?: ShopCallOptions,
) => Promise<CallResponse<C>>

/** A call answered by the running app in process (no network). */
export function callShop(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  { lang, token, headers, ...options }: ShopCallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    method: 'POST',
    url: path,
    payload: body as InjectOptions['payload'],
    headers: {
      'content-type': 'application/json',
      ...(lang ? { lang } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The fields of an answer that its reading by the contract dropped: the contract's objects keep
 * only the fields they name, so a field the server should not send (a password's hash) would
 * otherwise pass unseen.
 */
function unreadFields(sent: unknown, read: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(read))
    return sent.flatMap((item, i) => unreadFields(item, read[i], `${at}[${String(i)}]`))
  if (!isRecord(sent) || !isRecord(read)) return []
  return Object.entries(sent).flatMap(([key, value]) =>
    key in read ? unreadFields(value, read[key], `${at}.${key}`) : [`${at}.${key}`],
  )
}

/**
 * The contract's calls over raw ones: each answer must be a 200, read by the call's schema, with
 * no field the schema does not read.
 */
export function contractCalls(rawCall: RawShopCall): ShopCall {
  return async (contractCall, body, options) => {
    const answer = await rawCall(contractCall.path, body, options)
    expect(answer.statusCode, `${contractCall.path}: ${answer.body}`).toBe(200)
    const sent: unknown = answer.json()
    const read = contractCall.response.parse(sent) as CallResponse<typeof contractCall>
    expect(
      unreadFields(sent, read),
      `${contractCall.path}: fields its contract does not read`,
    ).toEqual([])
    return read
  }
}

/** A call's successful answer, as its contract reads it (in English unless told). */
export async function answerOf<C extends AnyCall>(
  rawCall: RawShopCall,
  contractCall: C,
  body: CallRequest<C>,
  options: ShopCallOptions = { lang: 'EN' },
): Promise<CallResponse<C>> {
  return contractCalls(rawCall)(contractCall, body, options)
}

/** Accounts registered by this test file: each gets an email and a phone of its own. */
let registered = 0
/** Where this file's phone numbers start: another file's shop is another database. */
const firstPhone = 1_000_000 + Math.floor(Math.random() * 8_000_000)

/** A fresh shopper's account, registered through the API: its details, password and login token. */
export async function registerAccount(
  rawCall: RawShopCall,
  details: { fname?: string; lname?: string; password?: string } = {},
  options: ShopCallOptions = {},
) {
  registered += 1
  const serial = firstPhone + registered
  const account = {
    fname: details.fname ?? 'Reza',
    lname: details.lname ?? `Karimi ${String(registered)}`,
    email: `shopper.${String(serial)}@example.com`,
    phone: `0936${String(serial)}`,
    password: details.password ?? 'a-good-password-1',
  }
  const answer = await rawCall(
    registerAccountCall.path,
    { ...account, curent_password: account.password },
    options,
  )
  expect(answer.statusCode, answer.body).toBe(200)
  const { user, authorisation } = registerAccountCall.response.parse(answer.json())
  return { ...account, id: user.id, token: authorisation.token }
}

/**
 * A failed call's body without its request id, once that id is checked to be the one its header
 * says: what is left is the same for every request of the kind.
 */
export function errorBodyOf(answer: LightMyRequestResponse): ApiErrorBody {
  const body = answer.json<ApiErrorBody>()
  const { requestId, ...error } = body.error
  if (requestId !== answer.headers['x-request-id'])
    throw new Error(`The error's requestId ${String(requestId)} is not its X-Request-Id.`)
  return { ...body, error }
}

/**
 * A refused call's error, once its status is the one expected: read as every failed call's body
 * is (with no field that shape does not name), for a test to look at its code, message or fields.
 */
export function refusalOf(answer: LightMyRequestResponse, status: number): ApiErrorBody['error'] {
  expect(answer.statusCode, answer.body).toBe(status)
  const sent: unknown = answer.json()
  const read = apiErrorSchema.parse(sent)
  expect(unreadFields(sent, read), 'fields the error shape does not name').toEqual([])
  return read.error
}
