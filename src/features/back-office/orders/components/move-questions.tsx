import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, useState } from 'react'
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
  const { t, code } = useIntl(ordersMessages)
  const id = useId()
  const [reason, setReason] = useState('')
  return (
    <chakra.form
      {...askedBox}
      data-asking="cancelled"
      aria-labelledby={`${id}-ask`}
      onSubmit={(event) => {
        event.preventDefault()
        onCancel(reason.trim())
      }}
    >
      <chakra.p id={`${id}-ask`} fontWeight="semibold">
        {t('orders.cancel.ask', { number: code(number) })}
      </chakra.p>
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
      <Box display="flex" flexWrap="wrap" gap="3">
        <chakra.button type="submit" disabled={sending} data-confirm="cancelled" {...solidButton}>
          {t('orders.cancel.confirm')}
        </chakra.button>
        <chakra.button type="button" onClick={onKeep} {...outlineButton}>
          {t('orders.cancel.keep')}
        </chakra.button>
      </Box>
    </chakra.form>
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
  const { t, code } = useIntl(ordersMessages)
  const id = useId()
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
    <chakra.form
      {...askedBox}
      data-asking="shipped"
      aria-labelledby={`${id}-ask`}
      onSubmit={(event) => {
        event.preventDefault()
        const number = tracking.trim()
        onShip(number ? { tracking: { number, carrier: carrier.trim() } } : {})
      }}
    >
      <chakra.p id={`${id}-ask`} fontWeight="semibold">
        {t('orders.ship.ask', { number: code(number) })}
      </chakra.p>
      {field('tracking', tracking, setTracking)}
      {field('carrier', carrier, setCarrier)}
      <Box display="flex" flexWrap="wrap" gap="3">
        <chakra.button type="submit" disabled={sending} data-confirm="shipped" {...solidButton}>
          {t('orders.ship.confirm')}
        </chakra.button>
        <chakra.button type="button" onClick={onBack} {...outlineButton}>
          {t('orders.ship.back')}
        </chakra.button>
      </Box>
    </chakra.form>
  )
}
