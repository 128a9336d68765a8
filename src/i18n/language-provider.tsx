import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
  type ReactNode,
} from 'react'
import { applyLocaleToDocument, setCurrentLocale, storeLocale } from '../lib/language'
import { shopIntl } from './intl'
import { IntlContext, LanguageContext, type LanguageState } from './language-context'
import { localeInfo, type Locale } from './locales'

interface LanguageProviderProps {
  initialLocale: Locale
  /**
   * Runs after a switch: the shop puts the language into the address and reloads the route's
   * data in it.
   */
  onSwitch?: (locale: Locale) => void
  children: ReactNode
}

/** Holds the shop's language and its formatting for everything below. */
export function LanguageProvider({ initialLocale, onSwitch, children }: LanguageProviderProps) {
  const [locale, setLocaleState] = useState(initialLocale)
  const [, startTransition] = useTransition()

  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next)
      setCurrentLocale(next)
      // A transition keeps the page in the old language until the new one's data is there.
      startTransition(() => setLocaleState(next))
      onSwitch?.(next)
    },
    [onSwitch],
  )

  useLayoutEffect(() => applyLocaleToDocument(locale), [locale])

  const language = useMemo<LanguageState>(
    () => ({ locale, lang: localeInfo[locale].lang, dir: localeInfo[locale].dir, setLocale }),
    [locale, setLocale],
  )
  return (
    <LanguageContext.Provider value={language}>
      <IntlContext.Provider value={shopIntl(locale)}>{children}</IntlContext.Provider>
    </LanguageContext.Provider>
  )
}
