import type { FastifyPluginAsync } from 'fastify'
import {
  catalogueDeskPerPage,
  deskProductCall,
  deskProductCreateCall,
  deskProductEditCall,
  deskProductListCall,
  newProductBodyLimit,
  serialRegisterCall,
  serialsCsvCall,
} from '../../../src/contract/back-office-catalogue'
import { badRequest, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { renderPictures, storePictures } from '../../services/product-pictures'
import { readSerialsCsv, registrationRows } from '../../services/serial-registrations'

const unknownProduct = () => notFound('No product has this id.')

/** The catalogue desk: products' words, prices and stock, and authenticity serials. */
export const catalogueDeskRoutes: FastifyPluginAsync = async (app) => {
  const { auditRepository, catalogueDeskRepository: desk } = app

  registerCall(app, deskProductListCall, async ({ body, lang }) => {
    const { rows, total } = await desk.page(
      body.query || undefined,
      pageWindow(body.page, catalogueDeskPerPage),
      lang,
      { lowStockAt: app.config.lowStock, lowOnly: body.lowStock === true },
    )
    return pagedList(rows, total, body.page, catalogueDeskPerPage)
  })

  registerCall(app, deskProductCall, async ({ body }) => {
    const product = await desk.product(body.id)
    if (!product) throw unknownProduct()
    return { product }
  })

  registerCall(app, deskProductEditCall, async ({ body, user }) => {
    const before = await desk.product(body.id)
    if (!before) throw unknownProduct()
    if (body.pricing && before.variants.length)
      throw badRequest('This product is priced and stocked per option.', {
        pricing: 'This product is priced and stocked per option.',
      })
    for (const [lang, texts] of Object.entries(body.texts ?? {})) {
      if (texts && !(await desk.setTexts(body.id, lang as keyof typeof before.texts, texts)))
        throw badRequest(`This product has no ${lang} page to change.`, {
          [`texts.${lang}`]: `This product has no ${lang} page to change.`,
        })
    }
    if (body.pricing) await desk.setPricing(body.id, body.pricing)
    for (const [index, { id, ...pricing }] of (body.variants ?? []).entries()) {
      if (!(await desk.setVariantPricing(body.id, id, pricing)))
        throw badRequest('That option is not one of this product.', {
          [`variants.${index}.id`]: 'That option is not one of this product.',
        })
    }
    const after = await desk.product(body.id)
    if (!after) throw unknownProduct()
    await auditRepository.record(user, {
      action: 'product.edit',
      subject: `product:${body.id}`,
      before,
      after,
    })
    return { status: true, product: after }
  })

  registerCall(
    app,
    deskProductCreateCall,
    async ({ body, user, prepared }) => {
      if (await desk.productIdOf(body.uniqueId))
        throw badRequest('A product has this uniqueId already.', {
          uniqueId: 'A product has this uniqueId already.',
        })
      if (!(await desk.categoryExists(body.category)))
        throw badRequest('No category has this uniqueId.', {
          category: 'No category has this uniqueId.',
        })
      const { pictures: _, ...product } = body
      const { stored, remove } = await storePictures(app.config.uploadsDir, body.uniqueId, prepared)
      try {
        const id = await desk.createProduct(product, stored)
        const after = await desk.product(id)
        if (!after) throw unknownProduct()
        await auditRepository.record(user, {
          action: 'product.create',
          subject: `product:${id}`,
          before: null,
          after: { ...after, pictures: stored.map((p) => p.url) },
        })
        return { status: true, product: after }
      } catch (problem) {
        await remove()
        throw problem
      }
    },
    {
      bodyLimit: newProductBodyLimit,
      // Decoding and resizing is slow work: done before the transaction holds a connection.
      prepare: ({ body }: { body: { pictures: { data: string }[] } }) =>
        renderPictures(body.pictures),
    },
  )

  registerCall(app, serialRegisterCall, async ({ body, user }) => {
    const problems: Record<string, string> = {}
    const [row] = await registrationRows(desk, [{ line: 1, registration: body }], problems)
    const problem = problems['line 1']
    if (!row || problem) {
      const field = problem?.startsWith('product') ? 'product' : 'serial'
      throw badRequest(problem ?? 'Invalid registration.', { [field]: problem ?? '' })
    }
    await desk.insertSerials([row])
    await auditRepository.record(user, {
      action: 'serial.register',
      subject: `serial:${row.serial}`,
      before: null,
      after: row,
    })
    return { status: true, serial: row.serial }
  })

  registerCall(app, serialsCsvCall, async ({ body, user }) => {
    const { rows: entries, problems } = readSerialsCsv(body.csv)
    const rows = await registrationRows(desk, entries, problems)
    const bad = Object.keys(problems)
    if (bad.length)
      throw badRequest(
        `The file was not written: ${bad.length} line${bad.length === 1 ? ' is' : 's are'} wrong.`,
        problems,
      )
    await desk.insertSerials(rows)
    for (const row of rows)
      await auditRepository.record(user, {
        action: 'serial.register',
        subject: `serial:${row.serial}`,
        before: null,
        after: row,
      })
    return { status: true, written: rows.length }
  })
}
