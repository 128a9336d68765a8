import type { FastifyPluginAsync } from 'fastify'
import {
  backOfficeProductsPerPage,
  backOfficeCategoriesCall,
  backOfficeProductCall,
  backOfficeProductCreateCall,
  backOfficeProductEditCall,
  backOfficeProductListCall,
  newProductBodyLimit,
  serialListCall,
  serialRegisterCall,
  serialsCsvCall,
} from '../../../src/contract/back-office-catalogue'
import { notFound } from '../../http/errors'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { createProduct, editProduct, newPicturesOf } from '../../services/product-changes'
import { renderPictures } from '../../services/product-pictures'
import { registerSerial, registerSerialsCsv } from '../../services/serial-registrations'

const unknownProduct = () => notFound('No product has this id.')

/** The back office's catalogue: products' words, prices and stock, and authenticity serials. */
export const backOfficeCatalogueRoutes: FastifyPluginAsync = async (app) => {
  const { backOfficeCatalogueRepository: catalogue } = app

  registerCall(app, backOfficeProductListCall, async ({ body, lang }) => {
    const { rows, total } = await catalogue.page(
      body.query || undefined,
      pageWindow(body.page, backOfficeProductsPerPage),
      lang,
      { lowStockAt: app.config.lowStock, lowOnly: body.lowStock === true },
    )
    return pagedList(rows, total, body.page, backOfficeProductsPerPage)
  })

  registerCall(app, backOfficeProductCall, mayBeMissing, async ({ body }) => {
    const product = await catalogue.product(body.id)
    if (!product) throw unknownProduct()
    return { product }
  })

  registerCall(app, backOfficeCategoriesCall, async () => ({
    categories: await catalogue.categories(),
  }))

  registerCall(
    app,
    backOfficeProductEditCall,
    {
      errors: [404],
      bodyLimit: newProductBodyLimit,
      // New pictures are decoded and resized before the transaction holds a connection.
      prepare: ({ body }: { body: { pictures?: ({ url: string } | { data: string })[] } }) =>
        renderPictures(newPicturesOf(body)),
    },
    async ({ body, user, prepared }) => ({
      status: true,
      product: await editProduct(app, body, prepared, user),
    }),
  )

  registerCall(
    app,
    backOfficeProductCreateCall,
    {
      bodyLimit: newProductBodyLimit,
      // Decoding and resizing is slow work: done before the transaction holds a connection.
      prepare: ({ body }: { body: { pictures: { data: string }[] } }) =>
        renderPictures(body.pictures),
    },
    async ({ body, user, prepared }) => ({
      status: true,
      product: await createProduct(app, body, prepared, user),
    }),
  )

  registerCall(app, serialListCall, async ({ body, lang }) => {
    const { rows, total } = await app.serialsRepository.page(
      body.query || undefined,
      pageWindow(body.page, backOfficeProductsPerPage),
      lang,
    )
    return pagedList(rows, total, body.page, backOfficeProductsPerPage)
  })

  registerCall(app, serialRegisterCall, async ({ body, user }) => ({
    status: true,
    serial: await registerSerial(app, body, user),
  }))

  registerCall(app, serialsCsvCall, async ({ body, user }) => ({
    status: true,
    written: await registerSerialsCsv(app, body.csv, user),
  }))
}
