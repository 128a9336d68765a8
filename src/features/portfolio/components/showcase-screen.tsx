import { useSuspenseQuery } from '@tanstack/react-query'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { showcaseListQueryOptions, type ShowcaseKind } from '../api/portfolio'
import { ShowcaseList } from './showcase-list'

const titles = { services: 'screen.services', projects: 'screen.projects' } as const

/** The page of the shop's services or of its projects. */
export function ShowcaseScreen({ kind }: { kind: ShowcaseKind }) {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const { data } = useSuspenseQuery(showcaseListQueryOptions(kind, lang))
  return <ShowcaseList title={t(titles[kind])} items={data.data} />
}
