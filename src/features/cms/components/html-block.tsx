import { htmlPluginQueryOptions } from '../api/plugins'
import type { BlockProps } from '../block-props'
import { useBlockPlugin } from '../lib/use-block-plugin'
import { PluginFallback } from './plugin-fallback'
import { richTextStyles } from '../../../theme/rich-text-styles'
import { useSanitizedHtml } from '../../../components/sanitized-html'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { sectionInlinePadding } from '../../../theme/styles'

const htmlStyles = defineStyles({
  html: { px: sectionInlinePadding, py: '4', ...richTextStyles },
})

/** Raw HTML plugin: the editor's HTML, sanitised. */
export function HtmlBlock({ block, page }: BlockProps<'html'>) {
  const { fromPage, query } = useBlockPlugin(page, block, 'html', htmlPluginQueryOptions)
  const html = fromPage?.plugin ?? query.data?.data.plugin
  const clean = useSanitizedHtml(html ?? '')
  if (html === undefined) return <PluginFallback query={query} lines={2} />
  return (
    <WithStyles sheet={htmlStyles}>
      {(className) => <div className={className('html')} dangerouslySetInnerHTML={clean} />}
    </WithStyles>
  )
}
