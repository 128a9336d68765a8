import { QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
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
