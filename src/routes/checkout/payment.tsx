import { createFileRoute } from '@tanstack/react-router'
import { PaymentScreen } from '../../features/checkout/components/payment-screen'
import { routeHead } from '../../lib/page-head'

export const Route = createFileRoute('/checkout/payment')({
  head: ({ match }) =>
    routeHead(match.context, {
      path: '/checkout/payment',
      screen: 'screen.payment',
      noindex: true,
    }),
  component: PaymentScreen,
})
