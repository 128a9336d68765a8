import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import { BlockPictureField } from '../block-picture-field'
import type { BlockEditorProps, BlockOf } from './block-editor-props'

/** A banner's picture. */
export function BannerFields({ block, onChange, problem }: BlockEditorProps<BlockOf<'banner'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <BlockPictureField
      label={t('editor.field.file')}
      path={block.content.file.url}
      onUploaded={(file) => onChange({ ...block, content: { file } })}
      problem={problem('content.file.url')}
    />
  )
}
