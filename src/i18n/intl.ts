import {
  createFormatters,
  createIntlCache,
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatMessage,
  formatNumber,
  formatRelativeTime,
} from '@formatjs/intl'
import { IntlMessageFormat } from 'intl-messageformat'
import type { FeatureMessages } from './define-messages'
import { localeInfo } from './locales'
import type { Locale } from '../contract/language-rules'
import { messageSet } from './message-loading'
import { defaultCurrency, toman } from '../contract/currency'
import { shopMessages, type SharedMessageId } from './shop-messages'

type MessageValues = Record<string, string | number | boolean | Date | null | undefined>
type DateInput = Date | number | string

/**
 * The shop's formatting in one locale: a feature's messages (and the shared ones), numbers,
 * prices, dates, relative times.
 */
export interface ShopIntl<Id extends string = SharedMessageId> {
  locale: Locale
  /** A message; ICU arguments (`{count, plural, ...}`) are filled from `values`. */
  t: (id: Id, values?: MessageValues) => string
  /** A number with the locale's digits and thousands separators. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string
  /**
   * A code as stored (a phone, a postal code, an order or tracking number) with the locale's
   * digits and nothing grouped: '0912 345' is '۰۹۱۲ ۳۴۵' in Persian; its letters stay as they are.
   */
  code: (text: string) => string
  /** An amount in the shop's currency, as the locale writes money ('2,450,000 Toman', '€12.50'). */
  price: (value: number) => string
  /** A day (default: medium date, e.g. 'Mar 5, 2025'; the Persian calendar in fa). */
  date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string
  /** 'a moment ago' under 29 seconds, then seconds, minutes, hours, days, months or years. */
  relativeTime: (value: DateInput, now?: number) => string
}

// The shop's three locales are always there: a message format need not look its locale up
// among every locale Intl supports, which costs a phone tens of milliseconds at its first message.
IntlMessageFormat.resolveLocale = () => undefined

/**
 * Intl loads a locale's data when first asked: the app's start asks for it in steps of their
 * own (one task each), so no step of the page's hydration pays for it.
 */
export function intlWarmUps(locale: Locale): Array<() => void> {
  const tag = localeInfo[locale].intlTag
  return [
    () => new Intl.Locale(tag).maximize(),
    () => new Intl.NumberFormat(tag).format(0),
    () => new Intl.PluralRules(tag).select(0),
    () => new Intl.DateTimeFormat(tag).format(0),
  ]
}

const cache = createIntlCache()
const formatters = createFormatters(cache)
/** Each feature's formatting per locale, made once and reused. */
const made = new WeakMap<FeatureMessages, Map<string, ShopIntl<string>>>()

/** Under this many seconds a time reads 'a moment ago'. */
export const momentSeconds = 29

const relativeSteps: Array<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
]

function toMs(value: DateInput): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  // 'YYYY-MM-DD HH:MM:SS' (SQL) is read as an ISO time.
  return Date.parse(/^\d{4}-\d\d-\d\d \d/.test(value) ? value.replace(' ', 'T') : value)
}

/**
 * The formatting of a locale, with a feature's messages besides the shared ones (their sets of
 * that locale must be loaded, see `useIntl`) and amounts in `currency` ('IRT' or ISO 4217).
 */
export function shopIntl<Id extends string = never>(
  locale: Locale,
  messages?: FeatureMessages<Id>,
  currency: string = defaultCurrency,
): ShopIntl<Id | SharedMessageId> {
  const catalogue: FeatureMessages = messages ?? shopMessages
  let byLocale = made.get(catalogue)
  if (!byLocale) made.set(catalogue, (byLocale = new Map()))
  const key = `${locale} ${currency}`
  const existing = byLocale.get(key)
  if (existing) return existing
  // FormatJS's formatting with the shop's settings. Its createIntl is not used: it asks Intl for
  // the list of every locale it supports, which costs a slow phone tens of milliseconds, to
  // warn of a locale it lacks, and the shop's three are always there.
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale: localeInfo[locale].intlTag,
    defaultLocale: localeInfo.en.intlTag,
    // Parsed by the build: the shipped app carries no ICU parser.
    messages: {
      ...messageSet(shopMessages, locale),
      ...(messages && messageSet(messages, locale)),
    },
  }
  const message = (id: string, values?: MessageValues) =>
    String(formatMessage(config, formatters, { id }, values as never))
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    formatNumber(config, formatters.getNumberFormat, value, options)
  let digits: string[] | undefined
  const shop: ShopIntl<string> = {
    locale,
    t: message,
    number,
    code: (text) => {
      digits ??= Array.from({ length: 10 }, (_, digit) => number(digit))
      return text.replace(/[0-9]/g, (digit) => digits![Number(digit)]!)
    },
    price: (value) => {
      if (currency !== toman) return number(value, { style: 'currency', currency })
      // Intl knows no toman: the rial written out by name, with the toman's name in its place,
      // puts the unit where the locale puts a currency's name.
      return formatters
        .getNumberFormat(config.locale, {
          style: 'currency',
          currency: 'IRR',
          currencyDisplay: 'name',
          maximumFractionDigits: 0,
        })
        .formatToParts(value)
        .map((part) => (part.type === 'currency' ? message('money.toman') : part.value))
        .join('')
    },
    date: (value, options = { dateStyle: 'medium' }) => {
      const ms = toMs(value)
      return Number.isNaN(ms) ? '' : formatDate(config, formatters.getDateTimeFormat, ms, options)
    },
    relativeTime: (value, now = Date.now()) => {
      const ms = toMs(value)
      if (Number.isNaN(ms)) return ''
      const seconds = Math.round((ms - now) / 1000)
      const size = Math.abs(seconds)
      if (size < momentSeconds) return message('time.moment')
      const step = relativeSteps.find((s) => size >= s.seconds) ?? relativeSteps.at(-1)!
      return formatRelativeTime(
        config,
        formatters.getRelativeTimeFormat,
        Math.trunc(seconds / step.seconds),
        step.unit,
        { numeric: 'always' },
      )
    },
  }
  byLocale.set(key, shop)
  return shop
}
