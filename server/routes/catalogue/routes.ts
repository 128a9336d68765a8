import type { FastifyPluginAsync } from 'fastify'
import {
  productCategoryCall,
  productSearchCall,
  productSingleCall,
  productsPerPage,
} from '../../../src/contract/catalogue'
import { productBrandCall } from '../../../src/contract/brands'
import type { Language } from '../../../src/contract/common'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { seoRecord } from '../../records/seo-record'

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { catalogueRepository } = app

  /** Title, icon and SEO texts of a category (or of 'all'); 404 for an unknown category. */
  const categoryHeading = async (db: Db, lang: Language, cat: string) => {
    const heading = await catalogueRepository.categoryHeading(db, lang, cat)
    if (!heading) throw notFound(`There is no product category '${cat}'.`)
    return heading
  }

  registerCall(app, productCategoryCall, async ({ body, lang, db }) => {
    const perPage = body.limit ?? productsPerPage
    const heading = await categoryHeading(db, lang, body.cat)
    const filter = { category: body.cat }
    const [total, data] = await Promise.all([
      catalogueRepository.countProducts(db, lang, filter),
      catalogueRepository.productListItems(db, lang, {
        ...filter,
        sort: body.sort,
        limit: perPage,
        offset: (body.page - 1) * perPage,
      }),
    ])
    const link = `/product/${body.cat}`
    return {
      products: { data, total, per_page: perPage, current_page: body.page },
      seo: {
        title: heading.title,
        meta_description: heading.meta_description,
        meta_key: heading.meta_key,
        canonical: link,
        link,
      },
      cat: { cat: { uniqueId: body.cat, title: heading.title }, icon: heading.icon },
    }
  })

  registerCall(app, productSearchCall, async ({ body, lang, db }) => {
    await categoryHeading(db, lang, body.cat)
    const filter = { category: body.cat, search: body.query }
    const [total, data] = await Promise.all([
      catalogueRepository.countProducts(db, lang, filter),
      catalogueRepository.productListItems(db, lang, {
        ...filter,
        sort: body.sort,
        limit: productsPerPage,
        offset: (body.page - 1) * productsPerPage,
      }),
    ])
    return { data, total, per_page: productsPerPage, current_page: body.page }
  })

  registerCall(app, productBrandCall, async ({ body, lang, db }) => {
    const brand = await catalogueRepository.brandHeading(db, lang, body.brand)
    if (!brand) throw notFound(`There is no brand '${body.brand}'.`)
    const filter = { brand: brand.uniqueId }
    const [total, data] = await Promise.all([
      catalogueRepository.countProducts(db, lang, filter),
      catalogueRepository.productListItems(db, lang, {
        ...filter,
        limit: productsPerPage,
        offset: (body.page - 1) * productsPerPage,
      }),
    ])
    return {
      brand: { uniqueId: brand.uniqueId, title: brand.title },
      products: { data, total, per_page: productsPerPage, current_page: body.page },
      seo: seoRecord(brand, `/brand/${brand.uniqueId}`),
    }
  })

  registerCall(app, productSingleCall, async ({ body, lang, db }) => {
    const product = await catalogueRepository.productSingle(db, lang, body.unique)
    if (!product) throw notFound(`There is no product '${body.unique}'.`)
    return product
  })
}
