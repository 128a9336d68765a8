import { createFileRoute, notFound } from '@tanstack/react-router'
import { startBackOfficeRead } from '../../../../features/back-office/open-back-office'
import {
  orderQuery,
  shopDetailsQuery,
} from '../../../../features/back-office/orders/api/order-queries'
import { OrderPaperPage } from '../../../../features/back-office/orders/components/orders-screen'
import { orderPapers } from '../../../../features/back-office/orders/components/order-papers'

/** An order's packing slip (`slip`) or invoice (`invoice`), to print. */
export const Route = createFileRoute('/admin/orders/$number/$paper')({
  loader: ({ context, params, location }) => {
    if (!orderPapers.some((paper) => paper === params.paper)) throw notFound()
    startBackOfficeRead({ context, location }, orderQuery(params.number))
    startBackOfficeRead({ context, location }, shopDetailsQuery())
  },
  component: OrderPaperRoute,
})

function OrderPaperRoute() {
  const { number, paper } = Route.useParams()
  const known = orderPapers.find((each) => each === paper)
  return known ? <OrderPaperPage number={number} paper={known} /> : null
}
