import { chakra } from '@chakra-ui/react/styled-system'
import { formField } from '../../theme/styles'
import { FieldFrame, fieldBorder } from './field-frame'

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
  return (
    <FieldFrame label={label} hint={hint} problem={problem}>
      {(frame) => {
        const control = {
          ...frame,
          name,
          value,
          autoComplete,
          spellCheck: false,
          dir: ltr ? 'ltr' : 'auto',
          inputMode,
          onBlur,
          ...formField,
          // A left-to-right value still starts on the form's side (right in Persian and Arabic).
          textAlign: 'match-parent',
          ...fieldBorder(problem),
        } as const
        return rows ? (
          <chakra.textarea
            {...control}
            rows={rows}
            py="2"
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <chakra.input
            {...control}
            type={type}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }}
    </FieldFrame>
  )
}
