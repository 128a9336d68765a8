import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { TitledDialog } from '../../../components/titled-dialog'
import { useIntl } from '../../../i18n/use-intl'
import { outlineButton, solidButton } from '../../../theme/styles'
import { backOfficeMessages } from '../messages'

/**
 * Asks before an editor with changes not saved yet is left: a link or the browser's Back button
 * opens a question in the page's language (stay, or leave without saving); closing or reloading
 * the tab gets the browser's own question. (The history's own blocker: the router's `useBlocker`
 * would put its code in every shopper's start.)
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useIntl(backOfficeMessages)
  const { history } = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  /** The navigation waiting for the answer: it goes on with `true`. */
  const [answer, setAnswer] = useState<((leave: boolean) => void) | undefined>()
  useEffect(() => {
    if (!unsaved) return
    return history.block({
      // True keeps the page.
      blockerFn: () =>
        new Promise<boolean>((stay) =>
          setAnswer(() => (leave: boolean) => {
            setAnswer(undefined)
            stay(!leave)
          }),
        ),
      enableBeforeUnload: true,
    })
  }, [history, unsaved])
  const asking = answer !== undefined
  useEffect(() => {
    if (asking && !dialog.current?.open) dialog.current?.showModal()
    if (!asking && dialog.current?.open) dialog.current.close()
  }, [asking])
  return (
    <TitledDialog
      ref={dialog}
      title={t('backOffice.leave.title')}
      data-leave-guard=""
      // Closed (Escape, its close button) without leaving: the editor stays.
      onClose={() => answer?.(false)}
    >
      <chakra.p mt="3">{t('backOffice.leave.text')}</chakra.p>
      <Box display="flex" flexWrap="wrap" gap="3" mt="5">
        <chakra.button type="button" onClick={() => answer?.(false)} {...solidButton}>
          {t('backOffice.leave.stay')}
        </chakra.button>
        <chakra.button type="button" onClick={() => answer?.(true)} {...outlineButton}>
          {t('backOffice.leave.go')}
        </chakra.button>
      </Box>
    </TitledDialog>
  )
}
