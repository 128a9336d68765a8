/**
 * Props of `CmsPage` (routes `/` and `/$slug`):
 *   page      the `page` of the home page or page/select answer (blocks already parsed)
 *   plugins   that answer's `plugins`
 *   products  the home page's `products` (the product showcase); omit for other pages
 *   site      the site settings answer (`conf` + `setting`): upload path, logo, parallax text
 *   updatedAt the page query's `dataUpdatedAt`, so blocks that refresh their own data start from it
 * The page options (`page.options.header` / `.footer`) are the layout's to read; a page without
 * the header shows a link back to the shop instead, so it is never a dead end.
 */
import type { ProductListItem } from '../../../contract/catalogue'
import type { Page, PluginData, SiteConf, SiteSetting } from '../../../contract/content'
import { BlockList } from './block-list'
import { useBlockPageData } from '../use-block-page-data'
import { Suspense } from 'react'
import { richTextStyles } from '../../../theme/rich-text-styles'
import { openingBlockCount } from '../lib/block-pictures'
import { defineStyles, recipeStyle, WithStyles } from '../../../lib/static-styles'
import { AppLink } from '../../../components/app-link'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { cmsMessages } from '../messages'
import { lazyNamed } from '../../../lib/lazy-named'

// The sanitiser loads only for a page that has HTML of its own.
const SanitizedHtml = lazyNamed(() => import('../../../components/sanitized-html'), 'SanitizedHtml')

const pageStyles = defineStyles({
  page: { maxW: '6xl', mx: 'auto', px: { base: '3', md: '6' }, py: { base: '4', md: '6' } },
  title: recipeStyle('heading', { size: '4xl' }, { mb: { base: '4', md: '6' } }),
  // A page that opens with a hero names itself there; its heading is then for screen readers.
  heroTitle: recipeStyle('heading', { size: '4xl' }, { srOnly: true }),
})

export interface CmsPageProps {
  page: Page
  plugins: Record<string, PluginData>
  products?: ProductListItem[]
  site?: { conf: SiteConf; setting: SiteSetting }
  updatedAt?: number
}

/** A CMS page: its title and its blocks on the 12-column grid. */
export function CmsPage({ page, plugins, products, site, updatedAt }: CmsPageProps) {
  const blockData = useBlockPageData({ plugins, products, site, updatedAt })
  const first = page.data.find((block) => block.type !== 'unknown')
  const heroFirst = first?.type === 'slider' || first?.type === 'banner'
  return (
    <WithStyles sheet={pageStyles}>
      {(className) => (
        <div className={className('page')}>
          {!page.options.header && <BackToShop />}
          <h1 className={className(heroFirst ? 'heroTitle' : 'title')}>{page.title}</h1>
          <BlockList blocks={page.data} page={blockData} eagerCount={openingBlockCount} />
          {page.html.trim() && (
            <Suspense fallback={null}>
              <SanitizedHtml html={page.html} mt="8" css={richTextStyles} />
            </Suspense>
          )}
        </div>
      )}
    </WithStyles>
  )
}

/** The way back from a page shown without the shop's header (a landing page, an installed app). */
function BackToShop() {
  const { t } = useIntl(cmsMessages)
  return (
    <AppLink href="/" display="inline-block" mb="3" {...textLink}>
      {t('cms.backToShop')}
    </AppLink>
  )
}
