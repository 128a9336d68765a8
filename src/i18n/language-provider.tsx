import { useCallback, useMemo, type ReactNode } from 'react'
import { LanguageContext, type LanguageState } from './language-context'
import { localeInfo } from './locales'
import type { Locale } from '../contract/language-rules'
import { loadPageMessages } from './message-loading'

interface LanguageProviderProps {
  /** The page's language (the router's context holds it). */
  locale: Locale
  /** Switches: the shop keeps the choice, puts it into the address and reloads the page's data in it. */
  onSwitch: (locale: Locale) => void
  children: ReactNode
}

/** Holds the shop's language and its formatting for everything below. */
export function LanguageProvider({ locale, onSwitch, children }: LanguageProviderProps) {
  // The page switches once the new language's messages are in; until then it shows the old one.
  const setLocale = useCallback(
    (next: Locale) =>
      void loadPageMessages(next).then(
        () => onSwitch(next),
        () => undefined,
      ),
    [onSwitch],
  )
  const language = useMemo<LanguageState>(
    () => ({ locale, lang: localeInfo[locale].lang, dir: localeInfo[locale].dir, setLocale }),
    [locale, setLocale],
  )
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}
