import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import {
  sectionContentCall,
  sectionContentDefaultLimit,
  sectionSources,
} from '../../../contract/content'

export type SectionSource = (typeof sectionSources)[number]

/** A section's configured source, or the latest posts when it names none the API knows. */
export function sectionSourceOf(source: string): SectionSource {
  return (sectionSources as readonly string[]).includes(source) ? (source as SectionSource) : 'blog'
}

/** Content cards of a section source (latest or most viewed blog posts). */
export const sectionContentQueryOptions = (
  lang: Language,
  method: SectionSource,
  limit = sectionContentDefaultLimit,
) =>
  queryOptions({
    queryKey: ['cms', 'section-content', method, limit, lang],
    queryFn: ({ signal }) => callApi(sectionContentCall, { method, limit }, { lang, signal }),
    // Cards that came with the page a minute ago need no second request.
    staleTime: 60_000,
  })
