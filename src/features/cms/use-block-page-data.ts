import { useMemo } from 'react'
import type { ProductListItem } from '../../contract/catalogue'
import type { PluginData, SiteConf, SiteSetting } from '../../contract/content'
import type { BlockPageData } from './block-props'

const noPlugins: Record<string, PluginData> = {}
/** Pages other than home show no product showcase. */
const noProducts: ProductListItem[] = []

interface BlockPageSource {
  /** The page answer's resolved plugins. */
  plugins?: Record<string, PluginData>
  /** The home page's product showcase. */
  products?: ProductListItem[]
  /** The site settings answer: logo, parallax text. */
  site?: { conf: SiteConf; setting: SiteSetting }
  /** When the page's data was fetched. */
  updatedAt?: number
}

/**
 * What a page (or the footer) hands its blocks: the same object while its data stays the same,
 * so its blocks are not rendered again.
 */
export function useBlockPageData({
  plugins = noPlugins,
  products = noProducts,
  site,
  updatedAt,
}: BlockPageSource): BlockPageData {
  return useMemo(
    () => ({
      plugins,
      products,
      site: site?.conf,
      updatedAt,
    }),
    [plugins, products, site, updatedAt],
  )
}
