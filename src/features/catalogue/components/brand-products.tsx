import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Pagination } from '../../../components/pagination'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { pageCount } from '../../../lib/pagination'
import { catalogueMessages } from '../messages'
import { ProductGrid } from './product-grid'

interface BrandProductsProps {
  title: string
  /** What the shop says of the brand ('' for nothing). */
  description: string
  products: ProductListItem[]
  total: number
  page: number
  perPage: number
  uploadPath: string
}

/** A brand's page: its name and description, how many products it makes, and a page of them. */
export function BrandProducts(props: BrandProductsProps) {
  const { title, description, products, total, page, perPage, uploadPath } = props
  const { t } = useIntl(catalogueMessages)
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      {description && (
        <chakra.p mt="3" textStyle="lg">
          {description}
        </chakra.p>
      )}
      <chakra.p mt="3" color="fg.muted">
        {t('screen.productCount', { count: total })}
      </chakra.p>
      {products.length === 0 ? (
        <chakra.p mt="6" fontWeight="medium">
          {t('catalogue.empty')}
        </chakra.p>
      ) : (
        <ProductGrid products={products} uploadPath={uploadPath} />
      )}
      <Pagination page={page} count={pageCount(total, perPage)} />
    </Box>
  )
}
