import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../../../../../i18n/use-intl'
import { outlineButton } from '../../../../../theme/styles'
import { pageEditorMessages } from '../../messages'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { Line } from './line'

/** A contact section's lines: each a kind, a title, a value and a link; more added at the end. */
export function ContactLines({ block, onChange, problem }: BlockEditorProps<BlockOf<'contact'>>) {
  const { t } = useIntl(pageEditorMessages)
  const lines = block.data.data
  const setLines = (next: typeof lines) =>
    onChange({ ...block, data: { ...block.data, data: next } })
  const setLine = (index: number, patch: Partial<(typeof lines)[number]>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)))
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border" rounded="md" p="3">
      <chakra.legend px="1" fontWeight="medium">
        {t('editor.field.contact')}
      </chakra.legend>
      {lines.map((line, index) => (
        <Box
          key={index}
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
          gap="2"
          mb="3"
        >
          <Line
            label={t('editor.field.contactType')}
            value={line.type}
            onChange={(type) => setLine(index, { type })}
            problem={problem(`data.data.${String(index)}.type`)}
            ltr
          />
          <Line
            label={t('editor.field.contactTitle')}
            value={line.title}
            onChange={(title) => setLine(index, { title })}
            problem={problem(`data.data.${String(index)}.title`)}
          />
          <Line
            label={t('editor.field.contactValue')}
            value={line.value}
            onChange={(value) => setLine(index, { value })}
            problem={problem(`data.data.${String(index)}.value`)}
          />
          <Line
            label={t('editor.field.link')}
            value={line.link}
            onChange={(link) => setLine(index, { link })}
            problem={problem(`data.data.${String(index)}.link`)}
            ltr
          />
        </Box>
      ))}
      <chakra.button
        type="button"
        onClick={() => setLines([...lines, { type: 'phone', title: '', value: '', link: '' }])}
        {...outlineButton}
      >
        {t('editor.field.addLine')}
      </chakra.button>
    </chakra.fieldset>
  )
}
