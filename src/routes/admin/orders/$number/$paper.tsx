import { createFileRoute, notFound } from '@tanstack/react-router'
import { staffOrderCall } from '../../../../contract/back-office-orders'
import { staffQueryOptions } from '../../../../features/back-office/api/staff-calls'
import { startBackOfficeRead } from '../../../../features/back-office/open-back-office'
import { OrderPaperPage } from '../../../../features/back-office/orders/components/orders-screen'
import { orderPapers } from '../../../../features/back-office/orders/components/order-papers'

/** An order's packing slip (`slip`) or invoice (`invoice`), to print. */
export const Route = createFileRoute('/admin/orders/$number/$paper')({
  loader: ({ context, params, location }) => {
    if (!orderPapers.some((paper) => paper === params.paper)) throw notFound()
    startBackOfficeRead({ context, location }, (read) =>
      staffQueryOptions(staffOrderCall, { number: params.number }, read),
    )
  },
  component: OrderPaperRoute,
})

function OrderPaperRoute() {
  const { number, paper } = Route.useParams()
  const known = orderPapers.find((each) => each === paper)
  return known ? <OrderPaperPage number={number} paper={known} /> : null
}
