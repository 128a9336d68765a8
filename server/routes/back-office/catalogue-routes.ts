import type { FastifyPluginAsync } from 'fastify'
import {
  catalogueDeskPerPage,
  deskCategoriesCall,
  deskProductCall,
  deskProductCreateCall,
  deskProductEditCall,
  deskProductListCall,
  newProductBodyLimit,
  serialListCall,
  serialRegisterCall,
  serialsCsvCall,
} from '../../../src/contract/back-office-catalogue'
import { badRequest, fieldRefused, notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { createProduct, editProduct, newPicturesOf } from '../../services/product-changes'
import { renderPictures } from '../../services/product-pictures'
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

  registerCall(app, deskCategoriesCall, async () => ({ categories: await desk.categories() }))

  registerCall(
    app,
    deskProductEditCall,
    async ({ body, user, prepared }) => ({
      status: true,
      product: await editProduct(app, body, prepared, user),
    }),
    {
      bodyLimit: newProductBodyLimit,
      // New pictures are decoded and resized before the transaction holds a connection.
      prepare: ({ body }: { body: { pictures?: ({ url: string } | { data: string })[] } }) =>
        renderPictures(newPicturesOf(body)),
    },
  )

  registerCall(
    app,
    deskProductCreateCall,
    async ({ body, user, prepared }) => ({
      status: true,
      product: await createProduct(app, body, prepared, user),
    }),
    {
      bodyLimit: newProductBodyLimit,
      // Decoding and resizing is slow work: done before the transaction holds a connection.
      prepare: ({ body }: { body: { pictures: { data: string }[] } }) =>
        renderPictures(body.pictures),
    },
  )

  registerCall(app, serialListCall, async ({ body, lang }) => {
    const { rows, total } = await desk.serialsPage(
      body.query || undefined,
      pageWindow(body.page, catalogueDeskPerPage),
      lang,
    )
    return pagedList(rows, total, body.page, catalogueDeskPerPage)
  })

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
