import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { Pagination } from '../../../../components/pagination'
import type { staffOrderExportCall } from '../../../../contract/back-office-orders'
import { staffOrderListCall, type StaffOrderSummary } from '../../../../contract/back-office-orders'
import type { CallRequest } from '../../../../contract/call'
import type { Language } from '../../../../contract/common'
import { orderStatuses, type OrderStatus } from '../../../../contract/orders'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { pageCount } from '../../../../lib/pagination'
import { formField, outlineButton, textLink } from '../../../../theme/styles'
import { staffQueryOptions } from '../../api/staff-calls'
import { ChoiceField } from '../../../../components/form/choice-field'
import { DayField } from '../../../../components/form/day-field'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import type { Staff } from '../../staff-context'
import { ordersMessages } from '../messages'
import { OrderExport } from './order-export'

type Filter = { status: OrderStatus | 'all'; from: string; to: string; q: string }

/** The list's filter and page as its address holds them (`?status=shipped&from=2026-01-01&q=0912&page=2`). */
export interface OrderListSearch {
  q?: string
  status?: OrderStatus
  /** Days as `YYYY-MM-DD`. */
  from?: string
  to?: string
  page?: number
}

const filterOf = (search: OrderListSearch): Filter => ({
  status: search.status ?? 'all',
  from: search.from ?? '',
  to: search.to ?? '',
  q: search.q ?? '',
})

/** The export's request: the list's filter, a day left empty no bound. */
const exportRequestOf = (filter: Filter): CallRequest<typeof staffOrderExportCall> => ({
  status: filter.status,
  ...(filter.from ? { from: filter.from } : {}),
  ...(filter.to ? { to: filter.to } : {}),
  ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
})

/** The list's request: a page of what the export holds. */
const requestOf = (filter: Filter, page: number): CallRequest<typeof staffOrderListCall> => ({
  page,
  ...exportRequestOf(filter),
})

/** The read of the list the address names, for its route to load first. */
export const orderListRead = (search: OrderListSearch, read: { lang: Language; token: string }) =>
  staffQueryOptions(staffOrderListCall, requestOf(filterOf(search), search.page ?? 1), read)

/**
 * Every order, newest first, narrowed by a search (number, name or phone), status and days, with
 * what the filter holds in all.
 */
export function OrderList({
  staff,
  search,
  onSearch,
}: {
  staff: Staff
  search: OrderListSearch
  /** Shows another filter (from its first page). */
  onSearch: (search: OrderListSearch) => void
}) {
  const { t } = useIntl(ordersMessages)
  const { lang } = useLanguage()
  const page = search.page ?? 1
  const filter = filterOf(search)
  const statusId = useId()
  const [typed, setTyped] = useState<Filter>(filter)
  const answer = useQuery({
    ...orderListRead(search, { lang, token: staff.token }),
    placeholderData: keepPreviousData,
  })
  const show = (event: FormEvent) => {
    event.preventDefault()
    onSearch({
      ...(typed.q.trim() ? { q: typed.q.trim() } : {}),
      ...(typed.status === 'all' ? {} : { status: typed.status }),
      ...(typed.from ? { from: typed.from } : {}),
      ...(typed.to ? { to: typed.to } : {}),
    })
  }
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
      <chakra.form
        onSubmit={show}
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '2fr 1fr 1fr 1fr auto' }}
        alignItems="end"
        gap="3"
        mt="4"
      >
        <Box>
          <chakra.label htmlFor={`${statusId}-q`} display="block" fontWeight="medium" mb="1">
            {t('orders.search')}
          </chakra.label>
          <chakra.input
            id={`${statusId}-q`}
            name="q"
            type="search"
            value={typed.q}
            onChange={(event) => setTyped({ ...typed, q: event.target.value })}
            {...formField}
          />
        </Box>
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
        <chakra.button type="submit" {...outlineButton}>
          {t('orders.show')}
        </chakra.button>
      </chakra.form>
      <OrderExport staff={staff} filter={exportRequestOf(filter)} />
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
