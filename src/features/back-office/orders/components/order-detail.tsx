import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiCallError } from '../../../../api/client'
import type { StaffOrder } from '../../../../contract/back-office-orders'
import { useIntl } from '../../../../i18n/use-intl'
import { textLink } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { orderQuery } from '../api/order-queries'
import { ordersMessages } from '../messages'
import { NoteForm } from './note-form'
import { HistoryEntry } from './order-history-entry'
import { OrderMoves } from './order-moves'
import { OrderAddress, OrderSums } from './order-parts'
import { PaperLinks } from './paper-links'

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
