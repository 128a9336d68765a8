import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { Line } from './line'

/** An HTML block's markup. */
export function HtmlFields({ block, onChange, problem }: BlockEditorProps<BlockOf<'html'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Line
      label={t('editor.field.html')}
      value={block.content.plugin}
      onChange={(plugin) => onChange({ ...block, content: { plugin } })}
      problem={problem('content.plugin')}
      rows={8}
      ltr
    />
  )
}
