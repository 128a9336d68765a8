import { useContext } from 'react'
import type { FeatureMessages } from './define-messages'
import { shopIntl, type ShopIntl } from './intl'
import { LanguageContext, type LanguageState } from './language-context'
import { defaultLocale, localeInfo } from './locales'
import type { SharedMessageId } from './shop-messages'

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

/**
 * A feature's messages (and the shared ones) and number, price and date formatting in the
 * page's language.
 */
export function useIntl<Id extends string = never>(
  messages?: FeatureMessages<Id>,
): ShopIntl<Id | SharedMessageId> {
  return shopIntl(useLanguage().locale, messages)
}
