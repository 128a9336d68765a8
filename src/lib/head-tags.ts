import type { Seo } from '../contract/common'
import { locales, type Locale } from '../i18n/locales'
import { languageParam } from './language'

export interface HeadMeta {
  title?: string
  name?: string
  property?: string
  content?: string
}
export interface HeadLink {
  rel: string
  href: string
  hrefLang?: string
}
/** What a route's `head` option returns. */
export interface RouteHeadTags {
  meta: HeadMeta[]
  links: HeadLink[]
}

const ogLocales: Record<Locale, string> = { en: 'en_US', fa: 'fa_IR', ar: 'ar_AR' }

/** `path` under `origin` without query, or with `?lang=` for one language. */
export function pageAddress(origin: string, path: string, locale?: Locale): string {
  const url = new URL(path, origin)
  url.search = ''
  url.hash = ''
  if (locale) url.searchParams.set(languageParam, locale)
  return url.href
}

export interface PageHeadInput {
  /** The page's SEO record, when it has one. */
  seo?: Pick<Seo, 'title' | 'meta_description' | 'meta_key' | 'canonical'>
  /** Shown when the page has no title of its own, and as `og:site_name`. */
  siteName: string
  siteDescription?: string
  /** The page's own path, e.g. `/about`. */
  path: string
  origin: string
  locale: Locale
  type?: 'website' | 'product' | 'article'
  /** Absolute address of the page's picture. */
  image?: string
  /** A title when the page has no SEO record (a screen heading). */
  title?: string
  /** True when the canonical address names the language (`?lang=`), as the server's does. */
  languageInAddress?: boolean
}

/**
 * Title, description, keywords, canonical, hreflang alternates (each language at `?lang=`,
 * `x-default` bare), OpenGraph and Twitter tags of a page.
 */
export function pageHead(input: PageHeadInput): RouteHeadTags {
  const { seo, siteName, origin, locale } = input
  const title = seo?.title || input.title || siteName
  const description = seo?.meta_description || input.siteDescription || ''
  const keywords = seo?.meta_key ?? []
  const canonical = pageAddress(
    origin,
    seo?.canonical || input.path,
    input.languageInAddress ? locale : undefined,
  )
  const meta: HeadMeta[] = [{ title }, { name: 'description', content: description }]
  if (keywords.length > 0) meta.push({ name: 'keywords', content: keywords.join(', ') })
  meta.push(
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocales[locale] },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] })),
  )
  if (input.image) meta.push({ property: 'og:image', content: input.image })
  meta.push(
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  )
  if (input.image) meta.push({ name: 'twitter:image', content: input.image })
  const links: HeadLink[] = [
    { rel: 'canonical', href: canonical },
    ...locales.map((other) => ({
      rel: 'alternate',
      hrefLang: other,
      href: pageAddress(origin, input.path, other),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: pageAddress(origin, input.path) },
  ]
  return { meta, links }
}

/**
 * The head of an address the shop does not have, as the server answers it: not to be indexed,
 * with no canonical or language alternates, nor an `og:url` claiming it.
 */
export function missingPageHead(tags: RouteHeadTags): RouteHeadTags {
  return {
    meta: [
      ...tags.meta.filter((m) => m.property !== 'og:url'),
      { name: 'robots', content: 'noindex' },
    ],
    links: tags.links.filter((link) => link.rel !== 'canonical' && link.rel !== 'alternate'),
  }
}

/** Tags the shop manages in `<head>` (its own and those the server placed for link previews). */
const managedSelector = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(',')

/** Replaces the page's head tags in `doc` with `tags`. */
export function applyHeadTags(tags: RouteHeadTags, doc: Document = document): void {
  const title = tags.meta.find((m) => m.title)?.title
  if (title !== undefined && doc.title !== title) doc.title = title
  for (const element of doc.head.querySelectorAll(managedSelector)) element.remove()
  const fragment = doc.createDocumentFragment()
  for (const { title: _title, ...attributes } of tags.meta) {
    if (!attributes.name && !attributes.property) continue
    const element = doc.createElement('meta')
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value)
    fragment.append(element)
  }
  for (const link of tags.links) {
    const element = doc.createElement('link')
    element.rel = link.rel
    element.href = link.href
    if (link.hrefLang) element.hreflang = link.hrefLang
    fragment.append(element)
  }
  doc.head.append(fragment)
}

/** Later tags win over earlier ones with the same name, property or link kind. */
export function mergeHeadTags(list: Array<Partial<RouteHeadTags> | undefined>): RouteHeadTags {
  const meta = new Map<string, HeadMeta[]>()
  const links = new Map<string, HeadLink[]>()
  for (const tags of list) {
    if (!tags) continue
    const metaGroups = groupBy(tags.meta ?? [], (m) =>
      m.title !== undefined ? 'title' : (m.name ?? m.property ?? ''),
    )
    for (const [key, group] of metaGroups) meta.set(key, group)
    const linkGroups = groupBy(tags.links ?? [], (l) => `${l.rel}|${l.hrefLang ? 'lang' : ''}`)
    for (const [key, group] of linkGroups) links.set(key, group)
  }
  return { meta: [...meta.values()].flat(), links: [...links.values()].flat() }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}
