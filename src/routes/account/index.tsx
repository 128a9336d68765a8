import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { AccountScreen } from '../../features/account/components/account-screen'
import { OwnOrders } from '../../features/checkout/components/own-orders'
import { FavoriteList } from '../../features/favorites/components/favorite-list'
import { PushDevices } from '../../features/order-news/components/push-devices'
import { OwnReviews } from '../../features/reviews/components/own-reviews'
import { routeHead } from '../../lib/page-head'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/account/')({
  /** The page of favourites. */
  validateSearch: z.object({ page: pageParam }),
  head: ({ match }) =>
    routeHead(match.context, { path: '/account', screen: 'screen.account', noindex: true }),
  component: AccountRoute,
})

function AccountRoute() {
  const { page } = Route.useSearch()
  return (
    <AccountScreen
      ownSections={(token) => (
        <>
          <FavoriteList token={token} page={page ?? 1} />
          <OwnOrders token={token} />
          <PushDevices token={token} />
          <OwnReviews token={token} />
        </>
      )}
    />
  )
}
