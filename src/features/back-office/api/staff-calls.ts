import { QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { AnyCall, CallRequest, CallResponse } from '../../../contract/call'
import type { Language } from '../../../contract/common'

/**
 * The back office's own query cache: never saved on the device (only the shop's is), so a shared
 * or lost phone keeps nothing of it, and made for each visit to it.
 */
export const newBackOfficeQueryClient = () =>
  new QueryClient({
    // The back office shows the shop as it is now: every screen asks again.
    defaultOptions: { queries: { staleTime: 0, retry: false } },
  })

/** A back-office read as a query, asked with the staff member's login. */
export const staffQueryOptions = <C extends AnyCall>(
  call: C,
  body: CallRequest<C>,
  { lang, token }: { lang: Language; token: string },
) =>
  queryOptions({
    queryKey: [call.path, token, lang, body] as const,
    queryFn: ({ signal }): Promise<CallResponse<C>> => callApi(call, body, { lang, signal, token }),
  })
