import { createFileRoute, notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { languages } from '../../../../contract/common'
import { startBackOfficeRead } from '../../../../features/back-office/open-back-office'
import { editablePageQuery } from '../../../../features/back-office/pages/api/page-queries'
import { PageEditorScreen } from '../../../../features/back-office/pages/components/pages-screen'

const languageOf = (lang: string) => languages.find((known) => known === lang)

/**
 * A page's editor: `/admin/pages/FA/about`; `?from=EN` opens a copy of the English page where the
 * page is not made in this language yet.
 */
export const Route = createFileRoute('/admin/pages/$lang/$slug')({
  validateSearch: z.object({
    from: z.catch(z.optional(z.enum(languages)), undefined),
  }),
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, params, deps, location }) => {
    const lang = languageOf(params.lang)
    if (!lang) throw notFound()
    for (const read of [lang, ...(deps.from ? [deps.from] : [])]) {
      startBackOfficeRead({ context, location }, editablePageQuery(read, params.slug))
    }
  },
  component: PageEditorRoute,
})

function PageEditorRoute() {
  const { lang, slug } = Route.useParams()
  const { from } = Route.useSearch()
  const known = languageOf(lang)
  return known ? <PageEditorScreen lang={known} slug={slug} from={from} /> : null
}
