import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import {
  blogCategoryCall,
  blogHomeCall,
  blogSearchCall,
  blogSingleCall,
} from '../../../contract/blog'
import type { Language } from '../../../contract/common'

export const blogHomeQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['blog', 'home', lang],
    queryFn: ({ signal }) => callApi(blogHomeCall, {}, { lang, signal }),
  })

export const blogCategoryQueryOptions = (lang: Language, cat: string, page = 1) =>
  queryOptions({
    queryKey: ['blog', 'category', cat, page, lang],
    queryFn: ({ signal }) => callApi(blogCategoryCall, { cat, page }, { lang, signal }),
  })

export const blogSearchQueryOptions = (lang: Language, query: string, page = 1) =>
  queryOptions({
    queryKey: ['blog', 'search', query, page, lang],
    queryFn: ({ signal }) => callApi(blogSearchCall, { query, page }, { lang, signal }),
  })

/** One post; each read counts a view on the server. */
export const blogPostQueryOptions = (lang: Language, unique: string) =>
  queryOptions({
    queryKey: ['blog', 'post', unique, lang],
    queryFn: ({ signal }) => callApi(blogSingleCall, { unique }, { lang, signal }),
  })
