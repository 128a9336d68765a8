import type { Language } from './common'

/** Locales the shop is written in, as addresses and the language cookie write them. */
export const locales = ['en', 'fa', 'ar'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** The address parameter that selects a language: `?lang=en|fa|ar`. */
export const languageParam = 'lang'

/** The cookie that keeps a visitor's chosen language (`en`, `fa`, `ar`), read by the server. */
export const languageCookie = 'lang'

/** How long the language cookie keeps a visitor's choice: a year. */
export const languageCookieMaxAgeSeconds = 365 * 86_400

/** The language cookie's attributes, the same whether the server or the browser writes it. */
export const languageCookieAttributes = {
  path: '/',
  maxAge: languageCookieMaxAgeSeconds,
  sameSite: 'lax',
} as const

/**
 * What a page request asks of the server about the language: a `?lang=` that differs from the
 * kept choice becomes the choice (the cookie is written); a kept choice that the address does not
 * name is put in the address (a redirect), so every address a visitor with a choice opens names it.
 */
export type LanguageChoiceStep =
  { kind: 'keep'; locale: Locale } | { kind: 'name'; address: string } | { kind: 'none' }

export function languageChoiceStep(url: URL, keptCookie: string | undefined): LanguageChoiceStep {
  const named = parseLocale(url.searchParams.get(languageParam))
  const kept = parseLocale(keptCookie)
  if (named && named !== kept) return { kind: 'keep', locale: named }
  if (named || !kept) return { kind: 'none' }
  const address = new URL(url)
  address.searchParams.set(languageParam, kept)
  return { kind: 'name', address: `${address.pathname}${address.search}` }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** `?lang=fa`, `FA` or `fa-IR` read as a locale; anything else is undefined. */
export function parseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined
  const short = value.trim().slice(0, 2).toLowerCase()
  return isLocale(short) ? short : undefined
}

/** The locale of the API's `lang` header value. */
export function localeForLanguage(lang: Language): Locale {
  return lang === 'FA' ? 'fa' : lang === 'AR' ? 'ar' : 'en'
}

/** The API's `lang` header value of a locale. */
export function languageForLocale(locale: Locale): Language {
  return locale.toUpperCase() as Language
}

/** A `lang` header (`EN`, `fa`...) as the language it names; undefined for one the shop lacks. */
export function parseLanguageHeader(value: string): Language | undefined {
  const locale = value.toLowerCase()
  return isLocale(locale) ? languageForLocale(locale) : undefined
}

/** One cookie's value from a `Cookie` header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/** The first of `Accept-Language`'s languages (by weight) that the shop speaks. */
export function acceptedLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag, weight: weight === undefined ? 1 : Number(weight), order }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  for (const { tag } of ranked) {
    const locale = parseLocale(tag)
    if (locale) return locale
  }
  return undefined
}

/** The language a visitor named: `?lang=` first, then the cookie their choice set. */
export function namedLocale(url: URL, cookieHeader: string | null | undefined): Locale | undefined {
  return (
    parseLocale(url.searchParams.get(languageParam)) ??
    parseLocale(cookieValue(cookieHeader, languageCookie))
  )
}

export interface PageLanguage {
  locale: Locale
  /** The visitor named it (`?lang=` or the cookie their choice set): addresses keep it. */
  chosen: boolean
}

/**
 * The language a page is rendered in: `?lang=`, then the `lang` cookie the visitor's choice
 * set, then the browser's `Accept-Language` among the shop's, then the shop's default.
 */
export function pageLanguage(
  url: URL,
  headers: { cookie: string | null; acceptLanguage: string | null },
  shopDefault: Locale = defaultLocale,
): PageLanguage {
  const named = namedLocale(url, headers.cookie)
  if (named) return { locale: named, chosen: true }
  return { locale: acceptedLocale(headers.acceptLanguage) ?? shopDefault, chosen: false }
}
