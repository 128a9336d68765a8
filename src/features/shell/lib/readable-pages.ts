import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../i18n/locales'

/** A page the visitor has seen: its data is in the saved cache, so it opens offline. */
export interface ReadablePage {
  /** Path and search, e.g. `/product/all?sort=cheapest`. */
  href: string
  title: string
  locale: Locale
  seenAt: number
}

/** The list lives in the query cache, so it is saved, aged and dropped with the data it names. */
export const readablePagesKey = ['shell', 'readable-pages'] as const

/** How many pages the offline screen offers, newest first. */
const readablePagesKept = 40

/** Pages of one visitor (their account, their basket) and the lock page are not offered. */
const personalPaths = /^\/(account|checkout|luck)(\/|$)/

export function rememberReadablePage(queryClient: QueryClient, page: ReadablePage): void {
  if (personalPaths.test(page.href)) return
  queryClient.setQueryData<ReadablePage[]>(readablePagesKey, (pages = []) =>
    [page, ...pages.filter((seen) => seen.href !== page.href || seen.locale !== page.locale)].slice(
      0,
      readablePagesKept,
    ),
  )
}

/** The pages seen in this language, following the list as the saved data arrives. */
export function useReadablePages(locale: Locale): ReadablePage[] {
  const { data = [] } = useQuery<ReadablePage[]>({ queryKey: readablePagesKey, queryFn: skipToken })
  return data.filter((page) => page.locale === locale)
}
