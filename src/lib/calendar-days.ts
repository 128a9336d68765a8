import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js'
import { asciiDigits } from '../contract/common'

/** A calendar day as the shop's API takes it: `YYYY-MM-DD`. */
export type IsoDay = string

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Whether a Gregorian day exists (2026-02-30 does not). */
function gregorianExists(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/**
 * The day a person typed, in any digits and with `/`, `-`, `.` or spaces between year, month and
 * day: a Jalali (solar Hijri) day such as ۱۴۰۵/۰۹/۰۷, or a Gregorian one such as 2026-11-28 (a
 * year from 1900 on). Undefined when it names no day.
 */
export function typedDay(text: string): IsoDay | undefined {
  const parts = /^(\d{4})[/\-.\s]+(\d{1,2})[/\-.\s]+(\d{1,2})$/.exec(asciiDigits(text).trim())
  if (!parts) return undefined
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number]
  if (year >= 1900) {
    return gregorianExists(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined
  }
  if (!isValidJalaaliDate(year, month, day)) return undefined
  const { gy, gm, gd } = toGregorian(year, month, day)
  return `${pad(gy, 4)}-${pad(gm)}-${pad(gd)}`
}

/** A day of the API's as a Persian reader writes it: its Jalali year/month/day, in Latin digits. */
export function jalaliDay(day: IsoDay): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const { jy, jm, jd } = toJalaali(year, month, date)
  return `${pad(jy, 4)}/${pad(jm)}/${pad(jd)}`
}
