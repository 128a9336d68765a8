import { createFileRoute, redirect } from '@tanstack/react-router'
import { LockPage } from '../features/site-lock/components/lock-page'
import { routeHead } from '../lib/route-head'
import { readSitePass } from '../lib/site-pass'

export const Route = createFileRoute('/luck')({
  beforeLoad: ({ context }) => {
    // Nothing to unlock: an open shop, or a visitor who already has the pass.
    if (context.site && (context.site.setting.luck === 0 || readSitePass())) {
      throw redirect({ to: '/', replace: true })
    }
  },
  loader: () => ({ layout: { header: false, footer: false } }),
  head: ({ match }) => routeHead({ site: match.context.site, path: '/luck' }),
  component: LockPage,
})
