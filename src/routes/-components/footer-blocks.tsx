import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { BlockList } from '../../features/blocks/block-list'
import { useBlockPageData } from '../../features/blocks/use-block-page-data'
import { footerQueryOptions } from '../../features/pages/api/page-queries'
import { useLanguage } from '../../i18n/use-intl'
import { siteConfigQueryOptions } from '../../lib/site-config'

/** The footer's CMS blocks (the authenticity inquiry among them), in `loc` order. */
export function FooterBlocks() {
  const { lang } = useLanguage()
  const footer = useQuery(footerQueryOptions(lang))
  const site = useQuery(siteConfigQueryOptions(lang)).data
  // The footer is below the first view: its blocks render in slices that yield to the browser.
  const data = useDeferredValue(footer.data)
  const page = useBlockPageData({ plugins: data?.plugins, site, updatedAt: footer.dataUpdatedAt })
  if (!data) return null
  return <BlockList blocks={data.data} authenticityAnchor page={page} />
}
