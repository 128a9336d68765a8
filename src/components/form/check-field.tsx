import { chakra } from '@chakra-ui/react/styled-system'

interface CheckFieldProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  name?: string
  value?: string
  disabled?: boolean
  /** One of a row of checks (a staff member's areas): as wide as its name, close to the next. */
  inline?: boolean
}

/** A labelled checkbox of a form: a click on its name ticks it. */
export function CheckField({
  label,
  checked,
  onChange,
  inline = false,
  ...control
}: CheckFieldProps) {
  return (
    <chakra.label
      display={inline ? 'inline-flex' : 'flex'}
      alignItems="center"
      gap={inline ? '1.5' : '2'}
      minH={inline ? undefined : '10'}
    >
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        w="5"
        h="5"
        {...control}
      />
      {label}
    </chakra.label>
  )
}
