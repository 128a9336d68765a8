import { describe, expect, it } from 'vitest'
import { wholeNumber } from '../../src/contract/common'

describe('a whole number as a form sends it', () => {
  const stock = wholeNumber(0, 1_000_000)

  it('reads Persian and Arabic digits, spaces and thousands separators as typed', () => {
    expect(stock.parse('۱۲۳')).toBe(123)
    expect(stock.parse('١٢٣')).toBe(123)
    expect(stock.parse(' 12 ')).toBe(12)
    expect(stock.parse('۱۲٬۳۴۵')).toBe(12_345)
    expect(stock.parse('12,345')).toBe(12_345)
    expect(stock.parse(7)).toBe(7)
  })

  it('refuses what is not a whole number in its bounds', () => {
    for (const typed of ['12.5', '-1', '۱۲.۵', 'twelve', '', '1e3', '2000000', true, [3]]) {
      expect(stock.safeParse(typed).success, String(typed)).toBe(false)
    }
  })
})
