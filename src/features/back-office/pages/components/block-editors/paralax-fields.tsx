import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import { BlockPictureField } from '../block-picture-field'
import type { BlockEditorProps, BlockOf } from './block-editor-props'

/** A parallax's picture, and the one a phone shows. */
export function ParalaxFields({ block, onChange, problem }: BlockEditorProps<BlockOf<'paralax'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (['img', 'phone_img'] as const).map((name) => (
    <BlockPictureField
      key={name}
      label={t(name === 'img' ? 'editor.field.img' : 'editor.field.phoneImg')}
      path={block.data[name]}
      onUploaded={({ url }) => onChange({ ...block, data: { ...block.data, [name]: url } })}
      onRemove={() => onChange({ ...block, data: { ...block.data, [name]: '' } })}
      problem={problem(`data.${name}`)}
    />
  ))
}
