import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import type { RefObject } from 'react'

type ModalDialogProps = Omit<HTMLChakraProps<'dialog'>, 'ref'> & {
  /** Opens it (`showModal()`, which traps focus and closes on Escape) and closes it. */
  ref: RefObject<HTMLDialogElement | null>
  /** The colour over the page behind it. */
  backdrop: string
}

/**
 * A modal dialog on the browser's own `<dialog>`: focus stays inside, Escape closes it, and so
 * does a click on the backdrop (the dialog itself, around its content).
 */
export function ModalDialog({ ref, backdrop, onClick, ...props }: ModalDialogProps) {
  return (
    <chakra.dialog
      ref={ref}
      onClick={(event) => {
        onClick?.(event)
        if (event.target === event.currentTarget) ref.current?.close()
      }}
      p="0"
      css={{ '&::backdrop': { background: backdrop } }}
      {...props}
    />
  )
}
