import type { z } from 'zod'
import type { productSingleCall } from '../../../src/contract/catalogue'
import type { Language } from '../../../src/contract/common'
import { toJsonText } from '../../../src/contract/json-text'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'
import { productGalleries } from '../../services/product-list'

type ProductSingleWire = z.input<typeof productSingleCall.response>

/** Every detail of one product in the request language; 404 for an unknown product. */
export async function productSingle(
  db: Db,
  lang: Language,
  unique: string,
): Promise<ProductSingleWire> {
  const product = await db
    .selectFrom('products')
    .innerJoin('product_texts as t', (join) =>
      join.onRef('t.product_id', '=', 'products.id').on('t.lang', '=', lang),
    )
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .leftJoin('product_categories as c', (join) =>
      join.onRef('c.unique_id', '=', 'products.category').on('c.lang', '=', lang),
    )
    .select([
      'products.id',
      'products.unique_id',
      'products.category',
      'products.model',
      'products.sk',
      'products.img',
      'products.production',
      'products.price',
      'products.discount',
      'products.depo',
      'products.box',
      'products.external_link',
      'products.created_at',
      't.title',
      't.slug',
      't.des',
      't.vahed',
      't.noghat',
      't.art',
      't.attr',
      't.meta_description',
      't.meta_key',
      'brands.unique_id as brand_unique_id',
      'brands.title as brand_title',
      'c.title as category_title',
    ])
    .where('products.unique_id', '=', unique)
    .executeTakeFirst()
  if (!product) throw notFound(`There is no product '${unique}'.`)

  const [variants, galleries, reviews, questions] = await Promise.all([
    db
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute(),
    productGalleries(db, [product.id]),
    db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.avg('vote').as('average')])
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow(),
  ])

  const first = variants[0]
  const stock = first ? variants.reduce((sum, v) => sum + v.depo, 0) : product.depo
  const average = reviews.average === null ? 0 : Number(reviews.average)
  const brand =
    product.brand_unique_id !== null && product.brand_title !== null
      ? { uniqueId: product.brand_unique_id, title: product.brand_title }
      : null
  const link = `/product/single/${product.unique_id}`

  return {
    pro: {
      id: product.id,
      uniqueId: product.unique_id,
      title: product.title,
      des: product.des,
      slug: product.slug,
      model: product.model,
      sk: product.sk,
      brand: brand?.uniqueId ?? '',
      mainCat: product.category,
      production: product.production,
      external_link: product.external_link,
      box: product.box,
      noghat: product.noghat,
    },
    seo: {
      title: product.title,
      meta_description: product.meta_description,
      meta_key: product.meta_key,
      canonical: link,
      link,
    },
    ex: {
      img: { url: product.img },
      cat: { uniqueId: product.category, title: product.category_title ?? product.category },
      brand,
    },
    gallery: galleries.get(product.id) ?? [],
    price: {
      price: first ? first.price : product.price,
      quty: stock,
      dynamic: variants.length > 0,
    },
    dynamic: variants.map((v) => ({
      id: v.id,
      uniqueId: v.unique_id,
      type: v.type,
      value: v.value,
      price: toJsonText({ prc: v.price, discount: v.discount, date: v.created_at }),
      depo: v.depo,
      data: v.data,
    })),
    def: {
      discount: first ? first.discount : product.discount,
      price: first ? first.price : product.price,
      date: first ? first.created_at : product.created_at,
      dynamic: first?.unique_id ?? '',
      vahed: product.vahed,
    },
    art: product.art,
    attr: product.attr,
    info: {
      vote: Math.round(average * 10) / 10,
      review: Number(reviews.count),
      comment: Number(questions.count),
    },
  }
}
