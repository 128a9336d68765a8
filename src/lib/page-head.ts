import type { Seo } from '../contract/common'
import type { SiteConf, SiteSetting } from '../contract/content'
import { shopIntl } from '../i18n/intl'
import { languageParam, locales, type Locale } from '../contract/language-rules'
import type { SharedMessageId } from '../i18n/shop-messages'
import { mediaAddressOf } from './media'

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

/**
 * `path` under `origin` without query, or with `?lang=` for one language. A page has one address:
 * without a trailing slash (an index route's `/blog/` is `/blog`), apart from the home page's `/`.
 */
export function pageAddress(origin: string, path: string, locale?: Locale): string {
  const url = new URL(path, origin)
  url.pathname = url.pathname.replace(/(.)\/+$/, '$1')
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

/** What a route's head reads from the router context. */
export interface HeadContext {
  locale: Locale
  languageChosen: boolean
  origin: string
  /** The shop's configuration (root route context). */
  site?: { conf: SiteConf; setting: Pick<SiteSetting, 'upload_path'> }
}

interface RouteHeadInput {
  /** The matched page's path. */
  path: string
  seo?: Seo
  /** The catalogue title of a screen without an SEO record. */
  screen?: SharedMessageId
  type?: 'website' | 'product' | 'article'
  image?: string
  /** A visitor's own page (their account, the login screen): search engines leave it out. */
  noindex?: boolean
}

/** A route's head tags in the page's language, for its `head` option. */
export function routeHead(
  { locale, languageChosen, origin, site }: HeadContext,
  { path, seo, screen, type, image, noindex }: RouteHeadInput,
): RouteHeadTags {
  const screenTitle = screen ? shopIntl(locale).t(screen) : undefined
  // A page without a picture of its own shows the shop's logo in link previews.
  const logo = site?.conf.logo ? mediaAddressOf(site).url(site.conf.logo) : undefined
  const picture = image ?? logo
  const tags = pageHead({
    seo,
    title: screenTitle && site ? `${screenTitle} | ${site.conf.title}` : screenTitle,
    type,
    image: picture ? new URL(picture, origin).href : undefined,
    siteName: site?.conf.title ?? '',
    siteDescription: site?.conf.description,
    path,
    origin,
    locale,
    // The address of a visitor who chose a language names it (`?lang=`), and so does the
    // page's canonical.
    languageInAddress: languageChosen,
  })
  if (noindex) tags.meta.push({ name: 'robots', content: 'noindex' })
  return tags
}

interface DetailHeadInput extends RouteHeadInput {
  /** The page's schema.org record, once its loader has read it. */
  structuredData?: unknown
}

/**
 * A single item's head (a product, a post): `routeHead`'s tags and its JSON-LD. Its largest
 * picture is not linked here: React's render preloads the picture the page marks
 * `fetchpriority="high"` at the top of the head, ahead of every tag a route adds.
 */
export function detailHead(context: HeadContext, input: DetailHeadInput) {
  const { structuredData, ...page } = input
  return {
    ...routeHead(context, page),
    scripts:
      structuredData === undefined
        ? []
        : [{ type: 'application/ld+json', children: JSON.stringify(structuredData) }],
  }
}
