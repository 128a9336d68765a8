import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { callApi } from '../../../../api/client'
import {
  staffOrderExportCall,
  type StaffOrderExportRow,
} from '../../../../contract/back-office-orders'
import type { CallRequest } from '../../../../contract/call'
import type { MessageIdOf } from '../../../../i18n/define-messages'
import type { ShopIntl } from '../../../../i18n/intl'
import type { SharedMessageId } from '../../../../i18n/shop-messages'
import { useIntl } from '../../../../i18n/use-intl'
import { outlineButton } from '../../../../theme/styles'
import { useStaffAsking } from '../../api/use-staff-query'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { ordersMessages } from '../messages'

/** The orders' words, as the spreadsheet's headings and statuses say them. */
type OrdersWords = ShopIntl<MessageIdOf<typeof ordersMessages> | SharedMessageId>['t']

/** `2026-11-28 14:05`, in the staff member's time: a spreadsheet reads it as a time. */
function localTime(iso: string): string {
  const at = new Date(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`
}

/** The spreadsheet's rows: a heading row in the page's language, then one row per order. */
function sheetOf(orders: StaffOrderExportRow[], t: OrdersWords): (string | number)[][] {
  const heading = [
    t('orders.print.number'),
    t('orders.print.date'),
    t('orders.status'),
    t('orders.paymentHeading'),
    t('orders.csv.name'),
    t('orders.csv.phone'),
    t('orders.csv.address'),
    t('orders.csv.postalCode'),
    t('orders.csv.lines'),
    t('orders.subtotal'),
    t('orders.discount'),
    t('orders.shipping'),
    t('orders.total'),
    t('orders.tracking'),
    t('orders.ship.carrier'),
  ]
  return [
    heading,
    ...orders.map((order) => [
      order.number,
      localTime(order.created_at),
      t(`orders.status.${order.status}`),
      t(`orders.payment.${order.payment}`),
      order.name,
      order.phone,
      order.address,
      order.postal_code,
      order.lines,
      order.subtotal,
      order.discount,
      order.shipping,
      order.total,
      order.tracking_number ?? '',
      order.carrier ?? '',
    ]),
  ]
}

/** Hands the browser a file to save. */
function download(name: string, contents: BlobPart[], type: string) {
  const address = URL.createObjectURL(new Blob(contents, { type }))
  const link = document.createElement('a')
  link.href = address
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(address), 60_000)
}

/**
 * The orders the list's filter holds as a CSV file (csv-stringify, loaded when pressed), UTF-8
 * with a byte order mark so spreadsheets read Persian and Arabic as written.
 */
export function OrderExport({ filter }: { filter: CallRequest<typeof staffOrderExportCall> }) {
  const { t } = useIntl(ordersMessages)
  const asking = useStaffAsking()
  const [working, setWorking] = useState(false)
  const [problem, setProblem] = useState<Error | null>(null)
  const [truncatedAt, setTruncatedAt] = useState<number>()
  const exportOrders = async () => {
    setWorking(true)
    setProblem(null)
    try {
      const [answer, { stringify }] = await Promise.all([
        callApi(staffOrderExportCall, filter, asking),
        import('csv-stringify/browser/esm/sync'),
      ])
      const csv = stringify(sheetOf(answer.data, t))
      download(
        `orders-${localTime(new Date().toISOString()).slice(0, 10)}.csv`,
        ['\uFEFF', csv],
        'text/csv;charset=utf-8',
      )
      setTruncatedAt(answer.truncated ? answer.data.length : undefined)
    } catch (error) {
      setProblem(error instanceof Error ? error : new Error(String(error)))
    } finally {
      setWorking(false)
    }
  }
  return (
    <Box mt="3">
      <chakra.button
        type="button"
        disabled={working}
        aria-busy={working || undefined}
        onClick={() => void exportOrders()}
        data-export=""
        {...outlineButton}
      >
        {working ? t('orders.exporting') : t('orders.export')}
      </chakra.button>
      {truncatedAt !== undefined && (
        <chakra.p role="status" mt="2" color="fg.muted">
          {t('orders.exportTruncated', { count: truncatedAt })}
        </chakra.p>
      )}
      <StaffWriteProblem error={problem} read />
    </Box>
  )
}
