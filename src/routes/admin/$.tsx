import { createFileRoute } from '@tanstack/react-router'
import { BackOfficeRoute } from '../../features/back-office/components/back-office-route'
import { routeHead } from '../../lib/page-head'

/**
 * The back office, every screen under `/admin`: one route, so a shopper's pages carry nothing of
 * it; its screens load in chunks of their own (src/features/back-office/back-office-areas.ts).
 */
export const Route = createFileRoute('/admin/$')({
  head: ({ match }) =>
    routeHead(match.context, { path: '/admin', screen: 'screen.backOffice', noindex: true }),
  component: BackOfficeRoute,
})
