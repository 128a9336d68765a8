import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { keepPreviousData } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Pagination } from '../../../../components/pagination'
import type { StaffOrderSummary } from '../../../../contract/back-office-orders'
import { orderStatuses, type OrderStatus } from '../../../../contract/orders'
import { useIntl } from '../../../../i18n/use-intl'
import { pageCount } from '../../../../lib/pagination'
import { textLink } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { ChoiceField } from '../../../../components/form/choice-field'
import { DayField } from '../../../../components/form/day-field'
import { TextField } from '../../../../components/form/text-field'
import { FilterBar } from '../../components/filter-bar'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { orderExportRequest, orderListQuery, type OrderListSearch } from '../api/order-queries'
import { ordersMessages } from '../messages'
import { OrderExport } from './order-export'
import type { AddressSearch } from '../../back-office-paths'

type Filter = { status: OrderStatus | 'all'; from: string; to: string; q: string }

const filterOf = (search: OrderListSearch): Filter => ({
  status: search.status ?? 'all',
  from: search.from ?? '',
  to: search.to ?? '',
  q: search.q ?? '',
})

/**
 * Every order, newest first, narrowed by a search (number, name or phone), status and days, with
 * what the filter holds in all.
 */
export function OrderList({ search, onSearch }: AddressSearch<OrderListSearch>) {
  const { t } = useIntl(ordersMessages)
  const page = search.page ?? 1
  const filter = filterOf(search)
  const [typed, setTyped] = useState<Filter>(filter)
  const answer = useStaffQuery(orderListQuery(search), { placeholderData: keepPreviousData })
  const show = () =>
    onSearch({
      ...(typed.q.trim() ? { q: typed.q.trim() } : {}),
      ...(typed.status === 'all' ? {} : { status: typed.status }),
      ...(typed.from ? { from: typed.from } : {}),
      ...(typed.to ? { to: typed.to } : {}),
    })
  const day = (name: 'from' | 'to') => (
    <DayField
      name={name}
      label={t(`orders.${name}`)}
      value={typed[name]}
      onChange={(value) => setTyped({ ...typed, [name]: value })}
    />
  )
  const list = answer.data
  return (
    <>
      <FilterBar columns="2fr 1fr 1fr 1fr" button={t('orders.show')} onShow={show}>
        <TextField
          name="q"
          type="search"
          label={t('orders.search')}
          value={typed.q}
          onChange={(q) => setTyped({ ...typed, q })}
          autoComplete="off"
        />
        <ChoiceField
          name="status"
          label={t('orders.status')}
          value={typed.status}
          choices={(['all', ...orderStatuses] as const).map((status) => ({
            value: status,
            label: t(`orders.status.${status}`),
          }))}
          onChange={(status) => setTyped({ ...typed, status })}
        />
        {day('from')}
        {day('to')}
      </FilterBar>
      <OrderExport filter={orderExportRequest(search)} />
      <Box mt="3">
        <StaffWriteProblem error={answer.error} read />
      </Box>
      {list ? (
        <>
          <OrderTotals count={list.total} sum={list.sum} summed={list.summed} />
          {list.data.length === 0 ? (
            <chakra.p mt="4" color="fg.muted">
              {t('orders.none')}
            </chakra.p>
          ) : (
            <chakra.ol listStyleType="none" p="0" mt="4" aria-busy={answer.isFetching || undefined}>
              {list.data.map((order) => (
                <chakra.li key={order.number} py="4" borderBlockEndWidth="1px" borderColor="border">
                  <OrderRow order={order} />
                </chakra.li>
              ))}
            </chakra.ol>
          )}
          <Pagination page={page} count={pageCount(list.total, list.per_page)} />
        </>
      ) : (
        !answer.isError && (
          <chakra.p mt="4" color="fg.muted">
            {t('orders.loading')}
          </chakra.p>
        )
      )}
    </>
  )
}

/** How many orders the filter holds, and what those not cancelled come to. */
function OrderTotals({ count, sum, summed }: { count: number; sum: number; summed: number }) {
  const { t, price } = useIntl(ordersMessages)
  return (
    <chakra.p role="status" mt="4" fontWeight="semibold" data-order-totals="">
      {t('orders.totals', { count, sum: price(sum), summed })}
    </chakra.p>
  )
}

function OrderRow({ order }: { order: StaffOrderSummary }) {
  const { t, price, date, code } = useIntl(ordersMessages)
  return (
    <Box
      data-order={order.number}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '2fr 3fr 2fr' }}
      gap="2"
    >
      <Box>
        <Link to="/admin/orders/$number" params={{ number: order.number }}>
          <chakra.span {...textLink} fontWeight="bold">
            <bdi dir="ltr">{code(order.number)}</bdi>
          </chakra.span>
        </Link>
        <chakra.p textStyle="sm" color="fg.muted">
          <time dateTime={order.created_at}>
            {date(order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </chakra.p>
      </Box>
      <Box>
        <chakra.p>
          <bdi>{order.name}</bdi> · <bdi dir="ltr">{code(order.phone)}</bdi>
        </chakra.p>
        <chakra.p textStyle="sm" color="fg.muted">
          {t(`orders.payment.${order.payment}`)} · {t('orders.lines', { count: order.lines })}
        </chakra.p>
      </Box>
      <Box>
        <chakra.p fontWeight="semibold">{price(order.total)}</chakra.p>
        <chakra.p textStyle="sm" data-order-status={order.status}>
          {t(`orders.status.${order.status}`)}
        </chakra.p>
      </Box>
    </Box>
  )
}
