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

let preloaded = false

/**
 * Starts fetching the font as soon as the page's language is known to need it, before the shop's
 * texts arrive, so they render in Vazirmatn from the start instead of swapping fonts (and
 * shifting the layout) under the visitor.
 */
export function preloadFontForLanguage(lang: string): void {
  if (preloaded || !(persianArabicLanguages as readonly string[]).includes(lang)) return
  preloaded = true
  // The server preloads it already in a Persian or Arabic page it sends.
  if (document.head.querySelector(`link[rel="preload"][href="${vazirmatnUrl}"]`)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'font'
  link.type = 'font/woff2'
  // Fonts are fetched in CORS mode; a preload without it would not be reused.
  link.crossOrigin = 'anonymous'
  link.href = vazirmatnUrl
  document.head.append(link)
}
