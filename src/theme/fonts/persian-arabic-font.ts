import vazirmatnUrl from './vazirmatn-arabic.woff2?url'
import { arabicScriptRanges, cssUnicodeRange } from './arabic-script-ranges'

/** The system's own fonts: English pages use nothing else, so they download no font file. */
export const systemFontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

export const persianArabicFamily = 'Vazirmatn'

/** `<html lang>` values of the pages written in Vazirmatn. */
export const persianArabicLanguages = ['fa', 'ar'] as const

/**
 * Vazirmatn, subset to the Arabic script (scripts/subset-font.ts), one variable file for weights
 * 400-700. `unicode-range` leaves Latin text to the system font, and the browser fetches the file
 * only when a page uses the family (FA and AR pages) and shows one of its characters.
 */
export const persianArabicFontFace = {
  fontFamily: persianArabicFamily,
  src: `url(${vazirmatnUrl}) format('woff2')`,
  fontWeight: '400 700',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: cssUnicodeRange(arabicScriptRanges),
}

/**
 * A Persian or Arabic page preloads the font with its HTML, so its text renders in Vazirmatn from
 * the start instead of swapping fonts (and shifting the layout) under the visitor.
 */
export function fontPreloadFor(lang: string) {
  if (!(persianArabicLanguages as readonly string[]).includes(lang)) return []
  // Fonts are fetched in CORS mode; a preload without it would not be reused.
  return [
    {
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous' as const,
      href: vazirmatnUrl,
    },
  ]
}
