import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { noteOrderCall } from '../../../../contract/back-office-orders'
import { useIntl } from '../../../../i18n/use-intl'
import { TextField } from '../../../../components/form/text-field'
import { outlineButton } from '../../../../theme/styles'
import { useStaffWrite } from '../../api/use-staff-write'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { orderKeys } from '../api/order-queries'
import { ordersMessages } from '../messages'

/** A note for staff, kept in the order's history. */
export function NoteForm({ number }: { number: string }) {
  const { t } = useIntl(ordersMessages)
  const [text, setText] = useState('')
  const note = useStaffWrite(noteOrderCall, {
    changes: [orderKeys.one(number)],
    onSuccess: () => setText(''),
  })
  return (
    <chakra.form
      mt="3"
      display="grid"
      gap="2"
      maxW="40rem"
      onSubmit={(event) => {
        event.preventDefault()
        if (text.trim()) note.mutate({ number, text: text.trim() })
      }}
    >
      <TextField
        name="note"
        label={t('orders.note.label')}
        value={text}
        onChange={setText}
        autoComplete="off"
        rows={2}
        maxLength={2000}
        spellCheck
      />
      <Box>
        <chakra.button type="submit" disabled={note.isPending} {...outlineButton}>
          {t('orders.note.add')}
        </chakra.button>
      </Box>
      <StaffWriteProblem error={note.error} />
    </chakra.form>
  )
}
