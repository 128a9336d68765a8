import { createFileRoute } from '@tanstack/react-router'
import {
  BackOfficeLayout,
  BackOfficeNotFound,
} from '../../features/back-office/components/back-office-layout'
import { PagePreviewContext } from '../../features/back-office/pages/lib/page-preview-context'
import { CmsPage } from '../../features/cms/components/cms-page'
import { routeHead } from '../../lib/page-head'

/**
 * The back office, every screen under `/admin`: rendered in the browser only (the login lives on
 * the device), its screens in chunks of their own that a shopper's pages never load.
 */
export const Route = createFileRoute('/admin')({
  ssr: false,
  // The shop's header (its menu, language and way back to the shop), but not its footer nor, on a
  // phone, its bottom bar (cart, account): the back office is not a page of the shop.
  staticData: { layout: { header: true, footer: false, bottomBar: false } },
  // The role is read from the shop by a module of the back office's, loaded here.
  beforeLoad: async ({ context }) =>
    (await import('../../features/back-office/open-back-office')).openBackOffice(context),
  head: ({ match }) =>
    routeHead(match.context, { path: '/admin', screen: 'screen.backOffice', noindex: true }),
  notFoundComponent: BackOfficeNotFound,
  component: AdminLayout,
})

/** The back office, with the shop's own page renderer for the page editor's preview. */
function AdminLayout() {
  const { backOffice } = Route.useRouteContext()
  // No screen has the address: the layout's check never ran.
  if (!backOffice) return <BackOfficeNotFound />
  return (
    <PagePreviewContext value={(preview) => <CmsPage {...preview} />}>
      <BackOfficeLayout backOffice={backOffice} />
    </PagePreviewContext>
  )
}
