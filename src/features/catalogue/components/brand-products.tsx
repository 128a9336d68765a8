import { ListPage } from '../../../components/list-page'
import type { ProductListItem } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
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
}

/** A brand's page: its name and description, how many products it makes, and a page of them. */
export function BrandProducts(props: BrandProductsProps) {
  const { title, description, products, total, page, perPage } = props
  const { t } = useIntl(catalogueMessages)
  return (
    <ListPage
      title={title}
      description={description}
      count={t('screen.productCount', { count: total })}
      empty={products.length === 0 ? t('catalogue.empty') : undefined}
      page={page}
      total={total}
      perPage={perPage}
    >
      <ProductGrid products={products} />
    </ListPage>
  )
}
