import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId } from 'react'
import { formField, problemColour, solidButton } from '../theme/styles'

export interface TextFieldProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: string
  type?: 'text' | 'email' | 'tel' | 'password'
  /** What is wrong with the value, in the page's language. */
  problem?: string
  hint?: string
  /** Written left to right in every language: emails, phone numbers, passwords, codes. */
  ltr?: boolean
  /** Several lines (an address). */
  rows?: number
  /** The keyboard a phone shows (`numeric` for digits). */
  inputMode?: 'numeric' | 'decimal' | 'tel'
  onBlur?: () => void
}

/** A labelled field of a form with its hint and, under it, what is wrong with it. */
export function TextField({
  name,
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  problem,
  hint,
  ltr = false,
  rows,
  inputMode,
  onBlur,
}: TextFieldProps) {
  const id = useId()
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ')
  const control = {
    id,
    name,
    value,
    autoComplete,
    spellCheck: false,
    dir: ltr ? 'ltr' : 'auto',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    inputMode,
    onBlur,
    ...formField,
    // A left-to-right value still starts on the form's side (right in Persian and Arabic).
    textAlign: 'match-parent',
    borderColor: problem ? problemColour : 'gray.600',
  } as const
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      {rows ? (
        <chakra.textarea
          {...control}
          rows={rows}
          py="2"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <chakra.input {...control} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <chakra.p id={`${id}-hint`} mt="1" textStyle="sm" color="fg.muted">
          {hint}
        </chakra.p>
      )}
      {problem && (
        <chakra.p id={`${id}-problem`} mt="1" textStyle="sm" color={problemColour}>
          {problem}
        </chakra.p>
      )}
    </Box>
  )
}

interface SubmitButtonProps {
  busy: boolean
  label: string
  busyLabel: string
  /** Why the form cannot be sent now (it says so in place of its label). */
  disabledLabel?: string
}

/** A form's one action; it says what it is doing while the shop answers. */
export function SubmitButton({ busy, label, busyLabel, disabledLabel }: SubmitButtonProps) {
  return (
    <chakra.button
      type="submit"
      disabled={busy || disabledLabel !== undefined}
      aria-busy={busy}
      {...solidButton}
      minH="12"
    >
      {busy ? busyLabel : (disabledLabel ?? label)}
    </chakra.button>
  )
}
