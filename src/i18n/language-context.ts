import { createContext } from 'react'
import type { Language } from '../contract/common'
import type { Direction } from './locales'
import type { Locale } from '../contract/language-rules'
import { defaultCurrency } from '../contract/currency'

export interface LanguageState {
  locale: Locale
  /** The API `lang` header value. */
  lang: Language
  dir: Direction
  /** Switches the shop's language, stores the choice and refetches the page in it. */
  setLocale: (locale: Locale) => void
}

export const LanguageContext = createContext<LanguageState | null>(null)

/** The shop's currency, as the server's settings name it: every amount is written in it. */
export const CurrencyContext = createContext<string>(defaultCurrency)
