import { createFileRoute, notFound } from '@tanstack/react-router'
import { editablePageCall } from '../../../../contract/back-office-pages'
import { languages } from '../../../../contract/common'
import { staffQueryOptions } from '../../../../features/back-office/api/staff-calls'
import { startBackOfficeRead } from '../../../../features/back-office/open-back-office'
import { PageEditorScreen } from '../../../../features/back-office/pages/components/pages-screen'

const languageOf = (lang: string) => languages.find((known) => known === lang)

/** A page's editor: `/admin/pages/FA/about`. */
export const Route = createFileRoute('/admin/pages/$lang/$slug')({
  loader: ({ context, params }) => {
    const lang = languageOf(params.lang)
    if (!lang) throw notFound()
    startBackOfficeRead(context, (read) =>
      staffQueryOptions(editablePageCall, { lang, slug: params.slug }, read),
    )
  },
  component: PageEditorRoute,
})

function PageEditorRoute() {
  const { lang, slug } = Route.useParams()
  const known = languageOf(lang)
  return known ? <PageEditorScreen lang={known} slug={slug} /> : null
}
