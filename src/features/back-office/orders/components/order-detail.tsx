import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { ApiCallError } from '../../../../api/client'
import {
  moveOrderCall,
  noteOrderCall,
  orderMoves,
  type OrderMoveTarget,
  type StaffOrder,
} from '../../../../contract/back-office-orders'
import type { AuditEntry } from '../../../../contract/back-office-staff'
import { orderStatuses, type OrderStatus } from '../../../../contract/orders'
import { useIntl } from '../../../../i18n/use-intl'
import { formField, outlineButton, solidButton, textLink } from '../../../../theme/styles'
import { todoKeys } from '../../api/todo-queries'
import { useStaffQuery } from '../../api/use-staff-query'
import { useStaffWrite } from '../../api/use-staff-write'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { orderKeys, orderQuery } from '../api/order-queries'
import { ordersMessages } from '../messages'
import { orderPapers } from './order-papers'
import { OrderAddress, OrderSums } from './order-parts'
import { localeForLanguage } from '../../../../contract/language-rules'

/**
 * One order: what was bought, where it goes, how it is paid, its history with staff's notes, and
 * its next moves.
 */
export function OrderDetail({ number }: { number: string }) {
  const { t } = useIntl(ordersMessages)
  const order = useStaffQuery(orderQuery(number))
  const missing = order.error instanceof ApiCallError && order.error.status === 404
  return (
    <>
      <chakra.p mt="2">
        <Link to="/admin/orders">
          <chakra.span {...textLink}>{t('orders.back')}</chakra.span>
        </Link>
      </chakra.p>
      {order.data ? (
        <OrderDetails order={order.data} />
      ) : missing ? (
        <chakra.p mt="4">{t('orders.notFound')}</chakra.p>
      ) : (
        <Box mt="4">
          <StaffWriteProblem error={order.error} read />
        </Box>
      )}
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <chakra.section mt="6">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Box mt="2">{children}</Box>
    </chakra.section>
  )
}

function OrderDetails({ order }: { order: StaffOrder }) {
  const { t, price, date, number, code } = useIntl(ordersMessages)
  const when = (iso: string) => date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Box mt="4" data-order={order.number}>
      <Heading as="h2" size="xl">
        <bdi dir="ltr">{code(order.number)}</bdi>
      </Heading>
      <chakra.p role="status" mt="2" fontWeight="semibold" data-order-status={order.status}>
        {t(`orders.status.${order.status}`)}
      </chakra.p>
      <chakra.p textStyle="sm" color="fg.muted">
        {t('orders.placedOn', { when: when(order.created_at) })}
        {order.status_changed_at &&
          ` · ${t('orders.changedOn', { when: when(order.status_changed_at) })}`}
      </chakra.p>
      <OrderMoves order={order} />
      <PaperLinks order={order} />
      <Section title={t('orders.items')}>
        <chakra.ul listStyleType="none" p="0">
          {order.lines.map((line, index) => (
            <chakra.li key={index} py="2" borderBlockEndWidth="1px" borderColor="border">
              <bdi>{line.title}</bdi>
              {line.option_name && (
                <>
                  {' · '}
                  <bdi>{line.option_name}</bdi>
                </>
              )}
              {' · '}
              {number(line.quantity)} × {price(line.unit_price)} = {price(line.line_total)}
            </chakra.li>
          ))}
        </chakra.ul>
        <OrderSums order={order} align="start" />
      </Section>
      <Section title={t('orders.delivery')}>
        <OrderAddress order={order} />
        {order.tracking && (
          <chakra.p data-tracking="">
            {t('orders.tracking')}: <bdi dir="ltr">{code(order.tracking.number)}</bdi> (
            <bdi>{order.tracking.carrier}</bdi>)
          </chakra.p>
        )}
      </Section>
      <Section title={t('orders.paymentHeading')}>
        <chakra.p>{t(`orders.payment.${order.payment}`)}</chakra.p>
      </Section>
      <Section title={t('orders.history')}>
        {order.history.length === 0 ? (
          <chakra.p color="fg.muted">{t('orders.noHistory')}</chakra.p>
        ) : (
          <chakra.ul listStyleType="none" p="0">
            {order.history.map((entry) => (
              <chakra.li key={entry.id} py="1" data-history={entry.id}>
                <HistoryEntry entry={entry} />
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        <NoteForm number={order.number} />
      </Section>
    </Box>
  )
}

/** The order's packing slip and invoice, each opened in a tab of its own in the order's language. */
function PaperLinks({ order }: { order: StaffOrder }) {
  const { t } = useIntl(ordersMessages)
  const locale = localeForLanguage(order.lang)
  return (
    <chakra.p mt="3" display="flex" flexWrap="wrap" gap="4" alignItems="center">
      <chakra.span color="fg.muted">{t('orders.print.papers')}</chakra.span>
      {orderPapers.map((paper) => (
        <Link
          key={paper}
          to="/admin/orders/$number/$paper"
          params={{ number: order.number, paper }}
          search={{ lang: locale } as never}
          target="_blank"
          data-paper-link={paper}
        >
          <chakra.span {...textLink}>
            {t(paper === 'slip' ? 'orders.print.openSlip' : 'orders.print.openInvoice')}
          </chakra.span>
        </Link>
      ))}
    </chakra.p>
  )
}

/** What an audit record of an order holds, as far as the shop knows its fields. */
interface OrderRecord {
  status?: OrderStatus
  reason?: string
  tracking?: { number: string; carrier: string }
  note?: string
}

function recordIn(json: string): OrderRecord {
  const record: unknown = JSON.parse(json)
  if (!record || typeof record !== 'object') return {}
  const { status, reason, tracking, note } = record as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const followed =
    tracking && typeof tracking === 'object' && 'number' in tracking && 'carrier' in tracking
      ? { number: String(tracking.number), carrier: String(tracking.carrier) }
      : undefined
  return {
    status: orderStatuses.find((known) => known === status),
    reason: text(reason),
    tracking: followed,
    note: text(note),
  }
}

/** One line of an order's history: a move (with its reason or tracking), or a note. */
function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const { t, date, code } = useIntl(ordersMessages)
  const who = entry.user_email
  const when = date(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })
  const after = recordIn(entry.after)
  if (entry.action === 'order.note') {
    return <>{t('orders.noted', { who, when, note: after.note ?? '' })}</>
  }
  const from = recordIn(entry.before).status
  const name = (status: OrderStatus | undefined) =>
    status ? t(`orders.status.${status}`) : entry.action
  return (
    <>
      {from === 'awaiting_payment' && after.status === 'confirmed'
        ? t('orders.paid', { who, when })
        : t('orders.moved', { from: name(from), to: name(after.status), who, when })}
      {after.reason && (
        <chakra.span display="block" color="fg.muted">
          {t('orders.reason', { reason: after.reason })}
        </chakra.span>
      )}
      {after.tracking && (
        <chakra.span display="block" color="fg.muted">
          {t('orders.tracking')}: <bdi dir="ltr">{code(after.tracking.number)}</bdi> (
          <bdi>{after.tracking.carrier}</bdi>)
        </chakra.span>
      )}
    </>
  )
}

/** A move that asks first: a cancel (and why), or shipping (and how the parcel is followed). */
type AskedMove = 'cancelled' | 'shipped'

/**
 * The moves the order's status allows; cancelling and shipping ask first. A refusal shows the
 * shop's words.
 */
function OrderMoves({ order }: { order: StaffOrder }) {
  const { t } = useIntl(ordersMessages)
  const [asking, setAsking] = useState<AskedMove | null>(null)
  // A refusal is asked again too: the order may have moved under another staff member's hand.
  const move = useStaffWrite(moveOrderCall, {
    changes: [orderKeys.all, todoKeys.all],
    readAgainAfterRefusal: true,
    onSuccess: () => setAsking(null),
  })
  const moves = orderMoves[order.status]
  const label = (to: OrderMoveTarget) =>
    to === 'confirmed' && order.status === 'awaiting_payment'
      ? t('orders.move.paid')
      : t(`orders.move.${to}`)
  return (
    <Box mt="4">
      {moves.length === 0 ? (
        <chakra.p color="fg.muted">{t('orders.final')}</chakra.p>
      ) : (
        <Box display="flex" flexWrap="wrap" gap="3">
          {moves.map((to) => (
            <chakra.button
              key={to}
              type="button"
              data-move={to}
              disabled={move.isPending}
              aria-expanded={to === 'cancelled' || to === 'shipped' ? asking === to : undefined}
              onClick={() =>
                to === 'cancelled' || to === 'shipped'
                  ? setAsking(to)
                  : move.mutate({ number: order.number, to })
              }
              {...(to === 'cancelled' ? outlineButton : solidButton)}
            >
              {move.isPending && move.variables?.to === to ? t('orders.moving') : label(to)}
            </chakra.button>
          ))}
        </Box>
      )}
      {asking === 'cancelled' && (
        <CancelQuestion
          number={order.number}
          sending={move.isPending}
          onCancel={(reason) => move.mutate({ number: order.number, to: 'cancelled', reason })}
          onKeep={() => setAsking(null)}
        />
      )}
      {asking === 'shipped' && (
        <ShipQuestion
          number={order.number}
          sending={move.isPending}
          onShip={(tracking) => move.mutate({ number: order.number, to: 'shipped', ...tracking })}
          onBack={() => setAsking(null)}
        />
      )}
      <Box mt="3">
        <StaffWriteProblem error={move.error} />
      </Box>
    </Box>
  )
}

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
function CancelQuestion({
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
      <Box>
        <chakra.label htmlFor={`${id}-reason`} display="block" fontWeight="medium" mb="1">
          {t('orders.cancel.reason')}
        </chakra.label>
        <chakra.textarea
          id={`${id}-reason`}
          name="reason"
          required
          maxLength={500}
          rows={3}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...formField}
        />
      </Box>
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
function ShipQuestion({
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
    <Box>
      <chakra.label htmlFor={`${id}-${name}`} display="block" fontWeight="medium" mb="1">
        {t(name === 'tracking' ? 'orders.ship.tracking' : 'orders.ship.carrier')}
      </chakra.label>
      <chakra.input
        id={`${id}-${name}`}
        name={name}
        maxLength={60}
        required={name === 'carrier' && tracking.trim() !== ''}
        autoFocus={name === 'tracking'}
        value={value}
        onChange={(event) => set(event.target.value)}
        {...formField}
      />
    </Box>
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

/** A note for staff, kept in the order's history. */
function NoteForm({ number }: { number: string }) {
  const { t } = useIntl(ordersMessages)
  const id = useId()
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
      <chakra.label htmlFor={`${id}-note`} fontWeight="medium">
        {t('orders.note.label')}
      </chakra.label>
      <chakra.textarea
        id={`${id}-note`}
        name="note"
        rows={2}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...formField}
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
