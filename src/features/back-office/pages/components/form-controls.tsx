import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId } from 'react'
import { formField } from '../../../../theme/styles'

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
