import { createFileRoute } from '@tanstack/react-router'
import { BackOfficeRoute } from '../../features/back-office/components/back-office-route'
import { PagePreviewContext } from '../../features/back-office/pages/lib/page-preview-context'
import { CmsPage } from '../../features/cms/components/cms-page'
import { routeHead } from '../../lib/page-head'

/**
 * The back office, every screen under `/admin`: one route, so a shopper's pages carry nothing of
 * it; its screens load in chunks of their own (src/features/back-office/back-office-areas.ts).
 */
export const Route = createFileRoute('/admin/$')({
  // The shop's header (its menu, language and way back to the shop), but not its footer nor, on a
  // phone, its bottom bar (cart, account): the back office is not a page of the shop.
  loader: () => ({ layout: { header: true, footer: false, bottomBar: false } }),
  head: ({ match }) =>
    routeHead(match.context, { path: '/admin', screen: 'screen.backOffice', noindex: true }),
  component: AdminRoute,
})

/** The back office, with the shop's own page renderer for the page editor's preview. */
function AdminRoute() {
  return (
    <PagePreviewContext value={(preview) => <CmsPage {...preview} />}>
      <BackOfficeRoute />
    </PagePreviewContext>
  )
}
