import { LocaleProvider } from '@chakra-ui/react/locale'
import type { ReactNode } from 'react'
import { LanguageProvider } from '../../../i18n/language-provider'
import { localeInfo, type Locale } from '../../../i18n/locales'
import { useLanguage } from '../../../i18n/use-intl'

function ChakraLocale({ children }: { children: ReactNode }) {
  const { locale } = useLanguage()
  return <LocaleProvider locale={localeInfo[locale].intlTag}>{children}</LocaleProvider>
}

interface ShopProvidersProps {
  initialLocale: Locale
  onLanguageSwitch: (locale: Locale) => void
  children: ReactNode
}

/** The language, its messages and formatting, and the direction Chakra's parts follow. */
export function ShopProviders({ initialLocale, onLanguageSwitch, children }: ShopProvidersProps) {
  return (
    <LanguageProvider initialLocale={initialLocale} onSwitch={onLanguageSwitch}>
      <ChakraLocale>{children}</ChakraLocale>
    </LanguageProvider>
  )
}
