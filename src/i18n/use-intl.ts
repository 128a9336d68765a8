import { useContext } from 'react'
import { currentLocale, setCurrentLocale, storeLocale } from '../lib/language'
import { shopIntl, type ShopIntl } from './intl'
import { IntlContext, LanguageContext, type LanguageState } from './language-context'
import { localeInfo } from './locales'

/** The current language; outside a `LanguageProvider` (tests of a lone part) the module's language. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext)
  if (state) return state
  const locale = currentLocale()
  return {
    locale,
    lang: localeInfo[locale].lang,
    dir: localeInfo[locale].dir,
    setLocale: (next) => {
      storeLocale(next)
      setCurrentLocale(next)
    },
  }
}

/** Messages and number, price and date formatting in the current language. */
export function useIntl(): ShopIntl {
  return useContext(IntlContext) ?? shopIntl(currentLocale())
}
