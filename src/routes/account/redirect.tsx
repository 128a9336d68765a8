import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginRedirect } from '../../features/account/components/login-redirect'
import { routeHead } from '../../lib/page-head'
import { returnPathParam } from '../../lib/search-params'

/** Where a visitor with a valid login lands: on to the page they wanted, else the account. */
export const Route = createFileRoute('/account/redirect')({
  validateSearch: z.object({ redirect: returnPathParam }),
  head: ({ match }) =>
    routeHead(match.context, {
      path: '/account/redirect',
      screen: 'screen.redirect',
      noindex: true,
    }),
  component: RedirectRoute,
})

function RedirectRoute() {
  const { redirect } = Route.useSearch()
  return <LoginRedirect redirect={redirect} />
}
