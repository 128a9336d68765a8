import { use, useContext } from 'react'
import type { FeatureMessages } from './define-messages'
import { shopIntl, type ShopIntl } from './intl'
import { CurrencyContext, LanguageContext, type LanguageState } from './language-context'
import { localeInfo } from './locales'
import { defaultLocale } from '../contract/language-rules'
import { messagesLoading } from './message-loading'
import { shopMessages, type SharedMessageId } from './shop-messages'

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
 * page's language, amounts in the shop's currency. Messages not loaded yet in that language (a switch to another one) suspend
 * the part until they are: a switch keeps the old language on screen meanwhile.
 */
export function useIntl<Id extends string = never>(
  messages?: FeatureMessages<Id>,
): ShopIntl<Id | SharedMessageId> {
  const { locale } = useLanguage()
  const currency = useContext(CurrencyContext)
  const loading = messagesLoading(locale, messages ? [shopMessages, messages] : [shopMessages])
  if (loading) use(loading)
  return shopIntl(locale, messages, currency)
}
