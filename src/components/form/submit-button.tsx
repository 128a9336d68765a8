import { chakra } from '@chakra-ui/react/styled-system'
import { solidButton } from '../../theme/styles'

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
