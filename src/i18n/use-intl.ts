import { useContext } from 'react'
import { shopIntl, type ShopIntl } from './intl'
import { IntlContext, LanguageContext, type LanguageState } from './language-context'
import { defaultLocale, localeInfo } from './locales'

/** The page's language; outside a `LanguageProvider` (tests of a lone part) the default one. */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext)
  if (state) return state
  return {
    locale: defaultLocale,
    lang: localeInfo[defaultLocale].lang,
    dir: localeInfo[defaultLocale].dir,
    setLocale: () => undefined,
  }
}

/** Messages and number, price and date formatting in the page's language. */
export function useIntl(): ShopIntl {
  return useContext(IntlContext) ?? shopIntl(defaultLocale)
}
