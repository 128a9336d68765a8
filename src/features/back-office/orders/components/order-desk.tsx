import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiCallError } from '../../../../api/client'
import {
  moveOrderCall,
  orderMoves,
  staffOrderCall,
  staffOrderListCall,
  type StaffOrder,
} from '../../../../contract/back-office-orders'
import type { AuditEntry } from '../../../../contract/back-office-staff'
import { orderStatuses, type OrderStatus } from '../../../../contract/orders'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { outlineButton, solidButton, textLink } from '../../../../theme/styles'
import { staffQueryOptions } from '../../api/staff-calls'
import { useStaffWrite } from '../../api/use-staff-write'
import { backOfficeLink } from '../../back-office-paths'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import type { Staff } from '../../staff-context'
import { ordersMessages } from '../messages'

/** One order: what was bought, where it goes, how it is paid, its history and its next moves. */
export function OrderDesk({ staff, number }: { staff: Staff; number: string }) {
  const { t } = useIntl(ordersMessages)
  const { lang } = useLanguage()
  const order = useQuery(
    staffQueryOptions(staffOrderCall, { number }, { lang, token: staff.token }),
  )
  const missing = order.error instanceof ApiCallError && order.error.status === 404
  return (
    <>
      <chakra.p mt="2">
        <Link {...backOfficeLink('orders')}>
          <chakra.span {...textLink}>{t('orders.back')}</chakra.span>
        </Link>
      </chakra.p>
      {order.data ? (
        <OrderDetails order={order.data} />
      ) : missing ? (
        <chakra.p mt="4">{t('orders.notFound')}</chakra.p>
      ) : (
        <Box mt="4">
          <StaffWriteProblem error={order.error} />
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
  const { t, price, date } = useIntl(ordersMessages)
  const when = (iso: string) => date(iso, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Box mt="4" data-order={order.number}>
      <Heading as="h2" size="xl">
        <bdi dir="ltr">{order.number}</bdi>
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
              {line.quantity} × {price(line.unit_price)} = {price(line.line_total)}
            </chakra.li>
          ))}
        </chakra.ul>
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" mt="3">
          <dt>{t('orders.subtotal')}</dt>
          <dd>{price(order.subtotal)}</dd>
          <dt>{t('orders.discount')}</dt>
          <dd>{price(order.discount)}</dd>
          <dt>{t('orders.shipping')}</dt>
          <dd>{price(order.shipping)}</dd>
          <chakra.dt fontWeight="bold">{t('orders.total')}</chakra.dt>
          <chakra.dd fontWeight="bold">{price(order.total)}</chakra.dd>
        </chakra.dl>
      </Section>
      <Section title={t('orders.delivery')}>
        <chakra.p>
          <bdi>{order.name}</bdi> · <bdi dir="ltr">{order.phone}</bdi>
        </chakra.p>
        <chakra.p>
          <bdi>{order.address}</bdi> · <bdi dir="ltr">{order.postal_code}</bdi>
        </chakra.p>
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
                <MoveEntry entry={entry} />
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Section>
    </Box>
  )
}

/** The status an audit record holds, when it is one the shop knows. */
function statusIn(json: string): OrderStatus | undefined {
  const record: unknown = JSON.parse(json)
  const status =
    record && typeof record === 'object' && 'status' in record ? record.status : undefined
  return orderStatuses.find((known) => known === status)
}

function MoveEntry({ entry }: { entry: AuditEntry }) {
  const { t, date } = useIntl(ordersMessages)
  const from = statusIn(entry.before)
  const to = statusIn(entry.after)
  const name = (status: OrderStatus | undefined) =>
    status ? t(`orders.status.${status}`) : entry.action
  return (
    <>
      {t('orders.moved', {
        from: name(from),
        to: name(to),
        who: entry.user_email,
        when: date(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
      })}
    </>
  )
}

/** The moves the order's status allows; a refusal shows the shop's words. */
function OrderMoves({ order }: { order: StaffOrder }) {
  const { t } = useIntl(ordersMessages)
  // A refusal is asked again too: the order may have moved under another staff member's hand.
  const move = useStaffWrite(moveOrderCall, {
    changes: [staffOrderCall, staffOrderListCall],
    readAgainAfterRefusal: true,
  })
  const moves = orderMoves[order.status]
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
              onClick={() => move.mutate({ number: order.number, to })}
              {...(to === 'cancelled' ? outlineButton : solidButton)}
            >
              {move.isPending && move.variables?.to === to
                ? t('orders.moving')
                : t(`orders.move.${to}`)}
            </chakra.button>
          ))}
        </Box>
      )}
      <Box mt="3">
        <StaffWriteProblem error={move.error} />
      </Box>
    </Box>
  )
}
