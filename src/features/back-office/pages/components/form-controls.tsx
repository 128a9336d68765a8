import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId } from 'react'
import { useIntl } from '../../../../i18n/use-intl'
import { formField, quietButton } from '../../../../theme/styles'
import { pageEditorMessages } from '../messages'

/** A labelled checkbox of an editor's form. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" minH="10">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        w="5"
        h="5"
      />
      {label}
    </chakra.label>
  )
}

/** A labelled choice among a few values. */
export function ChoiceField<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: V
  choices: { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  const id = useId()
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        {...formField}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  )
}

/** The list with its entry at `index` moved one place up (-1) or down (1). */
function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const next = [...list]
  const [entry] = next.splice(index, 1)
  next.splice(index + by, 0, entry as T)
  return next
}

/** An entry of an ordered list (a page's block, a menu's item): moved up or down, or removed. */
export function OrderButtons<T>({
  list,
  index,
  onChange,
}: {
  list: T[]
  index: number
  onChange: (next: T[]) => void
}) {
  const { t } = useIntl(pageEditorMessages)
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      <chakra.button
        type="button"
        disabled={index === 0}
        onClick={() => onChange(moved(list, index, -1))}
        {...quietButton}
      >
        {t('editor.pages.up')}
      </chakra.button>
      <chakra.button
        type="button"
        disabled={index === list.length - 1}
        onClick={() => onChange(moved(list, index, 1))}
        {...quietButton}
      >
        {t('editor.pages.down')}
      </chakra.button>
      <chakra.button
        type="button"
        onClick={() => onChange(list.filter((_, at) => at !== index))}
        {...quietButton}
      >
        {t('editor.pages.remove')}
      </chakra.button>
    </Box>
  )
}
