import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { languages } from '../../../contract/common'
import { PageListScreen } from '../../../features/back-office/pages/components/pages-screen'

export const Route = createFileRoute('/admin/pages/')({
  validateSearch: z.object({
    /** The language whose pages are listed; the page's own when none. */
    language: z.catch(z.optional(z.enum(languages)), undefined),
  }),
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
