import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { privatePage } from '../../../../sw/saved-copy-names'
import type { Locale } from '../../../contract/language-rules'
import { deviceOwnRoot } from '../../../api/shared-query-keys'

/** A page the visitor has seen: its data is in the saved cache, so it opens offline. */
export interface ReadablePage {
  /** Path and search, e.g. `/product/all?sort=price+ASC`. */
  href: string
  title: string
  locale: Locale
  seenAt: number
}

/**
 * Each page seen is an entry of the query cache of its own: it is saved, aged and dropped with
 * the data it names, and saved copies merge entry by entry.
 */
const readablePageKey = [deviceOwnRoot, 'readable-page'] as const

/** How many pages the offline screen offers, newest first. */
const readablePagesShown = 40

export function rememberReadablePage(queryClient: QueryClient, page: ReadablePage): void {
  // A visitor's own pages are not offered.
  if (privatePage.test(page.href)) return
  queryClient.setQueryData<ReadablePage>([...readablePageKey, page.locale, page.href], page)
}

/** The pages seen in this language, newest first, following the saved data as it arrives. */
export function useReadablePages(locale: Locale): ReadablePage[] {
  const queryClient = useQueryClient()
  const [, changed] = useReducer((count: number) => count + 1, 0)
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'removed') changed()
      }),
    [queryClient],
  )
  return queryClient
    .getQueriesData<ReadablePage>({ queryKey: [...readablePageKey, locale] })
    .flatMap(([, page]) => (page ? [page] : []))
    .sort((a, b) => b.seenAt - a.seenAt)
    .slice(0, readablePagesShown)
}
