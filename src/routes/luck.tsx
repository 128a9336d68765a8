import { createFileRoute } from '@tanstack/react-router'
import { LockPage } from '../features/site-lock/components/lock-page'
import { routeHead } from '../lib/page-head'

// The server sends a visitor who has nothing to unlock (an open shop, or a pass) home.
export const Route = createFileRoute('/luck')({
  loader: () => ({ layout: { header: false, footer: false } }),
  head: ({ match }) => routeHead(match.context, { path: '/luck' }),
  component: LockPage,
})
