import type { ProductListItem } from '../../contract/catalogue'
import type { BlockOf, KnownBlockType, PluginData, SiteConf } from '../../contract/content'

/** What a page hands its blocks besides their own data. */
export interface BlockPageData {
  /** Resolved data of plugin-backed blocks, keyed by block id. */
  plugins: Record<string, PluginData>
  /** The product showcase (home page). */
  products: ProductListItem[]
  /** Site texts blocks show: logo, parallax side text. */
  site?: SiteConf
  /** When the page's data was fetched; blocks that refresh data of their own start from it. */
  updatedAt?: number
}

export interface BlockProps<T extends KnownBlockType> {
  block: BlockOf<T>
  page: BlockPageData
  /** The page's first hero: its picture loads at once with high priority (the LCP element). */
  priority: boolean
}
