import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiCallError } from '../../../api/client'
import { ReadPending } from '../../../components/retry-notice'
import { Screen } from '../../../components/screen'
import type { Order } from '../../../contract/orders'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useBrowserSession } from '../../../lib/browser-session'
import { useLoginToken } from '../../../lib/login-token'
import { orderQueryOptions } from '../api/checkout'
import { checkoutMessages } from '../checkout-messages'
import { BankDetails, OrderTotals } from './checkout-parts'
import { DeliveryAddress, LineQuantity, ProductLine } from './order-line-parts'

/**
 * An order this browser or account placed: its number and status, what to transfer where when
 * it is paid by transfer, its lines, totals and delivery. It is the visitor's own, so it shows
 * once the page is hydrated.
 */
export function OrderStatusScreen({
  number,
  orderNews,
}: {
  number: string
  /** What the page offers to tell of the order as it moves (shown with the order). */
  orderNews?: ReactNode
}) {
  const { t } = useIntl(checkoutMessages)
  const { lang } = useLanguage()
  const session = useBrowserSession()
  const token = useLoginToken()
  const order = useQuery({
    ...orderQueryOptions(lang, number, session ?? '', token ?? null),
    enabled: number !== '' && session !== undefined && token !== undefined,
    retry: (failures, error) =>
      !(error instanceof ApiCallError && error.status === 404) && failures < 3,
  })
  const data = order.data
  const missing =
    number === '' || (order.error instanceof ApiCallError && order.error.status === 404)
  return (
    <Screen title={t('screen.status')}>
      {data ? (
        <>
          <OrderDetails order={data} />
          {orderNews}
        </>
      ) : missing ? (
        <chakra.p mt="4">{t('checkout.status.notFound')}</chakra.p>
      ) : (
        <ReadPending read={order} />
      )}
    </Screen>
  )
}

function OrderDetails({ order }: { order: Order }) {
  const { t, price, date, code } = useIntl(checkoutMessages)
  return (
    <Box mt="4" data-order={order.number}>
      <chakra.p role="status" textStyle="lg" fontWeight="semibold">
        {t(`checkout.status.${order.status}`)}
      </chakra.p>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" mt="4">
        <dt>{t('checkout.status.number')}</dt>
        <chakra.dd fontWeight="bold" data-order-number>
          <bdi dir="ltr">{code(order.number)}</bdi>
        </chakra.dd>
        <dt>{t('checkout.status.date')}</dt>
        <dd>
          <time dateTime={order.created_at}>{date(order.created_at)}</time>
        </dd>
        <dt>{t('checkout.status.payment')}</dt>
        <dd>{t(`checkout.payment.${order.payment}`)}</dd>
        <dt>{t('checkout.status.state')}</dt>
        <dd data-order-state={order.status}>{t(`checkout.state.${order.status}`)}</dd>
        {order.tracking && (
          <>
            <dt>{t('checkout.status.tracking')}</dt>
            <dd data-tracking>
              <bdi dir="ltr">{code(order.tracking.number)}</bdi>
              {t('common.separator')}
              <bdi>{order.tracking.carrier}</bdi>
            </dd>
          </>
        )}
      </chakra.dl>
      {order.bank && order.status === 'awaiting_payment' && (
        <Box mt="4" p="3" rounded="md" borderWidth="1px" borderColor="border">
          <chakra.p>{t('checkout.status.payTo', { total: price(order.total) })}</chakra.p>
          <BankDetails bank={order.bank} />
        </Box>
      )}
      <chakra.h2 textStyle="lg" fontWeight="semibold" mt="6">
        {t('checkout.status.lines')}
      </chakra.h2>
      <chakra.ul listStyleType="none" p="0" mt="2">
        {order.lines.map((line, index) => (
          <ProductLine
            key={index}
            line={{
              ...line,
              option: line.option
                ? { type: line.option_type, value: line.option, name: line.option_name }
                : undefined,
            }}
            look="order"
            end={<chakra.span fontWeight="semibold">{price(line.line_total)}</chakra.span>}
            data-order-line={line.uniqueId}
          >
            <LineQuantity quantity={line.quantity} unitPrice={line.unit_price} />
          </ProductLine>
        ))}
      </chakra.ul>
      <OrderTotals amounts={{ ...order, payable: order.total }} />
      <chakra.h2 textStyle="lg" fontWeight="semibold" mt="6">
        {t('checkout.deliverTo')}
      </chakra.h2>
      <DeliveryAddress details={order} />
    </Box>
  )
}
