import type { FastifyInstance } from 'fastify'
import type { productBrandCall } from '../../src/contract/brands'
import type { CallParsedRequest } from '../../src/contract/call'
import {
  closeProductsCount,
  productsPerPage,
  type ProductSearchSort,
  type productCategoryCall,
  type productSearchCall,
} from '../../src/contract/catalogue'
import type { Language } from '../../src/contract/common'
import { notFound } from '../http/errors'
import { pagedList, pageWindow } from '../records/paged-list'
import { seoRecord } from '../records/seo-record'
import type { ProductListRequest } from '../repositories/catalogue-repository'

/** A page of the products a filter holds, as the storefront's lists show it. */
async function productList(
  app: FastifyInstance,
  lang: Language,
  query: ProductListRequest & { sort?: ProductSearchSort },
  page: number,
  perPage = productsPerPage,
) {
  const { rows, total } = await app.catalogueRepository.productPage(
    lang,
    query,
    pageWindow(page, perPage),
  )
  return pagedList(rows, total, page, perPage)
}

/** Title, icon and SEO texts of a category (or of 'all'); 404 for an unknown category. */
async function categoryHeading(app: FastifyInstance, lang: Language, cat: string) {
  const heading = await app.catalogueRepository.categoryHeading(lang, cat)
  if (!heading) throw notFound(`There is no product category '${cat}'.`)
  return heading
}

/** A page of a category's products (or of all), with the category's heading and SEO. */
export async function categoryListing(
  app: FastifyInstance,
  lang: Language,
  { cat, sort, page, limit }: CallParsedRequest<typeof productCategoryCall>,
) {
  const heading = await categoryHeading(app, lang, cat)
  return {
    products: await productList(app, lang, { category: cat, sort }, page, limit),
    seo: seoRecord(heading, `/product/${cat}`),
    cat: { cat: { uniqueId: cat, title: heading.title }, icon: heading.icon },
  }
}

/**
 * A page of the products of a category (or of all) that match a search. When nothing does, the
 * answer offers what is close: the best products of any category holding any word of it.
 */
export async function searchListing(
  app: FastifyInstance,
  lang: Language,
  { cat, query, sort, page }: CallParsedRequest<typeof productSearchCall>,
) {
  await categoryHeading(app, lang, cat)
  const found = await productList(app, lang, { category: cat, search: query, sort }, page)
  if (found.total > 0) return found
  const close = await productList(
    app,
    lang,
    { search: query, anyWord: true, sort: 'relevance' },
    1,
    closeProductsCount,
  )
  return { ...found, close: close.data }
}

/** A page of a brand's products, with the brand and its SEO; 404 for an unknown brand. */
export async function brandListing(
  app: FastifyInstance,
  lang: Language,
  { brand: unique, page }: CallParsedRequest<typeof productBrandCall>,
) {
  const brand = await app.catalogueRepository.brandHeading(lang, unique)
  if (!brand) throw notFound(`There is no brand '${unique}'.`)
  return {
    brand: { uniqueId: brand.uniqueId, title: brand.title },
    products: await productList(app, lang, { brand: brand.uniqueId }, page),
    seo: seoRecord(brand, `/brand/${brand.uniqueId}`),
  }
}
