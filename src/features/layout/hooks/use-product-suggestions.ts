import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ProductSuggestion } from '../../../contract/catalogue'
import type { Language } from '../../../contract/common'
import { searchTextOf } from '../../../contract/product-search-text'
import { useLanguage } from '../../../i18n/use-intl'

/** The read of what a text suggests, in a language: the catalogue's, given by the app. */
export type SuggestionsRead = (
  lang: Language,
  text: string,
) => UseQueryOptions<SuggestionsAnswer, Error, SuggestionsAnswer, string[]>

interface SuggestionsAnswer {
  products: ProductSuggestion[]
}

/** How long typing may pause before the suggestions follow the text. */
const suggestPauseMs = 200

/**
 * The products suggested for a search box's text, once typing pauses and the text is long
 * enough to search. `settled` once the suggestions are those of the current text.
 */
export function useProductSuggestions(read: SuggestionsRead, text: string) {
  const { lang } = useLanguage()
  const wanted = searchTextOf(text)
  const [asked, setAsked] = useState(wanted)
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), suggestPauseMs)
    return () => clearTimeout(timer)
  }, [wanted])
  const query = useQuery({
    ...read(lang, asked),
    enabled: asked !== '',
    // The list keeps the last text's suggestions while the next text's come.
    placeholderData: keepPreviousData,
  })
  const current = wanted !== '' && asked === wanted
  return {
    products: wanted !== '' ? (query.data?.products ?? []) : [],
    settled: current && query.isSuccess && !query.isPlaceholderData,
  }
}
