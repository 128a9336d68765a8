import { CardGrid, productCardSizes } from '../../../components/card-grid'
import { ProductCard } from '../../../components/product-card'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { catalogueMessages } from '../messages'

/** Cards in the first row on the widest screens: their pictures are asked for at once. */
const firstRow = 4

/** A page of products as cards: two a row on phones, three on tablets, four from large screens. */
export function ProductGrid({ products }: { products: ProductListItem[] }) {
  const { t } = useIntl(catalogueMessages)
  return (
    <CardGrid layout="products" aria-label={t('catalogue.products')}>
      {products.map((product, index) => (
        <li key={product.uniqueId}>
          <ProductCard product={product} sizes={productCardSizes} eager={index < firstRow} />
        </li>
      ))}
    </CardGrid>
  )
}
