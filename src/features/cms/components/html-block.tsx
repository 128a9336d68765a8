import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../../../i18n/use-intl'
import { htmlPluginQueryOptions } from '../api/plugins'
import type { BlockProps } from '../block-props'
import { pluginOf } from '../lib/plugin-of'
import { PluginFallback } from './plugin-fallback'
import { richTextStyles } from '../../../theme/rich-text-styles'
import { SanitizedHtml } from '../../../components/sanitized-html'
import { sectionInlinePadding } from '../../../theme/styles'

/** Raw HTML plugin: the editor's HTML, sanitised. */
export function HtmlBlock({ block, page }: BlockProps<'html'>) {
  const { lang } = useLanguage()
  const fromPage = pluginOf(page.plugins[block.id], 'html')
  const query = useQuery({
    ...htmlPluginQueryOptions(lang, block.data.id),
    enabled: fromPage === undefined,
  })
  const html = fromPage?.plugin ?? query.data?.data.plugin
  if (html === undefined) return <PluginFallback query={query} lines={2} />
  return <SanitizedHtml html={html} px={sectionInlinePadding} py="4" css={richTextStyles} />
}
