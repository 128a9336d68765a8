import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { Line } from './line'

/** The one product a block shows, by its unique id. */
export function ProductFields({
  block,
  onChange,
  problem,
}: BlockEditorProps<BlockOf<'one_product'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Line
      label={t('editor.field.product')}
      value={block.data.uniqueId}
      onChange={(uniqueId) => onChange({ ...block, data: { uniqueId } })}
      problem={problem('data.uniqueId')}
      ltr
    />
  )
}
