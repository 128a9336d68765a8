import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { useId, type ReactNode, type RefObject } from 'react'
import { useIntl } from '../i18n/use-intl'
import { iconButton } from '../theme/styles'
import { CloseIcon } from './icons'
import { ModalDialog } from './modal-dialog'

type TitledDialogProps = Omit<HTMLChakraProps<'dialog'>, 'ref' | 'title'> & {
  /** Opens it (`showModal()`) and closes it. */
  ref: RefObject<HTMLDialogElement | null>
  title: ReactNode
  /** Its width on a wide screen (it never overflows a narrow one). */
  width?: string
}

/** The shop's dialog: a title and a close button over its content, the page dimmed behind. */
export function TitledDialog({
  ref,
  title,
  width = '28rem',
  children,
  ...props
}: TitledDialogProps) {
  const { t } = useIntl()
  const id = useId()
  return (
    <ModalDialog
      ref={ref}
      aria-labelledby={id}
      backdrop="rgba(0, 0, 0, 0.45)"
      w={`min(${width}, calc(100vw - 2rem))`}
      rounded="lg"
      borderWidth="0"
      boxShadow="0 12px 40px rgba(0, 0, 0, 0.25)"
      {...props}
    >
      <Box p="5">
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="2">
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          <chakra.button
            type="button"
            aria-label={t('common.close')}
            onClick={() => ref.current?.close()}
            {...iconButton}
          >
            <CloseIcon />
          </chakra.button>
        </Box>
        {children}
      </Box>
    </ModalDialog>
  )
}
