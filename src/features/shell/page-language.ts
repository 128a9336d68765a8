import { defaultLocale, parseLocale, type Locale } from '../../i18n/locales'
import { languageParam } from '../../lib/language'

export interface PageLanguage {
  locale: Locale
  /** The visitor named it (`?lang=` or the cookie their choice set): addresses keep it. */
  chosen: boolean
}

/** The first of `Accept-Language`'s languages (by weight) that the shop speaks. */
function acceptedLocale(header: string | null): Locale | undefined {
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

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
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
  const named =
    parseLocale(url.searchParams.get(languageParam)) ??
    parseLocale(cookieValue(headers.cookie, 'lang'))
  if (named) return { locale: named, chosen: true }
  return { locale: acceptedLocale(headers.acceptLanguage) ?? shopDefault, chosen: false }
}
