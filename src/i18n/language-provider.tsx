import { useCallback, useMemo, type ReactNode } from 'react'
import { LanguageContext, type LanguageState } from './language-context'
import { localeInfo, type Locale } from './locales'

interface LanguageProviderProps {
  /** The page's language (the router's context holds it). */
  locale: Locale
  /** Switches: the shop keeps the choice, puts it into the address and reloads the page's data in it. */
  onSwitch: (locale: Locale) => void
  children: ReactNode
}

/** Holds the shop's language and its formatting for everything below. */
export function LanguageProvider({ locale, onSwitch, children }: LanguageProviderProps) {
  const setLocale = useCallback((next: Locale) => onSwitch(next), [onSwitch])
  const language = useMemo<LanguageState>(
    () => ({ locale, lang: localeInfo[locale].lang, dir: localeInfo[locale].dir, setLocale }),
    [locale, setLocale],
  )
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}
