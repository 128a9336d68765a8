/**
 * Brand pages: a maker's products. Apart from the catalogue's module, which the home page loads,
 * so the home page's first script does not carry this call.
 *
 * Calls (all POST with a JSON body; `lang` header EN | FA | AR):
 * - /wsd/v1/product/brand   a brand's name, SEO texts and products, paged
 */
import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { brandSchema, productListItemSchema } from './catalogue'
import { pagedList, pageNumber, seoSchema, uniqueId } from './common'
import { onFirstUse } from './on-first-use'

/** A maker's products, page by page, newest first, with its name and SEO texts. */
export const productBrandCall = onFirstUse(() =>
  defineCall({
    path: v1('product/brand'),
    cacheable: true,
    request: z.strictObject({
      /** The brand's uniqueId. */
      brand: uniqueId,
      page: pageNumber,
    }),
    response: z.object({
      brand: brandSchema,
      products: pagedList(productListItemSchema),
      seo: seoSchema,
    }),
  }),
)
