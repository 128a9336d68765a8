import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { homePageCall, homeProductDefaultLimit } from '../../../contract/content'

/** The home page: its blocks, their plugins, SEO data and the product showcase. */
export const homePageQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['home-page', lang],
    queryFn: ({ signal }) =>
      callApi(homePageCall, { product_limit: homeProductDefaultLimit }, { lang, signal }),
  })
