import type { CallResponse } from '../../../contract/call'
import type { productSingleCall, ProductVariant } from '../../../contract/catalogue'

export type ProductDetail = CallResponse<typeof productSingleCall>

/** What a product costs as offered: in its chosen option when it has options. */
export interface ProductOffer {
  /** The base price. */
  price: number
  /** The discounted price (0 when there is no discount). */
  discount: number
  /** Units in stock. */
  stock: number
  /** The unit label after a price. */
  unit: string
  /** The chosen option, for a product sold in options. */
  variant?: ProductVariant
}

/** The option a visitor chose (its uniqueId), else the product's default option, else the first. */
export function chosenVariant(product: ProductDetail, wanted?: string): ProductVariant | undefined {
  if (!product.price.dynamic || product.dynamic.length === 0) return undefined
  return (
    product.dynamic.find((variant) => variant.uniqueId === wanted) ??
    product.dynamic.find((variant) => variant.uniqueId === product.def.dynamic) ??
    product.dynamic[0]
  )
}

/** The price, discount and stock the page shows for a product in the chosen option. */
export function productOffer(product: ProductDetail, wanted?: string): ProductOffer {
  const unit = product.def.vahed
  const variant = chosenVariant(product, wanted)
  if (variant) {
    return {
      price: variant.price.prc,
      discount: variant.price.discount,
      stock: variant.depo,
      unit,
      variant,
    }
  }
  return {
    price: product.def.price || product.price.price,
    discount: product.def.discount,
    stock: product.price.quty,
    unit,
  }
}

/** What a visitor pays: the discounted price when there is one below the base price. */
export function payable(offer: Pick<ProductOffer, 'price' | 'discount'>): number {
  return offer.discount > 0 && offer.discount < offer.price ? offer.discount : offer.price
}
