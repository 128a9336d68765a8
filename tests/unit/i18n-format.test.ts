import { describe, expect, it } from 'vitest'
import { shopIntl } from '../../src/i18n/intl'

const en = shopIntl('en')
const fa = shopIntl('fa')
const ar = shopIntl('ar')
const now = Date.UTC(2025, 2, 10, 12, 0, 0)
const ago = (seconds: number) => now - seconds * 1000

describe('number and price formatting', () => {
  it('groups thousands in English', () => {
    expect(en.number(1234567)).toBe('1,234,567')
    expect(en.price(2450000)).toBe('2,450,000 Toman')
    expect(en.price(1999.6)).toBe('2,000 Toman')
  })

  it('writes Persian digits and separators in Persian', () => {
    expect(fa.number(1234567)).toBe('۱٬۲۳۴٬۵۶۷')
    expect(fa.price(2450000)).toBe('۲٬۴۵۰٬۰۰۰ تومان')
  })

  it('writes Arabic-Indic digits and separators in Arabic', () => {
    expect(ar.number(1234567)).toBe('١٬٢٣٤٬٥٦٧')
    expect(ar.price(4550000)).toBe('٤٬٥٥٠٬٠٠٠ تومان')
  })
})

describe('codes', () => {
  it('write a phone, postal code or order number in the locale’s digits, nothing grouped', () => {
    expect(en.code('09121234567')).toBe('09121234567')
    expect(fa.code('09121234567')).toBe('۰۹۱۲۱۲۳۴۵۶۷')
    expect(ar.code('+98 912 123')).toBe('+٩٨ ٩١٢ ١٢٣')
    expect(fa.code('K7QX-3MPA')).toBe('K۷QX-۳MPA')
    expect(fa.code('')).toBe('')
  })
})

describe('amounts in the shop’s currency', () => {
  it('writes the toman (IRT, which Intl does not know) by name after the amount', () => {
    expect(shopIntl('en', undefined, 'IRT').price(17_800_000)).toBe('17,800,000 Toman')
    expect(shopIntl('fa', undefined, 'IRT').price(17_800_000)).toBe('۱۷٬۸۰۰٬۰۰۰ تومان')
    expect(shopIntl('ar', undefined, 'IRT').price(17_800_000)).toBe('١٧٬٨٠٠٬٠٠٠ تومان')
  })

  it('writes an ISO 4217 currency as Intl writes it in the locale', () => {
    expect(shopIntl('en', undefined, 'EUR').price(1234.5)).toBe('€1,234.50')
    expect(shopIntl('en', undefined, 'USD').price(1234.5)).toBe('$1,234.50')
    expect(shopIntl('fa', undefined, 'EUR').price(1234.5)).toBe(
      new Intl.NumberFormat('fa-IR', { style: 'currency', currency: 'EUR' }).format(1234.5),
    )
    expect(shopIntl('fa', undefined, 'EUR').price(1234.5)).toContain('۱٬۲۳۴٫۵۰')
    expect(shopIntl('ar', undefined, 'USD').price(1234.5)).toContain('١٬٢٣٤٫٥٠')
  })

  it('writes the rial (IRR) as Intl does, not as the toman', () => {
    const rials = shopIntl('en', undefined, 'IRR').price(17_800_000)
    expect(rials).toContain('IRR')
    expect(rials).toContain('17,800,000')
    expect(rials).not.toContain('Toman')
  })
})

describe('relative time', () => {
  it("reads 'a moment ago' under 29 seconds in every locale", () => {
    expect(en.relativeTime(ago(0), now)).toBe('a moment ago')
    expect(en.relativeTime(ago(28), now)).toBe('a moment ago')
    expect(fa.relativeTime(ago(10), now)).toBe('لحظاتی پیش')
    expect(ar.relativeTime(ago(10), now)).toBe('قبل لحظات')
  })

  it('counts seconds, minutes, hours, days, months and years', () => {
    expect(en.relativeTime(ago(29), now)).toBe('29 seconds ago')
    expect(en.relativeTime(ago(5 * 60), now)).toBe('5 minutes ago')
    expect(en.relativeTime(ago(3 * 3600), now)).toBe('3 hours ago')
    expect(en.relativeTime(ago(2 * 86400), now)).toBe('2 days ago')
    expect(en.relativeTime(ago(65 * 86400), now)).toBe('2 months ago')
    expect(en.relativeTime(ago(800 * 86400), now)).toBe('2 years ago')
  })

  it('says it in Persian with Persian digits', () => {
    expect(fa.relativeTime(ago(5 * 60), now)).toBe('۵ دقیقه پیش')
    expect(fa.relativeTime(ago(2 * 86400), now)).toBe('۲ روز پیش')
    expect(fa.relativeTime(ago(800 * 86400), now)).toBe('۲ سال پیش')
  })

  it('reads SQL and ISO times', () => {
    expect(en.relativeTime('2025-03-10 11:00:00Z', now)).toBe('1 hour ago')
    expect(en.relativeTime(new Date(ago(120)).toISOString(), now)).toBe('2 minutes ago')
    expect(en.relativeTime('not a time', now)).toBe('')
  })
})

describe('dates and messages', () => {
  it('writes dates in the Persian calendar with Persian digits', () => {
    expect(en.date(now)).toBe('Mar 10, 2025')
    expect(fa.date(now)).toMatch(/۱۴۰۳/)
  })

  it('fills plural messages with localized numbers', () => {
    expect(en.t('screen.itemCount', { count: 1 })).toBe('1 item')
    expect(en.t('screen.itemCount', { count: 1200 })).toBe('1,200 items')
    expect(fa.t('screen.itemCount', { count: 3 })).toBe('۳ کالا')
  })
})
