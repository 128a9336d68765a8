/**
 * A text's Latin digits (a phone number, a postal code, a day) in the page's digits, as `number`
 * writes each: Persian digits among Persian words, Arabic ones among Arabic words.
 */
export const inPageDigits = (text: string, number: (value: number) => string): string =>
  text.replace(/[0-9]/g, (digit) => number(Number(digit)))
