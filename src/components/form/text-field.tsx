import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import type { KeyboardEvent, ReactNode } from 'react'
import { formField } from '../../theme/styles'
import { FieldFrame, fieldBorder } from './field-frame'

export interface TextFieldProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: string
  type?: 'text' | 'email' | 'tel' | 'password' | 'search'
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
  required?: boolean
  minLength?: number
  maxLength?: number
  autoFocus?: boolean
  disabled?: boolean
  placeholder?: string
  /** Words the shopper writes (a review, a note): the browser checks their spelling. */
  spellCheck?: boolean
  /** A field of a bar of controls: its name in small type. */
  compact?: boolean
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  /** A button on the control's line, after it (a list's "Add"). */
  beside?: ReactNode
}

/** A labelled field of a form with its hint and, under it, what is wrong with it. */
export function TextField({
  label,
  onChange,
  type = 'text',
  problem,
  hint,
  ltr = false,
  rows,
  spellCheck = false,
  compact,
  beside,
  ...native
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} problem={problem} compact={compact}>
      {(frame) => {
        const control = {
          ...frame,
          ...native,
          spellCheck,
          dir: ltr ? 'ltr' : 'auto',
          ...formField,
          // A left-to-right value still starts on the form's side (right in Persian and Arabic).
          textAlign: 'match-parent',
          ...fieldBorder(problem),
        } as const
        const box = rows ? (
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
        return beside ? (
          <Box display="flex" gap="2">
            {box}
            {beside}
          </Box>
        ) : (
          box
        )
      }}
    </FieldFrame>
  )
}
