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
import { badRequest, fieldRefused, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { renderPictures, storePictures } from '../../services/product-pictures'
import {
  readSerialsCsv,
  registrationRows,
  type LineProblems,
} from '../../services/serial-registrations'

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
      throw fieldRefused('pricing', {
        reason: 'notHere',
        message: 'This product is priced and stocked per option.',
      })
    for (const [lang, texts] of Object.entries(body.texts ?? {})) {
      if (texts && !(await desk.setTexts(body.id, lang as keyof typeof before.texts, texts)))
        throw fieldRefused(`texts.${lang}`, {
          reason: 'notHere',
          message: `This product has no ${lang} page to change.`,
        })
    }
    if (body.pricing) await desk.setPricing(body.id, body.pricing)
    for (const [index, { id, ...pricing }] of (body.variants ?? []).entries()) {
      if (!(await desk.setVariantPricing(body.id, id, pricing)))
        throw fieldRefused(`variants.${index}.id`, {
          reason: 'unknown',
          message: 'That option is not one of this product.',
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
        throw fieldRefused('uniqueId', {
          reason: 'taken',
          message: 'A product has this uniqueId already.',
        })
      if (!(await desk.categoryExists(body.category)))
        throw fieldRefused('category', {
          reason: 'unknown',
          message: 'No category has this uniqueId.',
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
    const problems: LineProblems = {}
    const [row] = await registrationRows(desk, [{ line: 1, registration: body }], problems)
    // The one line's problem, at its field.
    const [key, problem] = Object.entries(problems)[0] ?? []
    if (key && problem) throw fieldRefused(key.replace(/^line 1\./, ''), problem)
    if (!row) throw badRequest('Invalid registration.')
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
