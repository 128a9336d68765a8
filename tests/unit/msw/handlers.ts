import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { AnyCall, CallRequest, CallWireResponse } from '../../../src/contract/call'

/** Where the component tests point the PWA's API calls (`VITE_API_BASE`). */
export const testApiBase = 'http://shop.test'

/** An answer other than the call's success shape (an error status). */
export class MockFailure {
  constructor(readonly response: Response) {}
}

/**
 * The wire shape with its literals widened (`true` -> boolean): TypeScript widens the literals a
 * generic callback returns, so the exact values are checked against the contract when sent.
 */
type Widened<T> = T extends boolean
  ? boolean
  : T extends string
    ? string
    : T extends number
      ? number
      : T extends readonly (infer U)[]
        ? Widened<U>[]
        : T extends object
          ? { [K in keyof T]: Widened<T[K]> }
          : T

type Reply<C extends AnyCall> = Widened<CallWireResponse<C>> | MockFailure

/**
 * An msw handler for one contract call. The reply is typed by the call's wire response and
 * checked against the contract's schema before it is sent, so a mock can never drift from it.
 */
export function answer<C extends AnyCall>(
  call: C,
  reply: (
    body: CallRequest<NoInfer<C>>,
    request: Request,
  ) => Reply<NoInfer<C>> | Promise<Reply<NoInfer<C>>>,
) {
  return http.post(`${testApiBase}${call.path}`, async ({ request }) => {
    const body = (await request.clone().json()) as CallRequest<C>
    const result = await reply(body, request)
    if (result instanceof MockFailure) return result.response
    const checked = call.response.safeParse(result)
    if (!checked.success) {
      throw new Error(`Mock answer of ${call.path} breaks the contract: ${checked.error.message}`)
    }
    return HttpResponse.json(result as JsonBodyType)
  })
}

/**
 * The API's one error shape with its status (and one message per refused field); with a
 * `requestId`, named in the body and in the `X-Request-Id` header, as the shop names each answer.
 */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  requestId?: string,
) {
  return new MockFailure(
    HttpResponse.json(
      { status: false, error: { code, message, fields, requestId } },
      { status, headers: requestId ? { 'x-request-id': requestId } : {} },
    ),
  )
}
