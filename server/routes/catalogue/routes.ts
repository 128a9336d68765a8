import type { FastifyPluginAsync } from 'fastify'
import {
  productCategoryCall,
  productSearchCall,
  productSingleCall,
  productsPerPage,
} from '../../../src/contract/catalogue'
import type { Language } from '../../../src/contract/common'
import { toJsonText } from '../../../src/contract/json-text'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { countProducts, productListItems } from '../../services/product-list'
import { productSingle } from './product-single'

const allProducts: Record<Language, { title: string; description: string }> = {
  EN: { title: 'All products', description: 'Irons and hair dryers of every brand.' },
  FA: { title: 'همه محصولات', description: 'اتو و سشوار از همه برندها.' },
  AR: { title: 'جميع المنتجات', description: 'مكاوي ومجففات شعر من جميع العلامات.' },
}

interface CategoryHeading {
  title: string
  icon: string
  meta_description: string
  meta_key: string
}

/** Title, icon and SEO texts of a category (or of 'all'); 404 for an unknown category. */
export async function categoryHeading(
  db: Db,
  lang: Language,
  cat: string,
): Promise<CategoryHeading> {
  if (cat === 'all') {
    const words = allProducts[lang]
    return {
      title: words.title,
      icon: '',
      meta_description: words.description,
      meta_key: toJsonText([words.title]),
    }
  }
  const category = await db
    .selectFrom('product_categories')
    .select(['title', 'icon', 'meta_description', 'meta_key'])
    .where('unique_id', '=', cat)
    .where('lang', '=', lang)
    .executeTakeFirst()
  if (!category) throw notFound(`There is no product category '${cat}'.`)
  return category
}

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, productCategoryCall, async ({ body, lang, db }) => {
    const perPage = body.limit ?? productsPerPage
    const heading = await categoryHeading(db, lang, body.cat)
    const filter = { category: body.cat }
    const [total, data] = await Promise.all([
      countProducts(db, lang, filter),
      productListItems(db, lang, {
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
      countProducts(db, lang, filter),
      productListItems(db, lang, {
        ...filter,
        sort: body.sort,
        limit: productsPerPage,
        offset: (body.page - 1) * productsPerPage,
      }),
    ])
    return { data, total, per_page: productsPerPage, current_page: body.page }
  })

  registerCall(app, productSingleCall, async ({ body, lang, db }) =>
    productSingle(db, lang, body.unique),
  )
}
