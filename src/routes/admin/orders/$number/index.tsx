import { createFileRoute } from '@tanstack/react-router'
import { startBackOfficeRead } from '../../../../features/back-office/open-back-office'
import { orderQuery } from '../../../../features/back-office/orders/api/order-queries'
import { OrderScreen } from '../../../../features/back-office/orders/components/orders-screen'

export const Route = createFileRoute('/admin/orders/$number/')({
  loader: ({ context, params, location }) =>
    startBackOfficeRead({ context, location }, orderQuery(params.number)),
  component: OrderRoute,
})

function OrderRoute() {
  const { number } = Route.useParams()
  return <OrderScreen number={number} />
}
