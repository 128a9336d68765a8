import { QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { findUserCall } from '../../../contract/accounts'
import type { AnyCall, CallRequest, CallResponse } from '../../../contract/call'
import type { Language } from '../../../contract/common'

/**
 * The back office's own query cache: never saved on the device (only the shop's is), so a shared
 * or lost phone keeps nothing of it; emptied when another login opens the back office.
 */
export const newBackOfficeQueryClient = () =>
  new QueryClient({
    // The back office shows the shop as it is now: every screen opened asks again, but what its
    // route's loader has just read is not asked for a second time as it shows.
    defaultOptions: { queries: { staleTime: 2_000, retry: false } },
  })

/** Who asks a back-office read, and the language the shop answers it in. */
export interface StaffAsking {
  lang: Language
  token: string
}

/**
 * A back-office read keyed `[resource, …]`, the language last. The login it is asked with is not
 * part of its key: the back office's cache holds one login's reads (emptied for another).
 */
export const staffRead =
  <C extends AnyCall, const Key extends readonly unknown[]>(
    key: Key,
    call: C,
    body: CallRequest<C>,
  ) =>
  ({ lang, token }: StaffAsking) =>
    queryOptions({
      queryKey: [...key, lang] as const,
      queryFn: ({ signal }): Promise<CallResponse<C>> =>
        callApi(call, body, { lang, signal, token }),
    })

/** The account of a login, which the back office opens for: asked about the login itself. */
export const staffAccountQuery = (token: string, lang: Language) =>
  queryOptions({
    queryKey: ['account', token, lang] as const,
    queryFn: ({ signal }) => callApi(findUserCall, {}, { lang, signal, token }),
  })
