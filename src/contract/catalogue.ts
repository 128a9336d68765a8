import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { optionName, pagedList, pageNumber, seoSchema, uniqueId, wholeNumber } from './common'
import { jsonText } from './json-text'
import { onFirstUse } from './on-first-use'
import { searchMinLength } from './product-search-text'

/** Products per page of a category listing or a search. */
export const productsPerPage = 12

/** How many products a search that found nothing offers as close to it. */
export const closeProductsCount = 4

/**
 * Sort orders of a listing, sent as the original API's own strings:
 * `id DESC` latest, `price ASC` cheapest first, `price DESC` dearest first,
 * `fav DESC` most favourited, `id ASC` oldest. Prices sort by the price a buyer pays
 * (the discounted price when there is one).
 */
export const productSorts = ['id DESC', 'price ASC', 'price DESC', 'fav DESC', 'id ASC'] as const
export const productSortSchema = onFirstUse(() => z.enum(productSorts))
export type ProductSort = z.infer<typeof productSortSchema>

/** A search's orders: `relevance`, the best matches first (its default), or a listing's own. */
export const productSearchSorts = ['relevance', ...productSorts] as const
export const productSearchSortSchema = onFirstUse(() => z.enum(productSearchSorts))
export type ProductSearchSort = z.infer<typeof productSearchSortSchema>

/** One picture of a product. `url` is the widest rendition, relative to `setting.upload_path`. */
export const productImageSchema = onFirstUse(() =>
  z.object({
    url: z.string(),
    width: z.int().check(z.positive()),
    height: z.int().check(z.positive()),
    /** Widths the picture exists at, for `srcset`: `url` with `-<widest>.` replaced by `-<w>.`. */
    widths: z.array(z.int().check(z.positive())),
  }),
)
export type ProductImage = z.output<typeof productImageSchema>

/** The unit label shown after a price; the original API calls the label `price`. */
export const unitSchema = onFirstUse(() => z.object({ price: z.string() }))

export const brandSchema = onFirstUse(() => z.object({ uniqueId: z.string(), title: z.string() }))

/**
 * A product as lists show it (category pages, search, home showcase, favourites).
 * `price.discount` is the discounted price (0 when none); `price.price` the base price.
 */
export const productListItemSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    uniqueId: z.string(),
    title: z.string(),
    /** Main picture, relative to `setting.upload_path` (the first of `gallery`). */
    img: z.string(),
    des: z.string(),
    /** uniqueId of the product's category. */
    cat: z.string(),
    slug: z.string(),
    production: z.string(),
    /** The maker, or null for a product of no named brand. */
    brand: z.nullable(brandSchema),
    gallery: z.array(productImageSchema),
    price: z.object({
      price: z.int().check(z.nonnegative()),
      discount: z.int().check(z.nonnegative()),
      vahed: unitSchema,
    }),
    vahed: unitSchema,
  }),
)
export type ProductListItem = z.output<typeof productListItemSchema>

const categoryParam = onFirstUse(() => z.union([z.literal('all'), uniqueId]))

/**
 * A search's text: every word must begin a word of the product's title, model, brand, category,
 * option names or description in the request's language (one letter off from 4 letters on).
 */
const searchQuery = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(searchMinLength, `must be at least ${searchMinLength} characters`),
      z.maxLength(100),
    ),
)

export const productCategoryCall = onFirstUse(() =>
  defineCall({
    path: v1('product/cat'),
    cacheable: true,
    request: z.strictObject({
      /** `all` lists every category; otherwise a category uniqueId. */
      cat: categoryParam,
      sort: z._default(productSortSchema, 'id DESC'),
      page: pageNumber,
      /** At most 48; the server answers with the `per_page` it used. */
      limit: z.optional(wholeNumber(1, 48)),
    }),
    response: z.object({
      products: pagedList(productListItemSchema),
      seo: seoSchema,
      cat: z.object({
        cat: z.object({ uniqueId: z.string(), title: z.string() }),
        icon: z.string(),
      }),
    }),
  }),
)

export const productSearchCall = onFirstUse(() =>
  defineCall({
    path: v1('product/search'),
    cacheable: true,
    request: z.strictObject({
      cat: z._default(categoryParam, 'all'),
      sort: z._default(productSearchSortSchema, 'relevance'),
      page: pageNumber,
      query: searchQuery,
    }),
    response: z.extend(pagedList(productListItemSchema), {
      /**
       * When nothing matches: a few products of any category holding any one word of the query,
       * the best first (none when no word is found at all).
       */
      close: z.optional(z.array(productListItemSchema).check(z.maxLength(closeProductsCount))),
    }),
  }),
)

/** What a suggestion under the search box shows of a product, and its page's uniqueId. */
export const productSuggestionSchema = onFirstUse(() =>
  z.extend(z.pick(productListItemSchema, { uniqueId: true, title: true, img: true, price: true }), {
    /** Its first picture with its stored widths, so a thumbnail is read at a thumbnail's width. */
    picture: z.optional(productImageSchema),
  }),
)
export type ProductSuggestion = z.output<typeof productSuggestionSchema>

/** Suggestions a search box offers as a shopper types. */
export const productSuggestionsShown = 6

export const productSuggestCall = onFirstUse(() =>
  defineCall({
    path: v1('product/suggest'),
    cacheable: true,
    request: z.strictObject({ query: searchQuery }),
    /** At most `productSuggestionsShown` products, the best match first. */
    response: z.object({ products: z.array(productSuggestionSchema) }),
  }),
)

/** Packaging box: weight `w` in `wtype`, size `h` x `l` x `v` (width) in `atype`. */
export const productBoxSchema = onFirstUse(() =>
  z.object({
    w: z.number(),
    wtype: z.string(),
    v: z.number(),
    h: z.number(),
    l: z.number(),
    atype: z.string(),
  }),
)

const textList = onFirstUse(() => jsonText(z.array(z.string())))

/** Strengths (`ghovat`) and weaknesses (`zaf`), each JSON text inside JSON text. */
export const productNoghatSchema = onFirstUse(() => z.object({ zaf: textList, ghovat: textList }))

export const productAttributeSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    type: z.string(),
    value: z.string(),
  }),
)

/** A product's option as a buyer chooses it (a colour or a power), without its price and stock. */
export const chosenOptionSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    uniqueId: z.string(),
    /** 'color' (value: a CSS colour like '#1f6fd1') or 'power' (value: watts like '2200'). */
    type: z.string(),
    value: z.string(),
    /** What the shop calls it in the request's language ("Ocean blue"); '' when it has no name. */
    name: optionName,
  }),
)

/** One buyable option with its own price and stock. */
export const productVariantSchema = onFirstUse(() =>
  z.extend(chosenOptionSchema, {
    /** `prc` base price, `discount` discounted price (0 when none), `date` of the price. */
    price: jsonText(
      z.object({
        prc: z.int().check(z.nonnegative()),
        discount: z.int().check(z.nonnegative()),
        date: z.string(),
      }),
    ),
    /** Units in stock. */
    depo: z.int().check(z.nonnegative()),
    /** Warranty in months, e.g. '24'. */
    data: jsonText(z.object({ garanty: z.string() })),
  }),
)
export type ProductVariant = z.output<typeof productVariantSchema>

export const productSingleCall = onFirstUse(() =>
  defineCall({
    path: v1('product/single'),
    cacheable: true,
    request: z.strictObject({ unique: uniqueId }),
    response: z.object({
      pro: z.object({
        id: z.int(),
        uniqueId: z.string(),
        title: z.string(),
        des: z.string(),
        slug: z.string(),
        model: z.string(),
        /** Serial-number prefix. */
        sk: z.string(),
        /** Brand uniqueId ('' when none). */
        brand: z.string(),
        /** Category uniqueId. */
        mainCat: z.string(),
        production: z.string(),
        /** Link to the maker's full detail page ('' when none). */
        external_link: z.string(),
        box: jsonText(productBoxSchema),
        noghat: jsonText(productNoghatSchema),
      }),
      seo: seoSchema,
      ex: z.object({
        img: z.object({ url: z.string() }),
        cat: z.object({ uniqueId: z.string(), title: z.string() }),
        brand: z.nullable(brandSchema),
      }),
      gallery: z.array(productImageSchema),
      price: z.object({
        /** What the default option costs before discount. */
        price: z.int().check(z.nonnegative()),
        /** Units in stock over all options; 0 hides the add-to-cart button. */
        quty: z.int().check(z.nonnegative()),
        /** True when the buyer chooses among `dynamic` options. */
        dynamic: z.boolean(),
      }),
      dynamic: z.array(productVariantSchema),
      /** The default option: its discounted price, base price, price date, uniqueId ('' when none), unit. */
      def: z.object({
        discount: z.int().check(z.nonnegative()),
        price: z.int().check(z.nonnegative()),
        date: z.string(),
        dynamic: z.string(),
        vahed: z.string(),
      }),
      /** HTML article of the shop's own review. */
      art: z.string(),
      attr: jsonText(z.array(productAttributeSchema)),
      info: z.object({
        /** Average vote 1-5 with one decimal, 0 without reviews. */
        vote: z.number().check(z.nonnegative()),
        review: z.int().check(z.nonnegative()),
        comment: z.int().check(z.nonnegative()),
      }),
    }),
  }),
)
