import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import { BlockPictureField } from '../block-picture-field'
import type { BlockEditorProps, BlockOf } from './block-editor-props'

/** A parallax's picture, and the one a phone shows. */
export function ParalaxFields({ block, onChange, problem }: BlockEditorProps<BlockOf<'paralax'>>) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <>
      <BlockPictureField
        label={t('editor.field.img')}
        path={block.data.img}
        onUploaded={({ url: img }) => onChange({ ...block, data: { ...block.data, img } })}
        onRemove={() => onChange({ ...block, data: { ...block.data, img: '' } })}
        problem={problem('data.img')}
      />
      <BlockPictureField
        label={t('editor.field.phoneImg')}
        path={block.data.phone_img}
        onUploaded={({ url: phone_img }) =>
          onChange({ ...block, data: { ...block.data, phone_img } })
        }
        onRemove={() => onChange({ ...block, data: { ...block.data, phone_img: '' } })}
        problem={problem('data.phone_img')}
      />
    </>
  )
}
