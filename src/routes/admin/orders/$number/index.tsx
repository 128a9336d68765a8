import { createFileRoute } from '@tanstack/react-router'
import { staffOrderCall } from '../../../../contract/back-office-orders'
import { staffQueryOptions } from '../../../../features/back-office/api/staff-calls'
import { startBackOfficeRead } from '../../../../features/back-office/open-back-office'
import { OrderScreen } from '../../../../features/back-office/orders/components/orders-screen'

export const Route = createFileRoute('/admin/orders/$number/')({
  loader: ({ context, params, location }) =>
    startBackOfficeRead({ context, location }, (read) =>
      staffQueryOptions(staffOrderCall, { number: params.number }, read),
    ),
  component: OrderRoute,
})

function OrderRoute() {
  const { number } = Route.useParams()
  return <OrderScreen number={number} />
}
