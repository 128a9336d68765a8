import type { Seo } from '../contract/common'
import type { SiteConf } from '../contract/content'
import type { MessageId } from '../i18n/catalogues'
import { shopIntl } from '../i18n/intl'
import { pageHead, type RouteHeadTags } from './head-tags'
import { currentLocale, languageParam, storedLocale } from './language'

interface RouteHeadInput {
  /** The shop's configuration (root route context). */
  site?: { conf: SiteConf }
  /** The matched page's path. */
  path: string
  seo?: Seo
  /** The catalogue title of a screen without an SEO record. */
  screen?: MessageId
  type?: 'website' | 'product' | 'article'
  image?: string
}

/** A route's head tags in the current language, for its `head` option. */
export function routeHead({ site, path, seo, screen, type, image }: RouteHeadInput): RouteHeadTags {
  const locale = currentLocale()
  const screenTitle = screen ? shopIntl(locale).t(screen) : undefined
  return pageHead({
    seo,
    title: screenTitle && site ? `${screenTitle} | ${site.conf.title}` : screenTitle,
    type,
    image: image ? new URL(image, window.location.origin).href : undefined,
    siteName: site?.conf.title ?? '',
    siteDescription: site?.conf.description,
    path,
    origin: window.location.origin,
    locale,
    // The address of a visitor who chose a language names it (`?lang=`, see
    // `addressWithLanguage`), and so does the page's canonical, as the server's does for it.
    languageInAddress:
      new URLSearchParams(window.location.search).has(languageParam) ||
      storedLocale() !== undefined,
  })
}
