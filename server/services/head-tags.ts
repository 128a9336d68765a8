import { languages, type Language } from '../../src/contract/common'

/** What a link preview needs to know about one page of the shop, in one language. */
export interface RouteHead {
  lang: Language
  siteName: string
  title: string
  description: string
  keywords: string[]
  /** Absolute address of the page as it should be indexed; none for a missing page. */
  canonical?: string
  /** Absolute address of the picture shown in previews: the page's own, or the shop's logo. */
  image?: { href: string; own: boolean }
  type: 'website' | 'product' | 'article'
  /** hreflang -> absolute address of the same page in that language. */
  alternates: { hreflang: string; href: string }[]
  /** A page that does not exist: kept out of search indexes. */
  missing?: boolean
}

const ogLocales: Record<Language, string> = { EN: 'en_US', FA: 'fa_IR', AR: 'ar_AR' }
export const rightToLeft = new Set<Language>(['FA', 'AR'])

/** The language a `?lang=` value asks for (any case), if it names one the shop speaks. */
export function languageFromQuery(value: string | null): Language | undefined {
  const upper = value?.toUpperCase()
  return languages.find((lang) => lang === upper)
}

/** Safe in text and in double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * `path` of the shop under `origin`, with `?lang=` when a language is named (each language has
 * its own address; the bare one serves the visitor's or the shop's default).
 */
export function absoluteUrl(origin: string, path: string, lang?: Language): string {
  const url = new URL(path, origin)
  url.search = ''
  url.hash = ''
  if (lang) url.searchParams.set('lang', lang.toLowerCase())
  return url.href
}

/** The page in every language, plus the bare address as `x-default`. */
export function languageAlternates(origin: string, path: string): RouteHead['alternates'] {
  return [
    ...languages.map((lang) => ({
      hreflang: lang.toLowerCase(),
      href: absoluteUrl(origin, path, lang),
    })),
    { hreflang: 'x-default', href: absoluteUrl(origin, path) },
  ]
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
}

/** The head tags of a page, one a line. */
export function renderHeadTags(head: RouteHead): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`]
  tags.push(meta('name', 'description', head.description))
  if (head.keywords.length > 0) tags.push(meta('name', 'keywords', head.keywords.join(', ')))
  if (head.missing) tags.push(meta('name', 'robots', 'noindex'))
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`)
  for (const { hreflang, href } of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    )
  }
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', ogLocales[head.lang]),
    ...languages
      .filter((lang) => lang !== head.lang)
      .map((lang) => meta('property', 'og:locale:alternate', ogLocales[lang])),
  )
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical))
  if (head.image) tags.push(meta('property', 'og:image', head.image.href))
  tags.push(
    meta('name', 'twitter:card', head.image?.own ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  )
  if (head.image) tags.push(meta('name', 'twitter:image', head.image.href))
  return tags
}

const htmlOpening = /<html\b[^>]*>/i
const shellTitle = /<title\b[^>]*>[\s\S]*?<\/title>/i
const shellDescription = /[ \t]*<meta\s+name=["']description["'][^>]*>\s*/i
const headEnd = /<\/head>/i

/**
 * The app shell with the page's language and direction on `<html>` and its head tags in place of
 * the shell's own title and description. Only tags: the shell keeps no inline scripts (CSP).
 */
export function htmlWithHead(shell: string, head: RouteHead): string {
  const lang = head.lang.toLowerCase()
  const dir = rightToLeft.has(head.lang) ? 'rtl' : 'ltr'
  const tags = renderHeadTags(head)
  const page = shell
    .replace(htmlOpening, `<html lang="${lang}" dir="${dir}">`)
    .replace(shellDescription, '')
  // Functions as replacements, so a `$` in the tags is taken literally.
  if (shellTitle.test(page)) return page.replace(shellTitle, () => tags.join('\n    '))
  return page.replace(headEnd, () => `${tags.map((tag) => `  ${tag}\n`).join('')}</head>`)
}
