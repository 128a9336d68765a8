import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { listMaxLimit, projectListCall, serviceListCall } from '../../../contract/content'

/** The shop's services, latest first: all of them, as its list has no pages. */
export const serviceListQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['portfolio', 'services', lang],
    queryFn: ({ signal }) =>
      callApi(serviceListCall, { method: 'last', limit: listMaxLimit }, { lang, signal }),
  })

/** The shop's projects, latest first: all of them, as its list has no pages. */
export const projectListQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['portfolio', 'projects', lang],
    queryFn: ({ signal }) =>
      callApi(projectListCall, { method: 'last', limit: listMaxLimit }, { lang, signal }),
  })
