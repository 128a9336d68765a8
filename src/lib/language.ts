import { languageCookie, type Language } from '../contract/common'
import { localeInfo, type Locale } from '../i18n/locales'

/** The URL parameter that selects a language: `?lang=en|fa|ar`. */
export const languageParam = 'lang'

/** The API `lang` header value of a locale. */
export function apiLanguage(locale: Locale): Language {
  return localeInfo[locale].lang
}

/** Keeps the visitor's choice for a year, for the server to render their next page in it. */
export function storeLanguageChoice(locale: Locale): void {
  document.cookie = `${languageCookie}=${locale}; path=/; max-age=31536000; samesite=lax`
}

/**
 * The address (path, search and hash) with the visitor's chosen language in it (`?lang=`), or
 * undefined when it already names that language: every address a visitor with a choice opens
 * names it, so the address they share, reload or that a page gives as its canonical shows that
 * language.
 */
export function addressWithLanguage(
  href: string,
  chosen: Locale,
  origin: string,
): string | undefined {
  const url = new URL(href, origin)
  if (url.searchParams.get(languageParam) === chosen) return undefined
  url.searchParams.set(languageParam, chosen)
  return `${url.pathname}${url.search}${url.hash}`
}
