/**
 * The blog.
 *
 * Calls (all POST with a JSON body; `lang` header EN | FA | AR):
 * - /wsd/v1/blog/home        blog front page: layout setting, categories and the latest posts
 * - /wsd/v1/blog/blog_cats   one category's posts, paged
 * - /wsd/v1/blog/single      one post (counts a view)
 * - /wsd/v1/blog/search      posts matching a text, paged
 */
import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { pagedList, pageNumber, seoSchema, uniqueId, wholeNumber } from './common'
import { contentCardSchema } from './content'
import { jsonText } from './json-text'
import { onFirstUse } from './on-first-use'

/** Posts per page of a category or a search. */
export const blogPostsPerPage = 12
export const blogHomeDefaultPerPage = 12
export const blogHomeMaxPerPage = 48
/** A search is made only for text longer than this. */
export const blogSearchMinLength = 4

export const blogPositions = ['blog1', 'blog2', 'blog3'] as const

/** One region of the blog layout: `blog1` featured, `blog2` latest, `blog3` a category strip. */
export const blogLayoutEntrySchema = onFirstUse(() =>
  z.object({
    pos: z.enum(blogPositions),
    title: z.string(),
    /** uniqueId of the category it shows ('' for all categories). */
    cat: z.string(),
    /** How many posts the region shows. */
    limit: z.int().check(z.positive()),
  }),
)

export const blogSettingSchema = onFirstUse(() =>
  z.object({
    /** JSON text of the layout regions. */
    data: jsonText(z.array(blogLayoutEntrySchema)),
    upload_path: z.string(),
  }),
)

export const blogCategorySchema = onFirstUse(() =>
  z.object({
    uniqueId: z.string(),
    title: z.string(),
    /** Posts in the category. */
    count: z.int().check(z.nonnegative()),
  }),
)

/** A post in a list: a content card with its summary. */
export const blogCardSchema = onFirstUse(() =>
  z.extend(contentCardSchema, {
    des: z.string(),
    /** uniqueId of the category. */
    cat_unique: z.string(),
  }),
)
export type BlogCard = z.output<typeof blogCardSchema>

export const blogHomeCall = onFirstUse(() =>
  defineCall({
    path: v1('blog/home'),
    cacheable: true,
    request: z.strictObject({
      per_page: z._default(wholeNumber(1, blogHomeMaxPerPage), blogHomeDefaultPerPage),
    }),
    response: z.object({
      status: z.literal(true),
      seo: seoSchema,
      setting: blogSettingSchema,
      cats: z.array(blogCategorySchema),
      /** The latest posts, newest first. */
      data: pagedList(blogCardSchema),
    }),
  }),
)

export const blogCategoryCall = onFirstUse(() =>
  defineCall({
    path: v1('blog/blog_cats'),
    cacheable: true,
    request: z.strictObject({ cat: uniqueId, page: pageNumber }),
    response: z.object({
      status: z.literal(true),
      seo: seoSchema,
      setting: blogSettingSchema,
      cat: z.object({ uniqueId: z.string(), title: z.string() }),
      data: pagedList(blogCardSchema),
    }),
  }),
)

export const blogPostSchema = onFirstUse(() =>
  z.object({
    uniqueId: z.string(),
    title: z.string(),
    des: z.string(),
    cat: z.object({ uniqueId: z.string(), title: z.string() }),
    /** HTML (sanitised by the client). */
    body: z.string(),
    img: z.string(),
    created_at: z.string(),
    date: z.string(),
    /** Views, this one included. */
    view: z.int().check(z.nonnegative()),
    Comment: z.int().check(z.nonnegative()),
  }),
)
export type BlogPost = z.output<typeof blogPostSchema>

export const blogSingleCall = onFirstUse(() =>
  defineCall({
    path: v1('blog/single'),
    request: z.strictObject({ unique: uniqueId }),
    response: z.object({
      status: z.literal(true),
      data: blogPostSchema,
      seo: seoSchema,
      setting: blogSettingSchema,
    }),
  }),
)

export const blogSearchCall = onFirstUse(() =>
  defineCall({
    path: v1('blog/search'),
    cacheable: true,
    request: z.strictObject({
      /** Matched against title, summary and body in the request's language. */
      query: z
        .string()
        .check(
          z.trim(),
          z.minLength(
            blogSearchMinLength,
            `must be longer than ${blogSearchMinLength - 1} characters`,
          ),
          z.maxLength(100),
        ),
      page: pageNumber,
    }),
    response: z.extend(pagedList(blogCardSchema), { status: z.literal(true) }),
  }),
)
