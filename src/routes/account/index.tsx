import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { AccountScreen } from '../../features/account/components/account-screen'
import { OwnOrders } from '../../features/cart/components/own-orders'
import { OwnFeedback } from '../../features/feedback/components/own-feedback'
import { defaultUploadPath } from '../../lib/media'
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
  const { site } = Route.useRouteContext()
  return (
    <AccountScreen
      page={page ?? 1}
      uploadPath={site?.setting.upload_path ?? defaultUploadPath}
      ownSections={(token) => (
        <>
          <OwnOrders token={token} />
          <OwnFeedback token={token} />
        </>
      )}
    />
  )
}
