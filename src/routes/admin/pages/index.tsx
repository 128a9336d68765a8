import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { languages } from '../../../contract/common'
import { startBackOfficeRead } from '../../../features/back-office/open-back-office'
import { pageListQuery } from '../../../features/back-office/pages/api/page-queries'
import { PageListScreen } from '../../../features/back-office/pages/components/pages-screen'
import { apiLanguage } from '../../../lib/language'

export const Route = createFileRoute('/admin/pages/')({
  validateSearch: z.object({
    /** The language whose pages are listed; the page's own when none. */
    language: z.catch(z.optional(z.enum(languages)), undefined),
  }),
  loaderDeps: ({ search: { language } }) => ({ language }),
  loader: ({ context, deps, location }) =>
    startBackOfficeRead(
      { context, location },
      pageListQuery(deps.language ?? apiLanguage(context.locale)),
    ),
  component: PagesRoute,
})

function PagesRoute() {
  const { language } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageListScreen
      language={language}
      onLanguage={(chosen) => void navigate({ search: { language: chosen }, replace: true })}
    />
  )
}
