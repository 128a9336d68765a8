import { CheckField } from '../../../../../components/form/check-field'
import { useIntl } from '../../../../../i18n/use-intl'
import { pageEditorMessages } from '../../messages'
import { BlockPictureField } from '../block-picture-field'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { ContactLines } from './contact-lines'
import { Line } from './line'

/** A section's title, picture and colour (contact, products, blog, serial check); a contact's lines. */
export function SectionFields({
  block,
  onChange,
  problem,
}: BlockEditorProps<BlockOf<'contact' | 'product' | 'blog' | 'enter_serial'>>) {
  const { t } = useIntl(pageEditorMessages)
  const data = block.data
  const set = (patch: Partial<typeof data>) =>
    onChange({ ...block, data: { ...data, ...patch } } as typeof block)
  return (
    <>
      <Line
        label={t('editor.pages.blockTitle')}
        value={data.title}
        onChange={(title) => set({ title })}
        problem={problem('data.title')}
      />
      <CheckField
        label={t('editor.field.displayTitle')}
        checked={data.displayTitle === 'true'}
        onChange={(shown) => set({ displayTitle: shown ? 'true' : 'false' })}
      />
      <BlockPictureField
        label={t('editor.field.img')}
        path={data.img}
        onUploaded={({ url: img }) => set({ img })}
        onRemove={() => set({ img: '' })}
        problem={problem('data.img')}
      />
      <Line
        label={t('editor.field.color')}
        value={data.color}
        onChange={(color) => set({ color })}
        problem={problem('data.color')}
        ltr
      />
      <CheckField
        label={t('editor.field.colorType')}
        checked={data.colorType}
        onChange={(colorType) => set({ colorType })}
      />
      {block.type === 'contact' && (
        <ContactLines
          block={block}
          onChange={onChange as (next: BlockOf<'contact'>) => void}
          problem={problem}
        />
      )}
    </>
  )
}
