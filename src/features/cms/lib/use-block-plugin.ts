import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { Language } from '../../../contract/common'
import type { PluginData } from '../../../contract/content'
import { useLanguage } from '../../../i18n/use-intl'
import type { BlockPageData } from '../block-props'
import { pluginOf } from './plugin-of'

/**
 * A plugin block's data: the page's resolved copy (`fromPage`) when it has one, else the block's
 * own read of its plugin by row id (`query`, left unasked while the page has it).
 */
export function useBlockPlugin<K extends PluginData['kind'], Answer, Key extends QueryKey>(
  page: BlockPageData,
  block: { id: string; data: { id: number } },
  kind: K,
  pluginQueryOptions: (lang: Language, id: number) => UseQueryOptions<Answer, Error, Answer, Key>,
) {
  const { lang } = useLanguage()
  const fromPage = pluginOf(page.plugins[block.id], kind)
  const query = useQuery({
    ...pluginQueryOptions(lang, block.data.id),
    enabled: fromPage === undefined,
  })
  return { fromPage, query }
}
