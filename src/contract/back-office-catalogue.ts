import * as z from 'zod/mini'
import { productTypes, serialField } from './authenticity'
import { defineCall, v1 } from './call'
import {
  languages,
  pagedList,
  pageNumber,
  rowId,
  typedDigits,
  uniqueId,
  wholeNumber,
} from './common'
import { mediaFileSchema } from './content'
import { refusalParams } from './field-refusals'
import { onFirstUse } from './on-first-use'

export const backOfficeProductsPerPage = 30
/** Lines of one serials CSV file; a bigger batch is split by the sender. */
export const serialsCsvMaxLines = 5000
export const serialsCsvHeader = 'serial,product_type,product,seller,registered_at,warranty_until'

/** A price in the shop's currency unit: a whole number, never negative. */
const price = onFirstUse(() => wholeNumber(0, 2_000_000_000))
const stock = onFirstUse(() => wholeNumber(0, 1_000_000))

/** Price, discount (0: none, else below the price) and stock of a product or one of its options. */
const pricing = onFirstUse(() =>
  z.strictObject({ price, discount: price, depo: stock }).check(
    z.refine((p) => p.discount === 0 || p.discount < p.price, {
      message: 'Discount must be below the price (0: no discount).',
      path: ['discount'],
      params: refusalParams('discount'),
    }),
  ),
)

/** Pictures of a new product: JPEG, PNG or WebP (read from their bytes), each at most 5 MB. */
export const pictureMaxBytes = 5 * 1024 * 1024
export const picturesMax = 6
/** The new-product call carries its pictures as base64, a third larger than their bytes. */
export const newProductBodyLimit = Math.ceil((picturesMax * pictureMaxBytes * 4) / 3) + 256 * 1024

/** A picture sent with a change: JPEG, PNG or WebP, read from its bytes. */
export const pictureUpload = onFirstUse(() =>
  z.strictObject({
    /** The file as base64; its type is read from its bytes, its name is never used. */
    data: z
      .string()
      .check(
        z.minLength(1, 'The picture is empty.'),
        z.maxLength(Math.ceil((pictureMaxBytes * 4) / 3) + 4, 'A picture may be at most 5 MB.'),
        z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
      ),
  }),
)

/** The kinds of option a product may have: a colour (its CSS colour), a power (its watts). */
export const optionTypes = ['color', 'power'] as const
export type OptionType = (typeof optionTypes)[number]

/** An option's name in each language, '' where it has none (the shop then names it by its value). */
const optionNames = onFirstUse(() =>
  z.strictObject({
    EN: z.string().check(z.trim(), z.maxLength(100)),
    FA: z.string().check(z.trim(), z.maxLength(100)),
    AR: z.string().check(z.trim(), z.maxLength(100)),
  }),
)

/** A new option: its kind and value (a colour such as #1f6fd1, or watts), names and pricing. */
const newOption = onFirstUse(() =>
  z
    .extend(pricing, {
      type: z.enum(optionTypes),
      value: z.string().check(typedDigits(), z.trim(), z.minLength(1), z.maxLength(40)),
      names: optionNames,
    })
    .check(
      z.refine((o) => o.type !== 'color' || /^#[0-9a-fA-F]{6}$/.test(o.value), {
        message: 'A colour option’s value is a colour such as #1f6fd1.',
        path: ['value'],
        params: refusalParams('colour'),
      }),
      z.refine((o) => o.type !== 'power' || /^\d{1,5}$/.test(o.value), {
        message: 'A power option’s value is its watts, such as 2200.',
        path: ['value'],
        params: refusalParams('wholeNumber'),
      }),
    ),
)

/** The shop's product categories, with their names in each language, for staff to choose from. */
export const backOfficeCategoriesCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/categories'),
    auth: 'staff',
    area: 'catalogue',
    request: z.strictObject({}),
    response: z.object({
      categories: z.array(
        z.object({ uniqueId: z.string(), names: z.record(z.enum(languages), z.string()) }),
      ),
    }),
  }),
)

/** A product's words in one language, as the product page shows them. */
export const productTextsFields = onFirstUse(() =>
  z.strictObject({
    title: z.string().check(z.trim(), z.minLength(1, 'Title is required.'), z.maxLength(200)),
    des: z.string().check(z.trim(), z.maxLength(2000)),
    art: z.string().check(z.maxLength(100_000)),
  }),
)

const backOfficeProductRow = onFirstUse(() =>
  z.object({
    id: z.int(),
    uniqueId: z.string(),
    title: z.string(),
    price: z.int(),
    discount: z.int(),
    /** The product's stock, or the sum of its options' stock. */
    /** Units in stock. */
    depo: z.int(),
    variants: z.int(),
    /** Whether it, or one of its options, has the low-stock threshold's units or fewer. */
    lowStock: z.boolean(),
    /** Its first picture, if it has one. */
    picture: z.nullable(mediaFileSchema),
  }),
)
export type BackOfficeProductRow = z.output<typeof backOfficeProductRow>

/**
 * Products as staff find them: by the words the shop's search finds them by (title, model,
 * brand, category, options, description; in any language, hidden products too) or by their
 * exact uniqueId, newest first; with
 * `lowStock`, only those (or those with an option) at or under the low-stock threshold.
 */
export const backOfficeProductListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/products'),
    auth: 'staff',
    area: 'catalogue',
    request: z.strictObject({
      page: pageNumber,
      query: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      lowStock: z.optional(z.boolean({ error: 'lowStock must be true or false.' })),
    }),
    response: pagedList(backOfficeProductRow),
  }),
)

const editableVariant = onFirstUse(() =>
  z.object({
    id: z.int(),
    uniqueId: z.string(),
    type: z.string(),
    value: z.string(),
    /** Its name in each language, '' where it has none. */
    names: z.record(z.enum(languages), z.string()),
    price: z.int(),
    discount: z.int(),
    /** Units in stock. */
    depo: z.int(),
  }),
)

/** One product with everything staff may edit; options carry their own price and stock. */
export const backOfficeProductSchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    uniqueId: z.string(),
    price: z.int(),
    discount: z.int(),
    /** Units in stock. */
    depo: z.int(),
    /** Its category's uniqueId. */
    category: z.string(),
    /** Hidden from the shop: in no list or search, its page a 404, its orders kept. */
    hidden: z.boolean(),
    texts: z.record(
      z.enum(languages),
      z.object({ title: z.string(), des: z.string(), art: z.string() }),
    ),
    /** In the order the shop shows them, the first on cards and lists. */
    pictures: z.array(mediaFileSchema),
    variants: z.array(editableVariant),
  }),
)
export type BackOfficeProduct = z.output<typeof backOfficeProductSchema>

export const backOfficeProductCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/product'),
    auth: 'staff',
    area: 'catalogue',
    request: z.strictObject({ id: rowId }),
    response: z.object({ product: backOfficeProductSchema }),
  }),
)

/** A picture of the product kept (by its address) or a new one (its bytes), in the shop's order. */
const editedPicture = onFirstUse(() =>
  z.union([z.strictObject({ url: z.string() }), pictureUpload]),
)

/**
 * Changes a product: its words per language, its price, discount and stock, or each option's
 * (and their names); its category, whether it is hidden, its pictures (the whole list, in order:
 * those kept by address, new ones by their bytes); options added, and removed once out of stock.
 * A product with options is priced and stocked per option only. A stock change counts at the next
 * add to cart and when an order is placed, which both read the database.
 */
export const backOfficeProductEditCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/product/edit'),
    auth: 'staff',
    area: 'catalogue',
    write: true,
    request: z.strictObject({
      id: rowId,
      // Each language on its own, any of them left out (a strict object: no other key).
      texts: z.optional(
        z.strictObject({
          EN: z.optional(productTextsFields),
          FA: z.optional(productTextsFields),
          AR: z.optional(productTextsFields),
        }),
      ),
      pricing: z.optional(pricing),
      variants: z.optional(
        z
          .array(z.extend(pricing, { id: rowId, names: z.optional(optionNames) }))
          .check(z.maxLength(200)),
      ),
      category: z.optional(uniqueId),
      hidden: z.optional(z.boolean()),
      pictures: z.optional(
        z
          .array(editedPicture)
          .check(
            z.minLength(1, 'Keep at least one picture.'),
            z.maxLength(picturesMax, `At most ${picturesMax} pictures.`),
          ),
      ),
      newVariants: z.optional(z.array(newOption).check(z.maxLength(20))),
      removeVariants: z.optional(z.array(rowId).check(z.maxLength(200))),
    }),
    response: z.object({ status: z.literal(true), product: backOfficeProductSchema }),
  }),
)

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDay = onFirstUse(() =>
  z.string().check(
    typedDigits(),
    z.trim(),
    z.refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day), {
      message: 'must be a date like 2026-01-31',
      params: refusalParams('date'),
      abort: true,
    }),
    z.refine(
      (day) => {
        const time = Date.parse(`${day}T00:00:00Z`)
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
      },
      { message: 'is not a real date', params: refusalParams('date') },
    ),
  ),
)

/** One registration as staff write it; the product is named by its uniqueId. */
export const serialRegistrationFields = onFirstUse(() =>
  z
    .strictObject({
      serial: serialField,
      product_type: z.enum(productTypes, { error: 'must be iron or hairdryer' }),
      product: uniqueId,
      seller: z.string().check(z.trim(), z.minLength(1, 'Seller is required.'), z.maxLength(100)),
      registered_at: calendarDay,
      warranty_until: calendarDay,
    })
    .check(
      z.refine((r) => r.warranty_until >= r.registered_at, {
        message: 'Warranty must not end before the registration date.',
        path: ['warranty_until'],
        params: refusalParams('beforeStart'),
      }),
    ),
)
export type SerialRegistrationFields = z.output<typeof serialRegistrationFields>

/** A registered serial as staff find it, with its product's title in the request's language. */
const registeredSerial = onFirstUse(() =>
  z.object({
    serial: z.string(),
    productType: z.enum(productTypes),
    product: z.object({ uniqueId: z.string(), title: z.string() }),
    seller: z.string(),
    /** Days, `YYYY-MM-DD`. */
    registeredAt: z.string(),
    warrantyUntil: z.string(),
  }),
)
export type RegisteredSerial = z.output<typeof registeredSerial>

/**
 * The registered serials, newest first, narrowed by a search: a run of at least 3 characters of
 * their serial (any digits, any case) or seller, or their product's exact uniqueId.
 */
export const serialListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/serials'),
    auth: 'staff',
    area: 'catalogue',
    request: z.strictObject({
      page: pageNumber,
      query: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    }),
    response: pagedList(registeredSerial),
  }),
)

export const serialRegisterCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/serials/register'),
    auth: 'staff',
    area: 'catalogue',
    write: true,
    request: serialRegistrationFields,
    response: z.object({ status: z.literal(true), serial: z.string() }),
  }),
)

/**
 * A CSV file of registrations (header line first). Every line is checked before any is written;
 * a bad line refuses the whole file, each bad line named in `error.fields` as `line <n>`.
 */
export const serialsCsvCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/serials/csv'),
    auth: 'staff',
    area: 'catalogue',
    write: true,
    request: z.strictObject({
      csv: z.string().check(z.minLength(1, 'The file is empty.'), z.maxLength(1_000_000)),
    }),
    response: z.object({ status: z.literal(true), written: z.int() }),
  }),
)

/** A product's uniqueId as its address shows it: lower-case letters, digits and dashes. */
const productUniqueId = onFirstUse(() =>
  z.string().check(
    z.trim(),
    z.refine((id) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id), {
      message: 'must be lower-case letters, digits and dashes',
      params: refusalParams('slug'),
    }),
    z.maxLength(60),
  ),
)

/**
 * A new product with its words in every language, its price and stock, and its pictures sent in
 * the same JSON body (no multipart parser is installed): the product and its pictures are written
 * together or not at all, so a refused picture leaves no product and no file behind.
 */
export const backOfficeProductCreateCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/product/create'),
    auth: 'staff',
    area: 'catalogue',
    write: true,
    request: z.strictObject({
      uniqueId: productUniqueId,
      category: uniqueId,
      model: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
      pricing,
      texts: z.record(z.enum(languages), productTextsFields),
      pictures: z
        .array(pictureUpload)
        .check(
          z.minLength(1, 'Add at least one picture.'),
          z.maxLength(picturesMax, `At most ${picturesMax} pictures.`),
        ),
    }),
    response: z.object({ status: z.literal(true), product: backOfficeProductSchema }),
  }),
)
