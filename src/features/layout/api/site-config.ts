import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { siteConfigCall } from '../../../contract/content'

/**
 * The shop's configuration (title, logo, credit, media prefix, lock) in a language, or in the
 * shop's default language when `lang` is undefined. Read once per language and kept.
 */
export const siteConfigQueryOptions = (lang: Language | undefined) =>
  queryOptions({
    queryKey: ['layout', 'site-config', lang ?? 'default'],
    queryFn: ({ signal }) => callApi(siteConfigCall, {}, { lang, signal }),
    staleTime: Infinity,
  })
