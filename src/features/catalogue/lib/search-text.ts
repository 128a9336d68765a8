import { asciiDigits } from '../../../contract/common'

/** Arabic diacritics (harakat, tanwin, shadda, sukun, superscript alef, Quranic marks) and tatweel. */
const marks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g
/** Zero-width joiners and non-joiners, and direction marks: written or not, the word is the same. */
const invisible = /[\u200B-\u200F\u2066-\u2069\uFEFF]/g

const sameLetters: [RegExp, string][] = [
  // Arabic yeh and alef maksura are Persian yeh; Arabic kaf is Persian keheh.
  [/[\u064A\u0649]/g, '\u06CC'],
  [/\u0643/g, '\u06A9'],
  // Alef with hamza or madda, and alef wasla, are alef; teh marbuta is heh; hamza seats.
  [/[\u0622\u0623\u0625\u0671]/g, '\u0627'],
  [/\u0629/g, '\u0647'],
  [/\u0624/g, '\u0648'],
  [/\u0626/g, '\u06CC'],
]

/**
 * Text as the device's own search compares it: Persian and Arabic spellings of a letter alike,
 * without diacritics or zero-width characters, Persian and Arabic digits as Latin ones, lower case.
 */
export function searchableText(text: string): string {
  let plain = text.normalize('NFKC').replace(marks, '').replace(invisible, '')
  for (const [letters, letter] of sameLetters) plain = plain.replace(letters, letter)
  return asciiDigits(plain).toLowerCase()
}
