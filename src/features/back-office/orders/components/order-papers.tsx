import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import type { StaffOrder } from '../../../../contract/back-office-orders'
import { useIntl } from '../../../../i18n/use-intl'
import { solidButton } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { orderQuery, shopDetailsQuery } from '../api/order-queries'
import { ordersMessages } from '../messages'
import { OrderAddress, OrderSums } from './order-parts'

/** The papers an order is printed on: what goes in the parcel, and what the buyer pays. */
export const orderPapers = ['slip', 'invoice'] as const
export type OrderPaper = (typeof orderPapers)[number]

/**
 * An order's packing slip or invoice, printed from the browser: the shop's name and address, the
 * buyer's, the lines (with prices on the invoice). Opened in the order's language, which the page
 * then speaks, right to left in Persian and Arabic; the back office's menus are not printed.
 */
export function OrderPaperScreen({ number, paper }: { number: string; paper: OrderPaper }) {
  const { t } = useIntl(ordersMessages)
  const order = useStaffQuery(orderQuery(number))
  return (
    <>
      <Box _print={{ display: 'none' }} mt="4">
        <chakra.button type="button" onClick={() => window.print()} {...solidButton}>
          {t('orders.print.print')}
        </chakra.button>
      </Box>
      {order.data ? (
        <Paper order={order.data} paper={paper} />
      ) : (
        <Box mt="4">
          <StaffWriteProblem error={order.error} read />
        </Box>
      )}
    </>
  )
}

/** The columns of a packing slip's lines (the first of words, the others of numbers). */
const columns = ['orders.print.item', 'orders.print.quantity'] as const
/** An invoice's: a slip's, and what each line costs. */
const pricedColumns = [...columns, 'orders.print.unitPrice', 'orders.print.amount'] as const

function Paper({ order, paper }: { order: StaffOrder; paper: OrderPaper }) {
  const { t, price, number, date, code } = useIntl(ordersMessages)
  // The shop's name as its pages show it, in the paper's language.
  const site = useStaffQuery(shopDetailsQuery()).data
  const priced = paper === 'invoice'
  const cell = { px: '2', py: '1.5', borderBlockEndWidth: '1px', borderColor: 'border' } as const
  return (
    <chakra.article mt="6" data-order-paper={paper} maxW="48rem" color="fg">
      <Box display="flex" justifyContent="space-between" flexWrap="wrap" gap="4">
        <Box>
          <chakra.p fontWeight="bold" textStyle="lg">
            {site?.conf.title}
          </chakra.p>
          <chakra.p color="fg.muted">
            <bdi dir="ltr">{typeof location === 'undefined' ? '' : location.host}</bdi>
          </chakra.p>
        </Box>
        <Box textAlign="end">
          <chakra.p>
            {t('orders.print.number')}: <bdi dir="ltr">{code(order.number)}</bdi>
          </chakra.p>
          <chakra.p>
            {t('orders.print.date')}: {date(order.created_at)}
          </chakra.p>
        </Box>
      </Box>
      <Box mt="6">
        <chakra.p fontWeight="semibold">
          {t(priced ? 'orders.print.billTo' : 'orders.print.shipTo')}
        </chakra.p>
        <OrderAddress order={order} />
      </Box>
      <chakra.table mt="6" w="full" borderCollapse="collapse" data-paper-lines="">
        <thead>
          <tr>
            {(priced ? pricedColumns : columns).map((column, index) => (
              <chakra.th key={column} {...cell} textAlign={index === 0 ? 'start' : 'end'}>
                {t(column)}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <chakra.td {...cell}>
                <bdi>{line.title}</bdi>
                {line.option_name && (
                  <>
                    {' · '}
                    <bdi>{line.option_name}</bdi>
                  </>
                )}
              </chakra.td>
              <chakra.td {...cell} textAlign="end">
                {number(line.quantity)}
              </chakra.td>
              {priced && (
                <>
                  <chakra.td {...cell} textAlign="end">
                    {price(line.unit_price)}
                  </chakra.td>
                  <chakra.td {...cell} textAlign="end">
                    {price(line.line_total)}
                  </chakra.td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      {priced && <OrderSums order={order} align="end" />}
      {priced && (
        <chakra.p mt="6">
          {t('orders.paymentHeading')}: {t(`orders.payment.${order.payment}`)}
          {order.bank && (
            <>
              {' · '}
              <bdi>{order.bank.holder}</bdi>, <bdi>{order.bank.bank}</bdi>,{' '}
              <bdi dir="ltr">{order.bank.iban}</bdi>
            </>
          )}
        </chakra.p>
      )}
    </chakra.article>
  )
}
