import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../../../../../i18n/use-intl'
import { outlineButton } from '../../../../../theme/styles'
import { pageEditorMessages } from '../../messages'
import type { BlockEditorProps, BlockOf } from './block-editor-props'
import { DraftFields } from '../../../components/draft-fields'

/** A contact section's lines: each a kind, a title, a value and a link; more added at the end. */
export function ContactLines({ block, onChange, problem }: BlockEditorProps<BlockOf<'contact'>>) {
  const { t } = useIntl(pageEditorMessages)
  const lines = block.data.data
  const setLines = (next: typeof lines) =>
    onChange({ ...block, data: { ...block.data, data: next } })
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
          <DraftFields
            fields={[
              { key: 'type', label: t('editor.field.contactType'), ltr: true },
              { key: 'title', label: t('editor.field.contactTitle') },
              { key: 'value', label: t('editor.field.contactValue') },
              { key: 'link', label: t('editor.field.link'), ltr: true },
            ]}
            value={line}
            onChange={(next) => setLines(lines.map((each, at) => (at === index ? next : each)))}
            problem={problem}
            at={`data.data.${String(index)}`}
            name={({ label }) => label}
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
