/**
 * The characters the shop's Persian/Arabic web font holds, as [first, last] code points. The
 * subset (scripts/subset-font.ts) keeps exactly these, and the `@font-face` claims only these
 * (`unicode-range`), so everything else (Latin, symbols, emoji) stays with the system font.
 */
export const arabicScriptRanges: readonly (readonly [number, number])[] = [
  // Space and no-break space, so the gaps between Persian/Arabic words come from the same font.
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  // Arabic comma, semicolon and question mark.
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  // Hamza, alef with madda/hamza, waw/yeh with hamza, teh marbuta ... ghain.
  [0x0621, 0x063a],
  // Tatweel, feh ... yeh (incl. Arabic kaf, alef maksura), harakat, madda and hamza above/below.
  [0x0640, 0x0655],
  // Arabic-Indic digits, percent sign, decimal and thousands separators.
  [0x0660, 0x066c],
  // Superscript alef.
  [0x0670, 0x0670],
  // Persian peh, tcheh, jeh, keheh, gaf, heh with yeh above, Farsi yeh.
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06c0, 0x06c0],
  [0x06cc, 0x06cc],
  // Persian (extended Arabic-Indic) digits.
  [0x06f0, 0x06f9],
  // Zero-width non-joiner (Persian half-space), zero-width joiner, left-to-right mark.
  [0x200c, 0x200e],
  // Rial sign.
  [0xfdfc, 0xfdfc],
]

/** The ranges as a CSS `unicode-range` value. */
export function cssUnicodeRange(ranges: typeof arabicScriptRanges): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ')
}

/** Every character of the ranges, in order. */
export function rangeCharacters(ranges: typeof arabicScriptRanges): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
    )
    .join('')
}
