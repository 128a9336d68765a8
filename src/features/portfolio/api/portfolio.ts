import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { listDefaultLimit, projectListCall, serviceListCall } from '../../../contract/content'

export const serviceListQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['portfolio', 'services', lang],
    queryFn: ({ signal }) =>
      callApi(serviceListCall, { method: 'last', limit: listDefaultLimit }, { lang, signal }),
  })

export const projectListQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['portfolio', 'projects', lang],
    queryFn: ({ signal }) =>
      callApi(projectListCall, { method: 'last', limit: listDefaultLimit }, { lang, signal }),
  })
