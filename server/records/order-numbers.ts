import { randomInt } from 'node:crypto'

/** Upper-case letters and digits without the look-alikes I, O, 0 and 1: 32^8, about 10^12 numbers. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const half = 4

/** A new order number, e.g. `K7QX-3MPA`: short enough to read out, too many to guess. */
export function newOrderNumber(): string {
  const pick = () => Array.from({ length: half }, () => alphabet[randomInt(alphabet.length)])
  return `${pick().join('')}-${pick().join('')}`
}

/** An order number as a buyer may type it (lower case, without the dash), as it is stored. */
export function orderNumberOf(text: string): string {
  const compact = text.toUpperCase().replace(/[\s-]/g, '')
  return compact.length === half * 2 ? `${compact.slice(0, half)}-${compact.slice(half)}` : compact
}
