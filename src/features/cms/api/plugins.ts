import { queryOptions } from '@tanstack/react-query'
import { ApiCallError, callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { pluginBannerCall, pluginHtmlCall, pluginTextCall } from '../../../contract/content'

/** A plugin that is gone will not come back by asking again. */
function retryUnlessGone(failures: number, error: Error) {
  return !(error instanceof ApiCallError && error.status === 404) && failures < 2
}

/** A text plugin (heading, HTML, link) by row id, for a block the page did not resolve. */
export const textPluginQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: ['cms', 'plugin', 'text', id, lang],
    queryFn: ({ signal }) => callApi(pluginTextCall, { id }, { lang, signal }),
    retry: retryUnlessGone,
  })

export const bannerPluginQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: ['cms', 'plugin', 'banner', id, lang],
    queryFn: ({ signal }) => callApi(pluginBannerCall, { id }, { lang, signal }),
    retry: retryUnlessGone,
  })

export const htmlPluginQueryOptions = (lang: Language, id: number) =>
  queryOptions({
    queryKey: ['cms', 'plugin', 'html', id, lang],
    queryFn: ({ signal }) => callApi(pluginHtmlCall, { id }, { lang, signal }),
    retry: retryUnlessGone,
  })

/** True for the answer that a plugin no longer exists. */
export function isGone(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 404
}
