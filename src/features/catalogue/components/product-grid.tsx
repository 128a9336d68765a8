import { CardGrid, productCardSizes } from '../../../components/card-grid'
import { ProductCard, type ProductCardProps } from '../../../components/product-card'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { catalogueMessages } from '../messages'

/** A page of products as cards: two a row on phones, three on tablets, four from large screens. */
export function ProductGrid({
  products,
  firstIsLargest = false,
  headingAs,
}: {
  products: ProductListItem[]
  /** The first card's picture is the page's largest (a listing on a phone). */
  firstIsLargest?: boolean
  /** The cards' title level: below the page's own heading (h2) unless a section's is between. */
  headingAs?: ProductCardProps['headingAs']
}) {
  const { t } = useIntl(catalogueMessages)
  return (
    <CardGrid layout="products" aria-label={t('catalogue.products')}>
      {products.map((product, index) => (
        <li key={product.uniqueId}>
          <ProductCard
            product={product}
            sizes={productCardSizes}
            largest={firstIsLargest && index === 0}
            headingAs={headingAs}
          />
        </li>
      ))}
    </CardGrid>
  )
}
