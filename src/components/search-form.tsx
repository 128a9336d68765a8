import { Box } from '@chakra-ui/react/box'
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { useId } from 'react'
import { formField, solidButton } from '../theme/styles'

type SearchFormProps = {
  label: string
  /** The text in the box. */
  text: string
  onTextChange: (text: string) => void
  /** The shopper sent the box (Enter, or the button). */
  onSend: () => void
  /** Shown under the box while its text is too short to search. */
  tooShortHint?: string
  /** A button beside the box that sends it. */
  buttonLabel?: string
} & Omit<HTMLChakraProps<'form'>, 'role' | 'onSubmit' | 'children'>

/** A labelled search box (the `q` of an address) that says when its text is too short. */
export function SearchForm({
  label,
  text,
  onTextChange,
  onSend,
  tooShortHint,
  buttonLabel,
  ...form
}: SearchFormProps) {
  const id = useId()
  const box = (
    <chakra.input
      id={`${id}-q`}
      type="search"
      name="q"
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
      maxLength={100}
      enterKeyHint="search"
      aria-describedby={tooShortHint ? `${id}-hint` : undefined}
      {...formField}
      flex={buttonLabel ? '1' : undefined}
    />
  )
  return (
    <chakra.form
      role="search"
      {...form}
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      <chakra.label htmlFor={`${id}-q`} display="block" textStyle="sm" mb="1">
        {label}
      </chakra.label>
      {buttonLabel ? (
        <Box display="flex" gap="2">
          {box}
          <chakra.button type="submit" {...solidButton}>
            {buttonLabel}
          </chakra.button>
        </Box>
      ) : (
        box
      )}
      {tooShortHint && (
        <chakra.p id={`${id}-hint`} textStyle="xs" color="fg.muted" mt="1">
          {tooShortHint}
        </chakra.p>
      )}
    </chakra.form>
  )
}
