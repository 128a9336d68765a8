import { createFileRoute } from '@tanstack/react-router'
import { CartScreen } from '../../features/checkout/components/cart-screen'
import { routeHead } from '../../lib/page-head'

export const Route = createFileRoute('/checkout/cart')({
  head: ({ match }) =>
    routeHead(match.context, { path: '/checkout/cart', screen: 'screen.cart', noindex: true }),
  component: CartRoute,
})

function CartRoute() {
  return <CartScreen />
}
