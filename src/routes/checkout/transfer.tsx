import { createFileRoute } from '@tanstack/react-router'
import { DeliveryScreen } from '../../features/checkout/components/delivery-screen'
import { routeHead } from '../../lib/page-head'

export const Route = createFileRoute('/checkout/transfer')({
  head: ({ match }) =>
    routeHead(match.context, {
      path: '/checkout/transfer',
      screen: 'screen.transfer',
      noindex: true,
    }),
  component: DeliveryScreen,
})
