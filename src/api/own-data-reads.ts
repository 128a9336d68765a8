import { queryOptions } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import type { Language, ownListCall } from '../contract/common'
import { callApi } from './client'
import { isLoginRefused } from './login-refused'

/** A refused token stays refused: asking again only keeps the visitor waiting. */
const retryUnlessRefused = (failures: number, error: Error) =>
  !isLoginRefused(error) && failures < 3

/**
 * A read of the visitor's own data, behind the login token: changed elsewhere too (another tab,
 * another device), so a copy read back from the device shows at once and is read again; a
 * refused token is not asked again.
 */
export const ownDataReads = { staleTime: 0, retry: retryUnlessRefused } as const

/** A page of one of the logged-in visitor's own lists (`ownListCall`), under `key`. */
export const ownListQueryOptions = <Item extends z.ZodMiniType>(
  key: readonly [root: string, list: string],
  call: ReturnType<typeof ownListCall<Item>>,
  lang: Language,
  token: string,
  page: number,
) =>
  queryOptions({
    queryKey: [...key, token, page, lang],
    ...ownDataReads,
    queryFn: ({ signal }) => callApi(call, { page }, { lang, signal, token }),
  })
