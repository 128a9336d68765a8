import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { OrderStatusScreen } from '../../features/checkout/components/order-status-screen'
import { OrderNewsButton } from '../../features/order-news/components/order-news-button'
import { routeHead } from '../../lib/page-head'

export const Route = createFileRoute('/checkout/status')({
  /** The order's number, as the payment step and the account page link to it. */
  validateSearch: z.object({
    number: z.optional(z.catch(z.string().check(z.trim(), z.maxLength(40)), '')),
  }),
  head: ({ match }) =>
    routeHead(match.context, { path: '/checkout/status', screen: 'screen.status', noindex: true }),
  component: StatusRoute,
})

function StatusRoute() {
  const { number } = Route.useSearch()
  return <OrderStatusScreen number={number ?? ''} orderNews={<OrderNewsButton />} />
}
