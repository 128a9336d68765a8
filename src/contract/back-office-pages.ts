import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { languageSchema } from './common'
import { pictureMaxBytes, pictureUpload } from './back-office-catalogue'
import { productListItemSchema } from './catalogue'
import { blockTypes, menuNames, pagePluginsSchema, slugSchema } from './content'
import { refusalParams } from './field-refusals'
import { onFirstUse } from './on-first-use'

/** Words of a block, trimmed, at most `max` characters. */
const words = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `must be at most ${String(max)} characters`))

/** Where a link goes: a path of the shop, or an http(s), mailto: or tel: address; '' for none. */
export const linkField = onFirstUse(() =>
  words(500).check(
    z.refine((value) => value === '' || /^(\/|https?:\/\/|mailto:|tel:)/i.test(value), {
      message: 'must be a path starting with / or an http(s), mailto: or tel: address',
      params: refusalParams('link'),
    }),
  ),
)

/** A picture of the shop's uploads, by its path under them ('' for none). */
const mediaPath = onFirstUse(() =>
  words(300).check(
    z.refine((value) => value === '' || /^[\w-]+(\/[\w.-]+)*$/.test(value), {
      message: 'must be the path of an uploaded picture, e.g. content/banner-1280.webp',
    }),
  ),
)

const size = onFirstUse(() => z.optional(z.int().check(z.positive(), z.maximum(10_000))))
const mediaFile = onFirstUse(() =>
  z.strictObject({
    url: mediaPath,
    width: size,
    height: size,
    widths: z.optional(
      z.array(z.int().check(z.positive(), z.maximum(10_000))).check(z.maxLength(12)),
    ),
  }),
)

const column = onFirstUse(() => z.int().check(z.minimum(1), z.maximum(12)))

/** What every block has: its id on the page, heading, whether it shows, where and how wide. */
const blockFields = onFirstUse(() => ({
  id: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A block needs an id.'),
      z.maxLength(60),
      z.regex(/^[A-Za-z0-9_-]+$/, 'may hold only letters, digits, - and _'),
    ),
  title: words(200),
  display: z.boolean(),
  grid: z.strictObject({ xs: column, sm: column, md: column, lg: column }),
  class: words(200),
  pos: z
    .string()
    .check(z.trim(), z.regex(/^[a-z_]{1,40}$/, 'must be a region such as main or footer')),
}))

/** A section's settings: its background, colour, heading and content source. */
const sectionFields = onFirstUse(() => ({
  img: mediaPath,
  color: z.string().check(
    z.trim(),
    z.refine((colour) => /^(#[0-9a-fA-F]{6})?$/.test(colour), {
      message: 'must be a colour such as #16324f, or empty',
      params: refusalParams('colour'),
    }),
  ),
  colorType: z.boolean(),
  displayTitle: z.enum(['true', 'false']),
  title: words(200),
  source: z.string().check(z.trim(), z.regex(/^[a-z_]{0,40}$/, 'must be a source such as blog')),
}))

const textContent = onFirstUse(() => ({
  title: words(200),
  text: words(20_000),
  link: linkField,
  linkText: words(100),
}))

/**
 * A block as the back office edits it, one shape per type of the contract's 11, every field
 * checked and any other refused. Plugin-backed blocks (text, banner, card_info, html) carry their
 * content in `content`; the server keeps it in the block's plugin row.
 */
export const editableBlockSchema = onFirstUse(() =>
  z.discriminatedUnion('type', [
    z.strictObject({
      ...blockFields,
      type: z.literal('slider'),
      data: z.strictObject({
        slide: z.strictObject({
          title: words(200),
          sub_title: words(300),
          type: z.enum(['image', 'video']),
          /** Rotating lines; a number is a pause in ms. */
          dynamictext: z
            .array(z.union([words(200), z.int().check(z.minimum(0), z.maximum(60_000))]))
            .check(z.maxLength(20)),
        }),
        file: z
          .array(z.extend(mediaFile, { def: z.int().check(z.minimum(0), z.maximum(1)) }))
          .check(z.minLength(1, 'A slide needs a picture.'), z.maxLength(10)),
      }),
    }),
    z.strictObject({
      ...blockFields,
      type: z.literal('paralax'),
      data: z.strictObject({ img: mediaPath, phone_img: mediaPath }),
    }),
    ...(['product', 'blog', 'enter_serial'] as const).map((type) =>
      z.strictObject({
        ...blockFields,
        type: z.literal(type),
        data: z.strictObject({ ...sectionFields, data: z.array(z.never()) }),
      }),
    ),
    z.strictObject({
      ...blockFields,
      type: z.literal('contact'),
      data: z.strictObject({
        ...sectionFields,
        data: z
          .array(
            z.strictObject({
              type: z
                .string()
                .check(z.trim(), z.regex(/^[a-z_]{1,40}$/, 'must be a kind such as phone')),
              title: words(100),
              value: words(300),
              link: linkField,
            }),
          )
          .check(z.maxLength(20)),
      }),
    }),
    z.strictObject({
      ...blockFields,
      type: z.literal('text'),
      content: z.strictObject({ ...textContent, target: z.enum(['_self', '_blank']) }),
    }),
    z.strictObject({
      ...blockFields,
      type: z.literal('banner'),
      content: z.strictObject({ file: mediaFile }),
    }),
    z.strictObject({
      ...blockFields,
      type: z.literal('card_info'),
      content: z.strictObject({ ...textContent, file: mediaPath }),
    }),
    z.strictObject({
      ...blockFields,
      type: z.literal('one_product'),
      data: z.strictObject({ uniqueId: words(100).check(z.minLength(1, 'Name a product.')) }),
    }),
    z.strictObject({
      ...blockFields,
      type: z.literal('html'),
      content: z.strictObject({ plugin: words(50_000) }),
    }),
  ]),
)
export type EditableBlock = z.output<typeof editableBlockSchema>
export type EditableBlockType = EditableBlock['type']

/** The types a new block may have, for the editor to offer: every one the shop renders. */
export const editableBlockTypes = blockTypes satisfies readonly EditableBlockType[]

const pageAddress = onFirstUse(() => ({ lang: languageSchema, slug: slugSchema }))

/** The CMS pages of a language, to choose one to edit. */
export const pageListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/pages'),
    auth: 'staff',
    area: 'content',
    request: z.strictObject({ lang: languageSchema }),
    response: z.object({
      data: z.array(z.object({ slug: z.string(), title: z.string(), blocks: z.int() })),
    }),
  }),
)

/** A page as the back office edits it, with what its blocks show now (for the preview). */
export const editablePageSchema = onFirstUse(() =>
  z.object({
    title: z.string(),
    options: z.object({ header: z.boolean(), footer: z.boolean() }),
    blocks: z.array(editableBlockSchema),
    plugins: pagePluginsSchema,
    /** The product showcase as the shop shows it now (the home page's). */
    products: z.array(productListItemSchema),
    /** The languages the page is made in (its own among them); the others answer 404. */
    languages: z.array(languageSchema),
  }),
)
export type EditablePage = z.output<typeof editablePageSchema>

export const editablePageCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/page'),
    auth: 'staff',
    area: 'content',
    request: z.strictObject(pageAddress),
    response: editablePageSchema,
  }),
)

/**
 * Publishes a page: its title, header and footer, and its blocks in the order given (a block
 * left out is removed). A block keeps its type; ids are unique on the page. A page made in
 * another language only is made in this one by it (a copy to translate); 404 when no language
 * has the page.
 */
export const savePageCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/page/save'),
    auth: 'staff',
    area: 'content',
    write: true,
    request: z.strictObject({
      ...pageAddress,
      title: words(200).check(z.minLength(1, 'The page needs a title.')),
      options: z.strictObject({ header: z.boolean(), footer: z.boolean() }),
      blocks: z.array(editableBlockSchema).check(
        z.maxLength(40, 'A page holds at most 40 blocks.'),
        z.refine((blocks) => new Set(blocks.map((b) => b.id)).size === blocks.length, {
          message: 'Two blocks have the same id.',
        }),
      ),
    }),
    response: z.object({ status: z.literal(true), page: editablePageSchema }),
  }),
)

/**
 * The first parts of the shop's own addresses (its screens, its API, its files) and the pages
 * every language has for its frame: no new page takes one of them.
 */
export const reservedPageSlugs: readonly string[] = [
  'account',
  'admin',
  'assets',
  'blog',
  'brand',
  'checkout',
  'footer',
  'home',
  'icons',
  'index',
  'luck',
  'offline',
  'product',
  'project',
  'service',
  'uploads',
  'wsd',
]

/** A new page of one language: its address's name and title, with no block yet. */
export const createPageCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/page/create'),
    auth: 'staff',
    area: 'content',
    write: true,
    request: z.strictObject({
      lang: languageSchema,
      slug: z.pipe(
        slugSchema,
        z.transform((slug) => slug.toLowerCase()),
      ),
      title: words(200).check(z.minLength(1, 'The page needs a title.')),
    }),
    response: z.object({ status: z.literal(true), slug: z.string() }),
  }),
)

/** The picture call carries one picture as base64, a third larger than its bytes. */
export const pagePictureBodyLimit = Math.ceil((pictureMaxBytes * 4) / 3) + 64 * 1024

/**
 * Uploads a picture for a page's blocks: checked by its content and stored at the shop's widths,
 * as a product's pictures are. The answer is the picture as a block holds it.
 */
export const pagePictureCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/page/picture'),
    auth: 'staff',
    area: 'content',
    write: true,
    request: pictureUpload,
    response: z.object({
      status: z.literal(true),
      picture: z.object({
        url: z.string(),
        width: z.int(),
        height: z.int(),
        widths: z.array(z.int()),
      }),
    }),
  }),
)

export const menuEditorItemSchema = onFirstUse(() =>
  z.strictObject({
    title: words(100).check(z.minLength(1, 'A menu item needs a title.')),
    link: linkField.check(z.minLength(1, 'A menu item needs a link.')),
  }),
)

const menuAddress = onFirstUse(() => ({ lang: languageSchema, menu: z.enum(menuNames) }))

export const editableMenuCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/menu'),
    auth: 'staff',
    area: 'content',
    request: z.strictObject(menuAddress),
    response: z.object({ title: z.string(), items: z.array(menuEditorItemSchema) }),
  }),
)

/** Saves a menu: its title and its items in the order given. */
export const saveMenuCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/menu/save'),
    auth: 'staff',
    area: 'content',
    write: true,
    request: z.strictObject({
      ...menuAddress,
      title: words(100),
      items: z.array(menuEditorItemSchema).check(z.maxLength(30, 'A menu holds at most 30 items.')),
    }),
    response: z.object({ status: z.literal(true) }),
  }),
)
