import { LocaleProvider } from '@chakra-ui/react/locale'
import type { ReactNode } from 'react'
import { LanguageProvider } from '../../../i18n/language-provider'
import { localeInfo } from '../../../i18n/locales'
import type { Locale } from '../../../contract/language-rules'

interface ShopProvidersProps {
  locale: Locale
  onLanguageSwitch: (locale: Locale) => void
  children: ReactNode
}

/** The language, its messages and formatting, and the direction Chakra's parts follow. */
export function ShopProviders({ locale, onLanguageSwitch, children }: ShopProvidersProps) {
  return (
    <LanguageProvider locale={locale} onSwitch={onLanguageSwitch}>
      <LocaleProvider locale={localeInfo[locale].intlTag}>{children}</LocaleProvider>
    </LanguageProvider>
  )
}
