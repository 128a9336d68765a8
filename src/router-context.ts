import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from './contract/language-rules'

/** What every route reads: the request's (or the browser's) query client, language and origin. */
export interface RouterContext {
  queryClient: QueryClient
  /** The language the page is shown in: decided by the server, kept by the browser. */
  locale: Locale
  /** The visitor chose this language (`?lang=` or the cookie): the canonical address names it. */
  languageChosen: boolean
  /** The shop's public origin, for absolute addresses in head tags. */
  origin: string
}
