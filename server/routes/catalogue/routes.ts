import type { FastifyPluginAsync } from 'fastify'
import { productBrandCall } from '../../../src/contract/brands'
import {
  productCategoryCall,
  productSearchCall,
  productSingleCall,
  productSuggestCall,
} from '../../../src/contract/catalogue'
import { notFound } from '../../http/errors'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { brandListing, categoryListing, searchListing } from '../../services/product-listing'

/**
 * The storefront's product lists (a category's, a search's, a brand's), the search box's
 * suggestions and a product's page.
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, productCategoryCall, mayBeMissing, async ({ body, lang }) =>
    categoryListing(app, lang, body),
  )

  registerCall(app, productSearchCall, mayBeMissing, async ({ body, lang }) =>
    searchListing(app, lang, body),
  )

  registerCall(app, productSuggestCall, async ({ body, lang }) => ({
    products: await app.catalogueRepository.productSuggestions(lang, body.query),
  }))

  registerCall(app, productBrandCall, mayBeMissing, async ({ body, lang }) =>
    brandListing(app, lang, body),
  )

  registerCall(app, productSingleCall, mayBeMissing, async ({ body, lang }) => {
    const product = await app.catalogueRepository.productSingle(lang, body.unique)
    if (!product) throw notFound(`There is no product '${body.unique}'.`)
    return product
  })
}
