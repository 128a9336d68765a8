import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { Line } from './line'

/** The blocks whose one field is a line. */
type OneLineBlock = BlockOf<'html' | 'one_product'>

/** An HTML block's markup, or the one product a block shows (by its unique id): one line each. */
export function OneLineFields({ block, onChange, problem }: BlockEditorProps<OneLineBlock>) {
  const { t } = useIntl(pageEditorMessages)
  const html = block.type === 'html'
  return (
    <Line
      label={t(html ? 'editor.field.html' : 'editor.field.product')}
      value={html ? block.content.plugin : block.data.uniqueId}
      onChange={(text) =>
        onChange(
          html ? { ...block, content: { plugin: text } } : { ...block, data: { uniqueId: text } },
        )
      }
      problem={problem(html ? 'content.plugin' : 'data.uniqueId')}
      rows={html ? 8 : undefined}
      ltr
    />
  )
}
