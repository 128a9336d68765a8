import type { FastifyInstance } from 'fastify'
import type {
  BackOfficeProduct,
  backOfficeProductCreateCall,
  backOfficeProductEditCall,
} from '../../src/contract/back-office-catalogue'
import type { CallParsedRequest } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import { fieldRefused, notFound } from '../http/errors'
import type { Changer } from '../repositories/audit-repository'
import { storePictures, type RenderedPicture, type StoredPicture } from './product-pictures'

type ProductEdit = CallParsedRequest<typeof backOfficeProductEditCall>
type NewProductRequest = CallParsedRequest<typeof backOfficeProductCreateCall>

const unknownProduct = () => notFound('No product has this id.')

/** The audit subject of a product. */
const productSubject = (id: number) => `product:${String(id)}`

/** The pictures an edit sends that are new (their bytes), in the order sent. */
export const newPicturesOf = (edit: { pictures?: ({ url: string } | { data: string })[] }) =>
  (edit.pictures ?? []).filter((picture): picture is { data: string } => 'data' in picture)

/**
 * A new product with its words, pricing and pictures (rendered before the transaction), in the
 * caller's transaction: a refusal leaves no product and no file.
 */
export async function createProduct(
  app: FastifyInstance,
  body: NewProductRequest,
  rendered: RenderedPicture[],
  by: Changer,
): Promise<BackOfficeProduct> {
  const catalogue = app.backOfficeCatalogueRepository
  if (await catalogue.productIdOf(body.uniqueId))
    throw fieldRefused('uniqueId', {
      reason: 'taken',
      message: 'A product has this uniqueId already.',
    })
  await refuseUnknownCategory(app, body.category)
  const { pictures: _, ...product } = body
  const { stored, remove } = await storePictures(
    app.config.uploadsDir,
    { folder: 'products', name: body.uniqueId },
    rendered,
  )
  try {
    const id = await catalogue.createProduct(product, stored)
    await catalogue.indexForSearch(id)
    const after = await catalogue.product(id)
    if (!after) throw unknownProduct()
    await app.auditRepository.record(by, {
      action: 'product.create',
      subject: productSubject(id),
      before: null,
      after,
    })
    return after
  } catch (problem) {
    await remove()
    throw problem
  }
}

async function refuseUnknownCategory(app: FastifyInstance, category: string) {
  if (!(await app.backOfficeCatalogueRepository.categoryExists(category)))
    throw fieldRefused('category', {
      reason: 'unknown',
      message: 'No category has this uniqueId.',
    })
}

/**
 * Changes a product in the caller's transaction, audited as one change: its words, pricing (its
 * own or its options'), option names, category, visibility and pictures; options added, and
 * removed when out of stock. Anything refused changes nothing (the transaction ends) and leaves
 * no new picture file behind.
 */
export async function editProduct(
  app: FastifyInstance,
  body: ProductEdit,
  rendered: RenderedPicture[],
  by: Changer,
): Promise<BackOfficeProduct> {
  const catalogue = app.backOfficeCatalogueRepository
  const before = await catalogue.product(body.id)
  if (!before) throw unknownProduct()
  const hasOptions = before.variants.length > 0 || (body.newVariants?.length ?? 0) > 0
  if (body.pricing && hasOptions)
    throw fieldRefused('pricing', {
      reason: 'notHere',
      message: 'This product is priced and stocked per option.',
    })
  for (const [lang, texts] of Object.entries(body.texts ?? {})) {
    if (texts && !(await catalogue.setTexts(body.id, lang as Language, texts)))
      throw fieldRefused(`texts.${lang}`, {
        reason: 'notHere',
        message: `This product has no ${lang} page to change.`,
      })
  }
  if (body.pricing) await catalogue.setPricing(body.id, body.pricing)
  await changeOptions(app, before, body)
  if (body.category !== undefined && body.category !== before.category) {
    await refuseUnknownCategory(app, body.category)
    await catalogue.setCategory(body.id, body.category)
  }
  if (body.hidden !== undefined) await catalogue.setHidden(body.id, body.hidden)
  // What a search finds of it follows its words, category and options, in this transaction.
  await catalogue.indexForSearch(body.id)

  const { stored, remove } = body.pictures
    ? await storePictures(
        app.config.uploadsDir,
        { folder: 'products', name: before.uniqueId },
        rendered,
      )
    : { stored: [], remove: async () => [] }
  try {
    if (body.pictures) await catalogue.setPictures(body.id, picturesInOrder(before, body, stored))
    const after = await catalogue.product(body.id)
    if (!after) throw unknownProduct()
    await app.auditRepository.record(by, {
      action: 'product.edit',
      subject: productSubject(body.id),
      before,
      after,
    })
    return after
  } catch (problem) {
    await remove()
    throw problem
  }
}

/** The options' pricing and names, those added and those removed (only when out of stock). */
async function changeOptions(app: FastifyInstance, before: BackOfficeProduct, body: ProductEdit) {
  const catalogue = app.backOfficeCatalogueRepository
  const known = new Map(before.variants.map((variant) => [variant.id, variant]))
  for (const [index, { id, names, ...pricing }] of (body.variants ?? []).entries()) {
    if (!known.has(id) || !(await catalogue.setVariantPricing(body.id, id, pricing)))
      throw fieldRefused(`variants.${index}.id`, {
        reason: 'unknown',
        message: 'That option is not one of this product.',
      })
    if (names) await catalogue.setVariantNames(id, names)
  }
  for (const [index, id] of (body.removeVariants ?? []).entries()) {
    const variant = known.get(id)
    if (!variant)
      throw fieldRefused(`removeVariants.${index}`, {
        reason: 'unknown',
        message: 'That option is not one of this product.',
      })
    // Its stock as this change leaves it.
    const stock = body.variants?.find((v) => v.id === id)?.depo ?? variant.depo
    if (stock > 0)
      throw fieldRefused(`removeVariants.${index}`, {
        reason: 'inStock',
        limit: stock,
        message: `That option has ${String(stock)} in stock: sell them or set its stock to 0 first.`,
      })
    await catalogue.removeVariant(id)
  }
  const taken = new Set(before.variants.map((variant) => variant.uniqueId))
  for (const [index, option] of (body.newVariants ?? []).entries()) {
    const uniqueId = `${before.uniqueId}-${option.type}-${option.value.replace(/^#/, '').toLowerCase()}`
    if (taken.has(uniqueId))
      throw fieldRefused(`newVariants.${index}.value`, {
        reason: 'taken',
        message: 'The product has an option of this value already.',
      })
    taken.add(uniqueId)
    const { names, ...fields } = option
    const id = await catalogue.addVariant(body.id, { ...fields, uniqueId })
    await catalogue.setVariantNames(id, names)
  }
}

/**
 * The product's pictures as the edit lists them: those it keeps by their address (each one of
 * the product's), and the new ones, stored, where their bytes were.
 */
function picturesInOrder(
  before: BackOfficeProduct,
  body: ProductEdit,
  stored: StoredPicture[],
): StoredPicture[] {
  const kept = new Map(before.pictures.map((picture) => [picture.url, picture]))
  let added = 0
  return (body.pictures ?? []).map((picture, index) => {
    if ('data' in picture) return stored[added++]!
    const known = kept.get(picture.url)
    if (!known)
      throw fieldRefused(`pictures.${index}.url`, {
        reason: 'unknown',
        message: 'That picture is not one of this product.',
      })
    return {
      url: known.url,
      widths: known.widths ?? [],
      width: known.width ?? 0,
      height: known.height ?? 0,
    }
  })
}
