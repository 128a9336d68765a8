import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import {
  homePageCall,
  homeProductDefaultLimit,
  pageFooterCall,
  pageSelectCall,
} from '../../../contract/content'

/** The home page: its blocks, their plugins, SEO data and the product showcase. */
export const homePageQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['cms', 'home', lang],
    queryFn: ({ signal }) =>
      callApi(homePageCall, { product_limit: homeProductDefaultLimit }, { lang, signal }),
  })

/** A CMS page by slug with its plugins and SEO data. */
export const cmsPageQueryOptions = (lang: Language, slug: string) =>
  queryOptions({
    queryKey: ['cms', 'page', slug, lang],
    queryFn: ({ signal }) => callApi(pageSelectCall, { slug }, { lang, signal }),
  })

/** The footer's blocks (in `loc` order) and their plugins. */
export const footerQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['cms', 'footer', lang],
    queryFn: ({ signal }) => callApi(pageFooterCall, {}, { lang, signal }),
  })
