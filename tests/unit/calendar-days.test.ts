import { describe, expect, it } from 'vitest'
import { jalaliDay, typedDay } from '../../src/lib/calendar-days'

describe('a day typed in the back office', () => {
  it('reads a Jalali day in any digits and separators as the Gregorian day it is', () => {
    expect(typedDay('۱۴۰۵/۰۹/۰۷')).toBe('2026-11-28')
    expect(typedDay('1405-9-7')).toBe('2026-11-28')
    expect(typedDay(' ١٤٠٥.٠٩.٠٧ ')).toBe('2026-11-28')
    // Nowruz, and the last day of a leap year's Esfand.
    expect(typedDay('1405/01/01')).toBe('2026-03-21')
    expect(typedDay('1403/12/30')).toBe('2025-03-20')
  })

  it('reads a Gregorian day from the year 1900 on', () => {
    expect(typedDay('2026-11-28')).toBe('2026-11-28')
    expect(typedDay('۲۰۲۶/۱۱/۲۸')).toBe('2026-11-28')
  })

  it('names no day for what is not one', () => {
    for (const text of ['', '1405/13/01', '1404/12/30', '2026-02-30', '28/11/2026', 'tomorrow']) {
      expect(typedDay(text), text).toBeUndefined()
    }
  })

  it('writes a day as its Jalali year/month/day', () => {
    expect(jalaliDay('2026-11-28')).toBe('1405/09/07')
    expect(jalaliDay('2026-03-21')).toBe('1405/01/01')
  })
})
