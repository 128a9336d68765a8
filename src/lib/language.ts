import type { Language } from '../contract/common'
import { defaultLocale, localeInfo, parseLocale, type Locale } from '../i18n/locales'
import { preloadFontForLanguage } from '../theme/fonts/persian-arabic-font'
import { readStored, writeStored } from './storage'

const storageKey = 'lang'
/** The URL parameter that selects a language: `?lang=en|fa|ar`. */
export const languageParam = 'lang'

let current: Locale = parseLocale(readStored(storageKey)) ?? defaultLocale

/** The language the shop shows now; route loaders and query factories read it. */
export function currentLocale(): Locale {
  return current
}

/** The API `lang` header value of the current language. */
export function currentLanguage(): Language {
  return localeInfo[current].lang
}

/** Makes `locale` the current language (without storing it as the visitor's choice). */
export function setCurrentLocale(locale: Locale): void {
  current = locale
}

/** The language the visitor chose earlier on this device. */
export function storedLocale(): Locale | undefined {
  return parseLocale(readStored(storageKey))
}

export function storeLocale(locale: Locale): void {
  writeStored(storageKey, locale)
}

/** The `?lang=` of a URL's search part, when it names a language. */
export function urlLocale(search: string): Locale | undefined {
  return parseLocale(new URLSearchParams(search).get(languageParam))
}

/**
 * The language a visit starts in. A `?lang=` link wins, so each language has a URL that can be
 * shared and indexed (hreflang); then the visitor's stored choice; then the shop's default.
 */
export function startLocale(sources: {
  url?: Locale
  stored?: Locale
  siteDefault?: Locale
}): Locale {
  return sources.url ?? sources.stored ?? sources.siteDefault ?? defaultLocale
}

/**
 * The address (path, search and hash) with the visitor's chosen language in it (`?lang=`), or undefined when it already
 * names that language or the visitor has not chosen one: every address a visitor with a choice
 * opens names it, so the address they share, reload or that a page gives as its canonical
 * shows that language.
 */
export function addressWithLanguage(href: string, chosen: Locale | undefined): string | undefined {
  if (!chosen) return undefined
  const url = new URL(href, window.location.origin)
  if (url.searchParams.get(languageParam) === chosen) return undefined
  url.searchParams.set(languageParam, chosen)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Sets `lang` and `dir` on `<html>` so the browser, fonts and Chakra follow the language. */
export function applyLocaleToDocument(locale: Locale): void {
  const root = document.documentElement
  root.lang = locale
  root.dir = localeInfo[locale].dir
  preloadFontForLanguage(locale)
}
