import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, useState, type ReactNode } from 'react'
import { useIntl } from '../../../../i18n/use-intl'
import { TextField } from '../../../../components/form/text-field'
import { outlineButton, solidButton } from '../../../../theme/styles'
import { ordersMessages } from '../messages'

/** The frame of a question asked before a move. */
const askedBox = {
  mt: '4',
  p: '4',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  display: 'grid',
  gap: '3',
  maxW: '40rem',
} as const

/** The words of each move's question: the question, its going on, its going back. */
const moveWords = {
  cancelled: {
    ask: 'orders.cancel.ask',
    confirm: 'orders.cancel.confirm',
    back: 'orders.cancel.keep',
  },
  shipped: { ask: 'orders.ship.ask', confirm: 'orders.ship.confirm', back: 'orders.ship.back' },
} as const

/** The form of a question asked before a move (`cancelled`, `shipped`): the question, its fields, go or back. */
function MoveQuestion({
  move,
  number,
  sending,
  onConfirm,
  onBack,
  children,
}: {
  move: keyof typeof moveWords
  /** The order's number. */
  number: string
  sending: boolean
  onConfirm: () => void
  onBack: () => void
  children: ReactNode
}) {
  const { t, code } = useIntl(ordersMessages)
  const id = useId()
  const words = moveWords[move]
  return (
    <chakra.form
      {...askedBox}
      data-asking={move}
      aria-labelledby={`${id}-ask`}
      onSubmit={(event) => {
        event.preventDefault()
        onConfirm()
      }}
    >
      <chakra.p id={`${id}-ask`} fontWeight="semibold">
        {t(words.ask, { number: code(number) })}
      </chakra.p>
      {children}
      <Box display="flex" flexWrap="wrap" gap="3">
        <chakra.button type="submit" disabled={sending} data-confirm={move} {...solidButton}>
          {t(words.confirm)}
        </chakra.button>
        <chakra.button type="button" onClick={onBack} {...outlineButton}>
          {t(words.back)}
        </chakra.button>
      </Box>
    </chakra.form>
  )
}

/** Asks why before cancelling: the reason is kept in the history and told to the buyer. */
export function CancelQuestion({
  number,
  sending,
  onCancel,
  onKeep,
}: {
  number: string
  sending: boolean
  onCancel: (reason: string) => void
  onKeep: () => void
}) {
  const { t } = useIntl(ordersMessages)
  const [reason, setReason] = useState('')
  return (
    <MoveQuestion
      move="cancelled"
      number={number}
      sending={sending}
      onConfirm={() => onCancel(reason.trim())}
      onBack={onKeep}
    >
      <TextField
        name="reason"
        label={t('orders.cancel.reason')}
        value={reason}
        onChange={setReason}
        autoComplete="off"
        rows={3}
        maxLength={500}
        required
        autoFocus
        spellCheck
      />
    </MoveQuestion>
  )
}

/** Asks how the parcel is followed before shipping: the buyer gets the tracking number. */
export function ShipQuestion({
  number,
  sending,
  onShip,
  onBack,
}: {
  number: string
  sending: boolean
  onShip: (tracking: { tracking?: { number: string; carrier: string } }) => void
  onBack: () => void
}) {
  const { t } = useIntl(ordersMessages)
  const [tracking, setTracking] = useState('')
  const [carrier, setCarrier] = useState('')
  const field = (name: 'tracking' | 'carrier', value: string, set: (text: string) => void) => (
    <TextField
      name={name}
      label={t(name === 'tracking' ? 'orders.ship.tracking' : 'orders.ship.carrier')}
      value={value}
      onChange={set}
      autoComplete="off"
      maxLength={60}
      required={name === 'carrier' && tracking.trim() !== ''}
      autoFocus={name === 'tracking'}
    />
  )
  return (
    <MoveQuestion
      move="shipped"
      number={number}
      sending={sending}
      onConfirm={() => {
        const trackingNumber = tracking.trim()
        onShip(
          trackingNumber ? { tracking: { number: trackingNumber, carrier: carrier.trim() } } : {},
        )
      }}
      onBack={onBack}
    >
      {field('tracking', tracking, setTracking)}
      {field('carrier', carrier, setCarrier)}
    </MoveQuestion>
  )
}
