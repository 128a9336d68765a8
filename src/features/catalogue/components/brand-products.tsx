import { ListPage } from '../../../components/list-page'
import type { ProductListItem } from '../../../contract/catalogue'
import type { PagedList } from '../../../contract/common'
import { useIntl } from '../../../i18n/use-intl'
import { catalogueMessages } from '../messages'
import { ProductGrid } from './product-grid'

interface BrandProductsProps {
  title: string
  /** What the shop says of the brand ('' for nothing). */
  description: string
  products: PagedList<ProductListItem>
}

/** A brand's page: its name and description, how many products it makes, and a page of them. */
export function BrandProducts({ title, description, products }: BrandProductsProps) {
  const { t } = useIntl(catalogueMessages)
  return (
    <ListPage
      title={title}
      description={description}
      count={t('screen.productCount', { count: products.total })}
      empty={t('catalogue.empty')}
      list={products}
    >
      <ProductGrid products={products.data} />
    </ListPage>
  )
}
