import { chakra } from '@chakra-ui/react/styled-system'
import { ProductCard } from '../../../components/product-card'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { catalogueMessages } from '../messages'

/** Cards in the first row on the widest screens: their pictures are asked for at once. */
const firstRow = 4

/** A page of products as cards: two a row on phones, three on tablets, four from large screens. */
export function ProductGrid({
  products,
  uploadPath,
}: {
  products: ProductListItem[]
  uploadPath: string
}) {
  const { t } = useIntl(catalogueMessages)
  return (
    <chakra.ul
      aria-label={t('catalogue.products')}
      display="grid"
      gridTemplateColumns={{
        base: 'repeat(2, minmax(0, 1fr))',
        md: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(4, minmax(0, 1fr))',
      }}
      gap={{ base: '3', md: '5' }}
      mt="6"
      listStyleType="none"
      p="0"
    >
      {products.map((product, index) => (
        <li key={product.uniqueId}>
          <ProductCard
            product={product}
            uploadPath={uploadPath}
            // Two a row on phones, three on tablets, four from large screens (in a 72rem page).
            sizes="(min-width: 72rem) 17rem, (min-width: 62rem) 25vw, (min-width: 48rem) 33vw, 50vw"
            eager={index < firstRow}
          />
        </li>
      ))}
    </chakra.ul>
  )
}
