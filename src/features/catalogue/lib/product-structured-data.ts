import { toman } from '../../../contract/currency'
import { payable, productOffer, type ProductDetail } from './product-offer'

/**
 * schema.org `Product` of a product page, for search engines: its name, pictures, brand, model,
 * its offer in the default option (price, currency unit, stock) and its rating.
 */
export function productStructuredData(
  product: ProductDetail,
  address: string,
  pictures: string[],
  currency: string,
) {
  const offer = productOffer(product)
  // ISO 4217 does not name the toman: a toman is ten rials.
  const inRials = currency === toman
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.pro.title,
    description: product.seo.meta_description || product.pro.des,
    image: pictures,
    sku: product.pro.uniqueId,
    mpn: product.pro.model,
    brand: product.ex.brand ? { '@type': 'Brand', name: product.ex.brand.title } : undefined,
    category: product.ex.cat.title,
    offers: {
      '@type': 'Offer',
      url: address,
      price: inRials ? payable(offer) * 10 : payable(offer),
      priceCurrency: inRials ? 'IRR' : currency,
      availability:
        offer.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    aggregateRating:
      product.info.review > 0 && product.info.vote > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.info.vote,
            reviewCount: product.info.review,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  }
}
