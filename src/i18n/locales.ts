import type { Language } from '../contract/common'

/** Locales the shop is written in. */
export const locales = ['en', 'fa', 'ar'] as const
export type Locale = (typeof locales)[number]
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

export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** `?lang=fa`, `FA` or `fa-IR` read as a locale; anything else is undefined. */
export function parseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined
  const short = value.trim().slice(0, 2).toLowerCase()
  return isLocale(short) ? short : undefined
}

export function localeForLanguage(lang: Language): Locale {
  return lang === 'FA' ? 'fa' : lang === 'AR' ? 'ar' : 'en'
}
