import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import type { SiteConf, SiteSetting } from '../../../contract/content'
import { useLanguage } from '../../../i18n/use-intl'
import { footerQueryOptions } from '../api/pages'
import { useBlockPageData } from '../use-block-page-data'
import { BlockList } from './block-list'

/** The footer's CMS blocks (the authenticity inquiry among them), in `loc` order. */
export function FooterBlocks({ site }: { site?: { conf: SiteConf; setting: SiteSetting } }) {
  const { lang } = useLanguage()
  const footer = useQuery(footerQueryOptions(lang))
  // The footer is below the page's opening blocks: its blocks render in slices that yield to the
  // browser.
  const data = useDeferredValue(footer.data)
  const page = useBlockPageData({ plugins: data?.plugins, site, updatedAt: footer.dataUpdatedAt })
  if (!data) return null
  return <BlockList blocks={data.data} authenticityAnchor page={page} />
}
