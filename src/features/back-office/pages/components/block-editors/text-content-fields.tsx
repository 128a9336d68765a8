import { chakra } from '@chakra-ui/react/styled-system'
import { lazy, Suspense, useState } from 'react'
import { ChoiceField } from '../../../../../components/form/choice-field'
import { useIntl } from '../../../../../i18n/use-intl'
import { fitsEditor } from '../../lib/fits-editor'
import { pageEditorMessages } from '../../messages'
import { BlockPictureField } from '../block-picture-field'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { Line, Lines } from './line'

/** The text editor, a library of its own: loaded when a text block is first edited. */
const RichTextField = lazy(() =>
  import('../rich-text-field').then((m) => ({ default: m.RichTextField })),
)

/** A text's or an information card's title, text, link and (a card's) picture. */
export function TextContentFields({
  block,
  onChange,
  problem,
}: BlockEditorProps<BlockOf<'text' | 'card_info'>>) {
  const { t } = useIntl(pageEditorMessages)
  const content = block.content
  // A text the editor could not hold whole stays HTML, edited as such (decided once).
  const [formatted] = useState(() => block.type === 'text' && fitsEditor(content.text))
  const set = (patch: Partial<typeof content>) =>
    onChange({ ...block, content: { ...content, ...patch } } as typeof block)
  return (
    <>
      <Line
        label={t('editor.pages.blockTitle')}
        value={content.title}
        onChange={(title) => set({ title })}
        problem={problem('content.title')}
      />
      {formatted ? (
        <Suspense
          fallback={
            <chakra.p role="status" color="fg.muted">
              {t('editor.rich.opening')}
            </chakra.p>
          }
        >
          <RichTextField
            label={t('editor.field.text')}
            value={content.text}
            onChange={(text) => set({ text })}
            problem={problem('content.text')}
          />
        </Suspense>
      ) : (
        <Line
          label={block.type === 'text' ? t('editor.field.textHtml') : t('editor.field.text')}
          value={content.text}
          onChange={(text) => set({ text })}
          problem={problem('content.text')}
          rows={6}
          ltr={block.type === 'text'}
        />
      )}
      <Lines
        fields={[
          { key: 'link', label: t('editor.field.link'), ltr: true },
          { key: 'linkText', label: t('editor.field.linkText') },
        ]}
        value={content}
        onChange={set}
        problem={problem}
        at="content"
      />
      {block.type === 'text' ? (
        <ChoiceField
          label={t('editor.field.target')}
          value={block.content.target}
          choices={(['_self', '_blank'] as const).map((value) => ({
            value,
            label: t(`editor.field.target.${value}`),
          }))}
          onChange={(target) => onChange({ ...block, content: { ...block.content, target } })}
        />
      ) : (
        <BlockPictureField
          label={t('editor.field.file')}
          path={block.content.file}
          onUploaded={({ url: file }) =>
            onChange({ ...block, content: { ...block.content, file } })
          }
          onRemove={() => onChange({ ...block, content: { ...block.content, file: '' } })}
          problem={problem('content.file')}
        />
      )}
    </>
  )
}
