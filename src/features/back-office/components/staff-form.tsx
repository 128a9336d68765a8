import type { HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import { SubmitButton } from '../../../components/form/submit-button'
import { StaffWriteProblem } from './staff-write-problem'

/** What a form shows of its change (a `useStaffWrite`): whether it is on its way, why it failed. */
interface FormWrite {
  isPending: boolean
  error: Error | null
}

type StaffFormProps = Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'children'> & {
  /** The change the form sends. */
  write: FormWrite
  /** Sends it (the browser's own submission never goes). */
  onSend: () => void
  /** The button's name, and what it says while the shop answers. */
  label: string
  busyLabel: string
  /** What the shop made of it, said once made (nothing until then). */
  done?: ReactNode
  /** More of what the shop refused, under its notice (a file's refused lines). */
  refused?: ReactNode
  /** The form's heading and fields. */
  children: ReactNode
}

/**
 * A back-office form: its fields, the one button that sends its change, why the shop did not make
 * it, and what it made.
 */
export function StaffForm({
  write,
  onSend,
  label,
  busyLabel,
  done,
  refused,
  children,
  ...form
}: StaffFormProps) {
  return (
    <chakra.form
      display="grid"
      gap="3"
      mt="4"
      maxW="md"
      {...form}
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      {children}
      <SubmitButton busy={write.isPending} label={label} busyLabel={busyLabel} />
      <StaffWriteProblem error={write.error} />
      {refused}
      {done && (
        <chakra.p role="status" fontWeight="medium">
          {done}
        </chakra.p>
      )}
    </chakra.form>
  )
}
