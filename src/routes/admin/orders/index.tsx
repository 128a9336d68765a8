import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { orderStatuses } from '../../../contract/order-statuses'
import { listSearch } from '../../../features/back-office/list-search'
import { startBackOfficeRead } from '../../../features/back-office/open-back-office'
import { orderListQuery } from '../../../features/back-office/orders/api/order-queries'
import { OrderListScreen } from '../../../features/back-office/orders/components/orders-screen'
import { pageParam, textParam } from '../../../lib/search-params'

/** A day of the address (`2026-01-31`); anything else is no bound. */
const dayParam = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)

export const Route = createFileRoute('/admin/orders/')({
  ...listSearch({
    q: textParam,
    status: z.catch(z.optional(z.enum(orderStatuses)), undefined),
    from: dayParam,
    to: dayParam,
    page: pageParam,
  }),
  loader: ({ context, deps, location }) =>
    startBackOfficeRead({ context, location }, orderListQuery(deps)),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { q, status, from, to, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <OrderListScreen
      // The filter's form starts from the address again when another filter is shown (Back).
      key={JSON.stringify([q, status, from, to])}
      search={{ q, status, from, to, page }}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
