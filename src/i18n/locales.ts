import type { Language } from '../contract/common'
import type { Locale } from '../contract/language-rules'

export type Direction = 'ltr' | 'rtl'

export interface LocaleInfo {
  /** The API's `lang` header value. */
  lang: Language
  dir: Direction
  /**
   * BCP 47 tag handed to Intl: fa-IR for Persian digits and calendar; Arabic asks for its own
   * digits by name (`-u-nu-arab`), as plain `ar` now formats with Latin ones.
   */
  intlTag: string
  /** The language named in itself, for the language switcher. */
  name: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { lang: 'EN', dir: 'ltr', intlTag: 'en', name: 'English' },
  fa: { lang: 'FA', dir: 'rtl', intlTag: 'fa-IR', name: 'فارسی' },
  ar: { lang: 'AR', dir: 'rtl', intlTag: 'ar-u-nu-arab', name: 'العربية' },
}
