import { chakra } from '@chakra-ui/react/styled-system'
import type { AuditEntry } from '../../../../contract/back-office-staff'
import { orderStatuses, type OrderStatus } from '../../../../contract/orders'
import { useIntl } from '../../../../i18n/use-intl'
import { ordersMessages } from '../messages'

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
export function HistoryEntry({ entry }: { entry: AuditEntry }) {
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
