import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type * as z from 'zod/mini'
import {
  blogCategoryCall,
  blogHomeCall,
  blogSearchCall,
  blogSearchMinLength,
  blogSingleCall,
  type blogLayoutEntrySchema,
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

/** True for a text the blog searches for: longer than 3 characters. */
export function isBlogSearch(q: string | undefined): q is string {
  return (q?.trim().length ?? 0) >= blogSearchMinLength
}

export const blogSearchQueryOptions = (lang: Language, query: string, page = 1) =>
  queryOptions({
    queryKey: ['blog', 'search', query, page, lang],
    queryFn: ({ signal }) => callApi(blogSearchCall, { query, page }, { lang, signal }),
  })

/** The categories whose posts the blog's home shows in a region of their own. */
export function layoutCategories(layout: z.output<typeof blogLayoutEntrySchema>[]): string[] {
  return [...new Set(layout.flatMap((entry) => (entry.cat ? [entry.cat] : [])))]
}

/** One post; each read counts a view on the server. */
export const blogPostQueryOptions = (lang: Language, unique: string) =>
  queryOptions({
    queryKey: ['blog', 'post', unique, lang],
    queryFn: ({ signal }) => callApi(blogSingleCall, { unique }, { lang, signal }),
  })
