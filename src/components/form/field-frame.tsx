import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, type ReactNode } from 'react'
import { problemColour } from '../../theme/styles'

/** What a field's control carries from its frame: the id its label names, and what describes it. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldFrameProps {
  label: ReactNode
  /** What to enter, under the control. */
  hint?: ReactNode
  /** What is wrong with the value, in the page's language. */
  problem?: string
  /** Said as soon as it shows (a picture the shop refused after its upload). */
  problemRole?: 'alert'
  /** A field of a bar of controls (a listing's sort): its name in small type. */
  compact?: boolean
  /** The control, given its id and what describes it. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A field of a form: its name, the control, what to enter and what is wrong with it, each tied to
 * the control so a screen reader says them with it.
 */
export function FieldFrame({
  label,
  hint,
  problem,
  problemRole,
  compact,
  children,
}: FieldFrameProps) {
  const id = useId()
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ')
  return (
    <Box>
      <chakra.label
        htmlFor={id}
        display="block"
        mb="1"
        {...(compact ? { textStyle: 'sm' } : { fontWeight: 'medium' })}
      >
        {label}
      </chakra.label>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <chakra.p id={`${id}-hint`} mt="1" textStyle="sm" color="fg.muted">
          {hint}
        </chakra.p>
      )}
      {problem && (
        <chakra.p
          id={`${id}-problem`}
          role={problemRole}
          mt="1"
          textStyle="sm"
          color={problemColour}
        >
          {problem}
        </chakra.p>
      )}
    </Box>
  )
}

/** A control's border: the problem's colour while it has one. */
export const fieldBorder = (problem: string | undefined) =>
  ({ borderColor: problem ? problemColour : 'gray.600' }) as const
