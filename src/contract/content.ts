/**
 * CMS content: pages, blocks, plugins, settings, menus, section content, SEO records,
 * projects and services.
 *
 * Calls (all POST with a JSON body; `lang` header EN | FA | AR):
 * - /wsd/v2/page/home          home page with its resolved plugins and showcase products
 * - /wsd/v1/page/select        a CMS page by slug
 * - /wsd/v1/page/footer        the footer's blocks, in `loc` order, with their plugins
 * - /wsd/v1/plugins/text/      a text plugin
 * - /wsd/v1/plugins/banner/    a banner plugin
 * - /wsd/v1/plugins/html       a raw HTML plugin
 * - /wsd/v1/settings/select/   site settings (works while the site is locked)
 * - /wsd/v1/settings/call      site settings, optionally for a language named in the body (works while locked)
 * - /wsd/v1/site/config        site settings (works while locked)
 * - /wsd/v1/section/content    content cards of a section source (latest blog posts...)
 * - /wsd/v1/menu               the main or footer menu
 * - /wsd/v1/seo/select         the SEO record of a page by link or slug
 * - /wsd/v1/seo/project        latest projects
 * - /wsd/v1/seo/service        latest services
 */
import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { languageSchema, rowId, seoSchema, wholeNumber } from './common'
import { jsonText } from './json-text'
import { productListItemSchema } from './catalogue'
import { onFirstUse } from './on-first-use'

/** Latest content cards a section shows when the request names no limit. */
export const sectionContentDefaultLimit = 4
/** Products the home page showcases when the request names no limit. */
export const homeProductDefaultLimit = 3
export const homeProductMaxLimit = 24
/** Project and service lists: default and largest page. */
export const listDefaultLimit = 12
export const listMaxLimit = 1000

/** A picture or video relative to `setting.upload_path`, with its size when known. */
export const mediaFileSchema = onFirstUse(() =>
  z.object({
    url: z.string(),
    width: z.optional(z.int().check(z.positive())),
    height: z.optional(z.int().check(z.positive())),
    /** Widths a picture exists at, for `srcset`: `url` with `-<widest>.` replaced by `-<w>.`. */
    widths: z.optional(z.array(z.int().check(z.positive()))),
  }),
)
export type MediaFile = z.output<typeof mediaFileSchema>

/** Placement on the 12-column grid per breakpoint. */
export const gridSchema = onFirstUse(() =>
  z.object({
    xs: z.int().check(z.minimum(1), z.maximum(12)),
    sm: z.int().check(z.minimum(1), z.maximum(12)),
    md: z.int().check(z.minimum(1), z.maximum(12)),
    lg: z.int().check(z.minimum(1), z.maximum(12)),
  }),
)
export type Grid = z.output<typeof gridSchema>

const blockBase = onFirstUse(() => ({
  /** Which editor tool made the block: `plugin` blocks get their data from `plugins`. */
  tools: z.string(),
  title: z.string(),
  display: z.boolean(),
  /** Order of the block on its page. */
  loc: z.int(),
  periority: z.int(),
  class: z.string(),
  /** Unique on its page; keys the block's entry in `plugins`. */
  id: z.string(),
  grid: gridSchema,
  /** Region of the page the block belongs to (`main`, `footer`...). */
  pos: z.string(),
}))

/** A block whose content is a plugin row: its resolved data is in `plugins[block.id]`. */
const pluginRef = onFirstUse(() => z.object({ id: z.int().check(z.positive()) }))

/** Hero slider: one slide with desktop and mobile media (`def` 0 marks the default file). */
export const sliderDataSchema = onFirstUse(() =>
  z.object({
    slide: z.object({
      title: z.string(),
      sub_title: z.string(),
      /** `video` plays the files as muted looping video; anything else shows images. */
      type: z.string(),
      /** Rotating lines; a number is a pause in ms. */
      dynamictext: jsonText(z.array(z.union([z.string(), z.number()]))),
    }),
    file: z.array(z.extend(mediaFileSchema, { def: z.int() })),
  }),
)

export const paralaxDataSchema = onFirstUse(() =>
  z.object({
    img: z.string(),
    phone_img: z.string(),
  }),
)

/** A section's configuration: background, colour, heading and its content source. */
/*#__NO_SIDE_EFFECTS__*/
export function sectionConfigSchema<T extends z.ZodMiniType>(content: T) {
  return z.object({
    /** Background image ('' for none). */
    img: z.string(),
    color: z.string(),
    /** The colour is used only when true. */
    colorType: z.boolean(),
    data: content,
    /** 'true' shows the heading. */
    displayTitle: z.string(),
    title: z.string(),
    /** Source of the section's content (the `method` of section/content). */
    source: z.string(),
  })
}

export const contactLineSchema = onFirstUse(() =>
  z.object({
    /** `phone`, `email`, `address`, `hours`... */
    type: z.string(),
    title: z.string(),
    value: z.string(),
    link: z.string(),
  }),
)

export const knownBlockSchema = onFirstUse(() =>
  z.discriminatedUnion('type', [
    z.object({ ...blockBase, type: z.literal('slider'), data: sliderDataSchema }),
    z.object({ ...blockBase, type: z.literal('paralax'), data: paralaxDataSchema }),
    z.object({ ...blockBase, type: z.literal('product'), data: sectionConfigSchema(z.unknown()) }),
    z.object({ ...blockBase, type: z.literal('blog'), data: sectionConfigSchema(z.unknown()) }),
    z.object({ ...blockBase, type: z.literal('text'), data: pluginRef }),
    z.object({
      ...blockBase,
      type: z.literal('contact'),
      data: sectionConfigSchema(z.array(contactLineSchema)),
    }),
    z.object({ ...blockBase, type: z.literal('banner'), data: pluginRef }),
    z.object({ ...blockBase, type: z.literal('card_info'), data: pluginRef }),
    z.object({
      ...blockBase,
      type: z.literal('one_product'),
      data: z.object({ uniqueId: z.string() }),
    }),
    z.object({
      ...blockBase,
      type: z.literal('enter_serial'),
      data: sectionConfigSchema(z.unknown()),
    }),
    z.object({ ...blockBase, type: z.literal('html'), data: pluginRef }),
  ]),
)

/** Block types this shop renders: the types of `knownBlockSchema`, listed for code that runs
 * (a test checks that the list has them all). */
export const blockTypes = [
  'slider',
  'paralax',
  'product',
  'blog',
  'text',
  'contact',
  'banner',
  'card_info',
  'one_product',
  'enter_serial',
  'html',
] as const satisfies readonly KnownBlockType[]
export type KnownBlockType = z.output<typeof knownBlockSchema>['type']
/** A block as the server writes it. */
export type KnownBlockInput = z.input<typeof knownBlockSchema>

/**
 * A block of a type the client does not know (or whose data is broken): it parses, keeps its
 * place and order, and renders nothing.
 */
const unknownBlockSchema = onFirstUse(() =>
  z.pipe(
    z.looseObject({
      type: z.string(),
      id: z.catch(z.union([z.string(), z.number()]), ''),
      loc: z.catch(z.number(), 0),
    }),
    z.transform((block: { type: string; id: string | number; loc: number }) => ({
      type: 'unknown' as const,
      original_type: block.type,
      id: String(block.id),
      loc: block.loc,
    })),
  ),
)

export const pageBlockSchema = onFirstUse(() => z.union([knownBlockSchema, unknownBlockSchema]))
export type PageBlock = z.output<typeof pageBlockSchema>
export type BlockOf<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>

/** Header and footer flags of a page; both shown unless turned off. */
export const pageOptionsSchema = onFirstUse(() =>
  z.object({
    header: z._default(z.boolean(), true),
    footer: z._default(z.boolean(), true),
  }),
)

export const pageSchema = onFirstUse(() =>
  z.object({
    title: z.string(),
    data: jsonText(z.array(pageBlockSchema)),
    options: jsonText(pageOptionsSchema),
    meta: z.string(),
    css: z.string(),
    javascript: z.string(),
    editor: z.string(),
    html: z.string(),
  }),
)
export type Page = z.output<typeof pageSchema>

/** A content card (latest posts, blog lists). `Comment` is the comment count. */
export const contentCardSchema = onFirstUse(() =>
  z.object({
    uniqueId: z.string(),
    title: z.string(),
    /** 2:1 picture relative to `setting.upload_path`. */
    img: z.string(),
    view: z.int().check(z.nonnegative()),
    /** Publication day, YYYY-MM-DD. */
    date: z.string(),
    Comment: z.int().check(z.nonnegative()),
    /** Category title. */
    cat: z.string(),
    created_at: z.string(),
  }),
)
export type ContentCard = z.output<typeof contentCardSchema>

export const textPluginSchema = onFirstUse(() =>
  z.object({
    title: z.string(),
    /** HTML. */
    text: z.string(),
    link: z.string(),
    linkText: z.string(),
    target: z.string(),
  }),
)

export const promoPluginSchema = onFirstUse(() =>
  z.object({
    title: z.string(),
    text: z.string(),
    link: z.string(),
    linkText: z.string(),
    /** Image relative to `setting.upload_path`. */
    file: z.string(),
  }),
)

/** Resolved data of a plugin-backed block, by kind. */
const knownPluginDataSchema = onFirstUse(() =>
  z.discriminatedUnion('kind', [
    z.extend(textPluginSchema, { kind: z.literal('text') }),
    z.object({ kind: z.literal('banner'), file: mediaFileSchema }),
    z.object({ kind: z.literal('html'), plugin: z.string() }),
    z.extend(promoPluginSchema, { kind: z.literal('card_info') }),
    z.object({ kind: z.literal('one_product'), product: productListItemSchema }),
    z.object({ kind: z.literal('blog'), data: z.array(contentCardSchema) }),
  ]),
)

export const pluginDataSchema = onFirstUse(() =>
  z.union([
    knownPluginDataSchema,
    z.pipe(
      z.looseObject({ kind: z.string() }),
      z.transform((p: { kind: string }) => ({ kind: 'unknown' as const, original_kind: p.kind })),
    ),
  ]),
)
export type PluginData = z.output<typeof pluginDataSchema>
export type PluginOf<K extends PluginData['kind']> = Extract<PluginData, { kind: K }>

/** Resolved plugin data keyed by block id. */
export const pagePluginsSchema = onFirstUse(() => z.record(z.string(), pluginDataSchema))

export const homePageRequestSchema = onFirstUse(() =>
  z.strictObject({
    product_limit: z._default(wholeNumber(1, homeProductMaxLimit), homeProductDefaultLimit),
  }),
)

export const homePageResponseSchema = onFirstUse(() =>
  z.object({
    status: z.literal(true),
    page: pageSchema,
    plugins: pagePluginsSchema,
    seo: seoSchema,
    /** The product showcase: the latest products. */
    products: z.array(productListItemSchema),
  }),
)
export type HomePage = z.output<typeof homePageResponseSchema>

export const homePageCall = onFirstUse(() =>
  defineCall({
    path: '/wsd/v2/page/home',
    cacheable: true,
    request: homePageRequestSchema,
    response: homePageResponseSchema,
  }),
)

/** A page slug: letters (any script), digits, `-` and `_`. */
export const slugSchema = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(100),
      z.regex(/^[\p{L}\p{N}_-]+$/u, 'may hold only letters, digits, - and _'),
    ),
)

export const pageSelectCall = onFirstUse(() =>
  defineCall({
    path: v1('page/select'),
    cacheable: true,
    request: z.strictObject({ slug: slugSchema }),
    response: z.object({
      status: z.literal(true),
      page: pageSchema,
      plugins: pagePluginsSchema,
      seo: seoSchema,
    }),
  }),
)

export const pageFooterCall = onFirstUse(() =>
  defineCall({
    path: v1('page/footer'),
    cacheable: true,
    request: z.strictObject({}),
    response: z.object({
      status: z.literal(true),
      /** JSON text of the footer's blocks, in `loc` order. */
      data: jsonText(z.array(pageBlockSchema)),
      plugins: pagePluginsSchema,
    }),
  }),
)

const pluginRequest = onFirstUse(() => z.strictObject({ id: rowId }))

export const pluginTextCall = onFirstUse(() =>
  defineCall({
    path: v1('plugins/text/'),
    cacheable: true,
    request: pluginRequest,
    response: z.extend(textPluginSchema, { status: z.literal(true) }),
  }),
)

export const pluginBannerCall = onFirstUse(() =>
  defineCall({
    path: v1('plugins/banner/'),
    cacheable: true,
    request: pluginRequest,
    response: z.object({ status: z.literal(true), file: mediaFileSchema }),
  }),
)

export const pluginHtmlCall = onFirstUse(() =>
  defineCall({
    path: v1('plugins/html'),
    cacheable: true,
    request: pluginRequest,
    response: z.object({
      status: z.literal(true),
      /** HTML inserted as is (sanitised by the client). */
      data: z.object({ plugin: z.string() }),
    }),
  }),
)

/** The parallax section's side text. */
export const paralaxConfSchema = onFirstUse(() =>
  z.object({
    title: z.string(),
    text: z.string(),
    link: z.string(),
    linkText: z.string(),
  }),
)

export const siteConfSchema = onFirstUse(() =>
  z.object({
    lang: languageSchema,
    title: z.string(),
    description: z.string(),
    /** Logo picture relative to `setting.upload_path` ('' shows the text logo). */
    logo: z.string(),
    /** JSON text of the parallax section's side text. */
    paralax: jsonText(paralaxConfSchema),
    /** The footer's "Designed by" credit. */
    credit: z.object({ title: z.string(), link: z.string() }),
  }),
)
export type SiteConf = z.output<typeof siteConfSchema>

export const siteSettingSchema = onFirstUse(() =>
  z.object({
    /** Prefix of every media URL. */
    upload_path: z.string(),
    /** 1 while the site is locked (the key is checked by the server), else 0. */
    luck: z.union([z.literal(0), z.literal(1)]),
    /** The currency of every amount: 'IRT' (toman) or an ISO 4217 code; toman when absent. */
    currency: z.optional(z.string()),
  }),
)
export type SiteSetting = z.output<typeof siteSettingSchema>

export const siteSettingsResponseSchema = onFirstUse(() =>
  z.object({
    status: z.literal(true),
    conf: jsonText(siteConfSchema),
    setting: siteSettingSchema,
  }),
)

export const settingsSelectCall = onFirstUse(() =>
  defineCall({
    path: v1('settings/select/'),
    cacheable: true,
    request: z.strictObject({}),
    response: siteSettingsResponseSchema,
    closedWhileLocked: false,
  }),
)

export const settingsCall = onFirstUse(() =>
  defineCall({
    path: v1('settings/call'),
    cacheable: true,
    /** `lang` in the body overrides the header. */
    request: z.strictObject({ lang: z.optional(languageSchema) }),
    response: siteSettingsResponseSchema,
    closedWhileLocked: false,
  }),
)

export const siteConfigCall = onFirstUse(() =>
  defineCall({
    path: v1('site/config'),
    cacheable: true,
    request: z.strictObject({}),
    response: siteSettingsResponseSchema,
    closedWhileLocked: false,
  }),
)

/** Sources of section content: `blog` latest posts, `blog_popular` most viewed posts. */
export const sectionSources = ['blog', 'blog_popular'] as const

export const sectionContentCall = onFirstUse(() =>
  defineCall({
    path: v1('section/content'),
    cacheable: true,
    request: z.strictObject({
      method: z.enum(sectionSources),
      /** Overrides the `lang` header. */
      lang: z.optional(languageSchema),
      limit: z._default(wholeNumber(1, 24), sectionContentDefaultLimit),
    }),
    response: z.object({ status: z.literal(true), data: z.array(contentCardSchema) }),
  }),
)

export const menuNames = ['main_menu', 'footer'] as const

export const menuItemSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    link: z.string(),
  }),
)

export const menuCall = onFirstUse(() =>
  defineCall({
    path: v1('menu'),
    cacheable: true,
    request: z.strictObject({ menu: z.enum(menuNames) }),
    response: z.object({
      status: z.literal(true),
      title: z.string(),
      item: z.array(menuItemSchema),
    }),
  }),
)

export const seoSelectCall = onFirstUse(() =>
  defineCall({
    path: v1('seo/select'),
    cacheable: true,
    request: z
      .strictObject({
        /** The page's path, e.g. `/about`. */
        link: z.optional(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(300),
              z.regex(/^\/[^\s]*$/, 'must be a path starting with /'),
            ),
        ),
        page: z.optional(slugSchema),
      })
      .check(
        z.refine((r) => (r.link === undefined) !== (r.page === undefined), {
          message: 'give either link or page',
          path: ['link'],
        }),
      ),
    response: z.object({ status: z.literal(true), seo: seoSchema }),
  }),
)

export const showcaseItemSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    des: z.string(),
    img: z.string(),
    created_at: z.string(),
  }),
)
export type ShowcaseItem = z.output<typeof showcaseItemSchema>

const showcaseRequest = onFirstUse(() =>
  z.strictObject({
    method: z._default(z.literal('last'), 'last'),
    limit: z._default(wholeNumber(1, listMaxLimit), listDefaultLimit),
    /** Overrides the `lang` header. */
    lang: z.optional(languageSchema),
  }),
)

const showcaseResponse = onFirstUse(() =>
  z.object({ status: z.literal(true), data: z.array(showcaseItemSchema) }),
)

export const projectListCall = onFirstUse(() =>
  defineCall({
    path: v1('seo/project'),
    cacheable: true,
    request: showcaseRequest,
    response: showcaseResponse,
  }),
)

export const serviceListCall = onFirstUse(() =>
  defineCall({
    path: v1('seo/service'),
    cacheable: true,
    request: showcaseRequest,
    response: showcaseResponse,
  }),
)
