import type { FastifyPluginAsync } from 'fastify'
import {
  productCategoryCall,
  productSearchCall,
  productSingleCall,
  productsPerPage,
} from '../../../src/contract/catalogue'
import { productBrandCall } from '../../../src/contract/brands'
import type { Language } from '../../../src/contract/common'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { seoRecord } from '../../records/seo-record'

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { catalogueRepository } = app

  /** Title, icon and SEO texts of a category (or of 'all'); 404 for an unknown category. */
  const categoryHeading = async (lang: Language, cat: string) => {
    const heading = await catalogueRepository.categoryHeading(lang, cat)
    if (!heading) throw notFound(`There is no product category '${cat}'.`)
    return heading
  }

  registerCall(
    app,
    productCategoryCall,
    async ({ body, lang }) => {
      const perPage = body.limit ?? productsPerPage
      const heading = await categoryHeading(lang, body.cat)
      const filter = { category: body.cat }
      const [total, data] = await Promise.all([
        catalogueRepository.countProducts(lang, filter),
        catalogueRepository.productListItems(lang, {
          ...filter,
          sort: body.sort,
          ...pageWindow(body.page, perPage),
        }),
      ])
      const link = `/product/${body.cat}`
      return {
        products: pagedList(data, total, body.page, perPage),
        seo: seoRecord(heading, link),
        cat: { cat: { uniqueId: body.cat, title: heading.title }, icon: heading.icon },
      }
    },
    { errors: [404] },
  )

  registerCall(
    app,
    productSearchCall,
    async ({ body, lang }) => {
      await categoryHeading(lang, body.cat)
      const filter = { category: body.cat, search: body.query }
      const [total, data] = await Promise.all([
        catalogueRepository.countProducts(lang, filter),
        catalogueRepository.productListItems(lang, {
          ...filter,
          sort: body.sort,
          ...pageWindow(body.page, productsPerPage),
        }),
      ])
      return pagedList(data, total, body.page, productsPerPage)
    },
    { errors: [404] },
  )

  registerCall(
    app,
    productBrandCall,
    async ({ body, lang }) => {
      const brand = await catalogueRepository.brandHeading(lang, body.brand)
      if (!brand) throw notFound(`There is no brand '${body.brand}'.`)
      const filter = { brand: brand.uniqueId }
      const [total, data] = await Promise.all([
        catalogueRepository.countProducts(lang, filter),
        catalogueRepository.productListItems(lang, {
          ...filter,
          ...pageWindow(body.page, productsPerPage),
        }),
      ])
      return {
        brand: { uniqueId: brand.uniqueId, title: brand.title },
        products: pagedList(data, total, body.page, productsPerPage),
        seo: seoRecord(brand, `/brand/${brand.uniqueId}`),
      }
    },
    { errors: [404] },
  )

  registerCall(
    app,
    productSingleCall,
    async ({ body, lang }) => {
      const product = await catalogueRepository.productSingle(lang, body.unique)
      if (!product) throw notFound(`There is no product '${body.unique}'.`)
      return product
    },
    { errors: [404] },
  )
}
