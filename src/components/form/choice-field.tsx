import type { HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { chakra } from '@chakra-ui/react/styled-system'
import { formField } from '../../theme/styles'
import { FieldFrame, fieldBorder } from './field-frame'

/** One choice of a list: the value sent, and its name in the page's language. */
export interface Choice<V extends string> {
  value: V
  label: string
}

type SelectControlProps<V extends string> = Omit<
  HTMLChakraProps<'select'>,
  'value' | 'onChange' | 'children'
> & {
  value: V
  choices: readonly Choice<V>[]
  onChange: (value: V) => void
}

/**
 * The list a choice is made from, for a field that names it itself (a cart line's quantity,
 * named for screen readers by its product); a field of a form is a `ChoiceField`.
 */
export function SelectControl<V extends string>({
  value,
  choices,
  onChange,
  ...control
}: SelectControlProps<V>) {
  return (
    <chakra.select
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      {...formField}
      {...control}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </chakra.select>
  )
}

interface ChoiceFieldProps<V extends string> {
  label: string
  value: V
  choices: readonly Choice<V>[]
  onChange: (value: V) => void
  name?: string
  /** What is wrong with the choice, in the page's language. */
  problem?: string
  hint?: string
  disabled?: boolean
  /** A field of a bar of controls (a listing's sort): its name in small type. */
  compact?: boolean
  /** Never narrower than its longest choice (beside a field that would squeeze it). */
  fitChoices?: boolean
}

/** A labelled choice among a few values, with what is wrong with it under it. */
export function ChoiceField<V extends string>({
  label,
  problem,
  hint,
  compact,
  fitChoices,
  ...select
}: ChoiceFieldProps<V>) {
  return (
    <FieldFrame label={label} hint={hint} problem={problem} compact={compact}>
      {(frame) => (
        <SelectControl
          {...frame}
          {...select}
          {...fieldBorder(problem)}
          minW={fitChoices ? 'max-content' : undefined}
        />
      )}
    </FieldFrame>
  )
}
