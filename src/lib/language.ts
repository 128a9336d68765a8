import type { Language } from '../contract/common'
import {
  languageCookie,
  languageCookieAttributes,
  languageParam,
  type Locale,
} from '../contract/language-rules'
import { localeInfo } from '../i18n/locales'

/** The API `lang` header value of a locale. */
export function apiLanguage(locale: Locale): Language {
  return localeInfo[locale].lang
}

/** Keeps the visitor's choice, for the server to render their next page in it. */
export function storeLanguageChoice(locale: Locale): void {
  const { path, maxAge, sameSite } = languageCookieAttributes
  document.cookie = `${languageCookie}=${locale}; path=${path}; max-age=${maxAge}; samesite=${sameSite}`
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
