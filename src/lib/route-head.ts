import type { Seo } from '../contract/common'
import type { SiteConf, SiteSetting } from '../contract/content'
import { mediaUrl, type HeroPicture } from '../contract/media'
import type { MessageId } from '../i18n/catalogues'
import { shopIntl } from '../i18n/intl'
import type { Locale } from '../i18n/locales'
import { pageHead, type RouteHeadTags } from './head-tags'

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
  screen?: MessageId
  type?: 'website' | 'product' | 'article'
  image?: string
}

/** A route's head tags in the page's language, for its `head` option. */
export function routeHead(
  { locale, languageChosen, origin, site }: HeadContext,
  { path, seo, screen, type, image }: RouteHeadInput,
): RouteHeadTags {
  const screenTitle = screen ? shopIntl(locale).t(screen) : undefined
  // A page without a picture of its own shows the shop's logo in link previews.
  const logo = site?.conf.logo ? mediaUrl(site.setting.upload_path, site.conf.logo) : undefined
  const picture = image ?? logo
  return pageHead({
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
}

/**
 * Preloads of the pictures a page's first blocks show (its LCP, as a rule): the browser fetches
 * them with the HTML's head, each for the screens it is for, instead of when it reaches them.
 */
export function heroPreloads(pictures: HeroPicture[]) {
  return pictures.flatMap(({ mobile, desktop }) =>
    [mobile, desktop].flatMap((source) =>
      source
        ? {
            rel: 'preload',
            as: 'image',
            href: source.src,
            imageSrcSet: source.srcSet,
            imageSizes: source.sizes,
            media: source.media,
            fetchPriority: 'high' as const,
          }
        : [],
    ),
  )
}
