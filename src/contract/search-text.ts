import { asciiDigits } from './common'

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
 * Text as a search compares it, the shop's and the device's alike: Persian and Arabic spellings of
 * a letter alike, without diacritics or zero-width characters, Persian and Arabic digits as Latin
 * ones, lower case. The shop indexes its products' words through it and reads each query through
 * it, so a word finds the same products online and offline.
 */
export function searchableText(text: string): string {
  let plain = text.normalize('NFKC').replace(marks, '').replace(invisible, '')
  for (const [letters, letter] of sameLetters) plain = plain.replace(letters, letter)
  return asciiDigits(plain).toLowerCase()
}

/** Anything but a letter, a mark or a digit ends a word. */
const betweenWords = /[^\p{L}\p{M}\p{N}]+/u

/** The words of a text as a search compares them (`searchableText`), in their order. */
export function searchWords(text: string): string[] {
  return searchableText(text).split(betweenWords).filter(Boolean)
}

/**
 * The words a name is found by (a title, a model, an option's): its words, and each two
 * neighbours written as one, so that "hair dryer" is also found as "hairdryer" (and, one letter
 * off, "hairdrier").
 */
export function searchTerms(text: string): string[] {
  const words = searchWords(text)
  return [...words, ...words.slice(1).map((word, at) => words[at] + word)]
}

/** A query's word this long or longer also finds a word one letter away (a typo). */
export const typoMinLength = 4

const hasDigit = (word: string) => /\d/.test(word)

/**
 * Whether a query's word may be a typo of another: from `typoMinLength` letters on, and not a
 * number or a model ("2000" is no typo of "3000").
 */
export function mayBeTypo(typed: string): boolean {
  return typed.length >= typoMinLength && !hasDigit(typed)
}

/** Whether a product's word may be what a typo meant: one letter short of one, and no digit. */
export function mayBeNear(word: string): boolean {
  return word.length >= typoMinLength - 1 && !hasDigit(word)
}

/**
 * Plural endings a word typed may carry that the product's word does not: English -s and -es,
 * Persian -ها, -های and -هایی (written joined once folded), Arabic -ات.
 */
const pluralEndings = /(?:es|s|هایی|های|ها|ات)$/

/** The shortest stem a plural ending is taken from ("gas" stays "gas"). */
const stemMinLength = 3

/**
 * What a word typed begins: itself, and its singular when it ends as a plural does ("irons" also
 * begins "iron", "اتوها" "اتو", "مجففات" "مجفف").
 */
export function typedForms(typed: string): string[] {
  const singular = typed.replace(pluralEndings, '')
  return singular !== typed && singular.length >= stemMinLength ? [typed, singular] : [typed]
}

/**
 * Whether a query's word finds a word of a product: it or its singular (`typedForms`) begins the
 * word ("ste" finds "steam", "irons" finds "iron"), or, when it may be a typo, it is one edit
 * away from the word ("steem" finds "steam").
 */
export function findsWord(typed: string, word: string): boolean {
  return (
    typedForms(typed).some((form) => word.startsWith(form)) ||
    (mayBeTypo(typed) && mayBeNear(word) && withinOneEdit(typed, word))
  )
}

/**
 * A word and the word with each one letter dropped. Two words one edit apart share one of them
 * ("steam" and "steem" share "stem"); the index finds a typo's near words by them.
 */
export function typoVariants(word: string): string[] {
  const variants = new Set([word])
  for (let at = 0; at < word.length; at++) variants.add(word.slice(0, at) + word.slice(at + 1))
  return [...variants]
}

/**
 * Whether two words are at most one edit apart: a letter added, dropped, changed, or two
 * neighbours swapped ("hairdrier" and "hairdryer", "steem" and "steam").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const restA = a.slice(start, endA)
  const restB = b.slice(start, endB)
  if (restA.length <= 1 && restB.length <= 1) return true
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0]
}
