import { chakra } from '@chakra-ui/react/styled-system'
import { Box } from '@chakra-ui/react/box'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { CheckField } from '../../../../components/form/check-field'
import { TextField } from '../../../../components/form/text-field'
import type { BackOfficeProductRow } from '../../../../contract/back-office-catalogue'
import { useIntl } from '../../../../i18n/use-intl'
import { useMediaAddress } from '../../../../lib/media'
import { sectionScreen } from '../../components/back-office-screen'
import { StaffPagedList } from '../../components/staff-paged-list'
import { productListQuery, type ProductListSearch } from '../api/product-queries'
import { backOfficeCatalogueMessages } from '../messages'
import { NewProductForm } from './new-product-form'
import { ProductEditor } from './product-editor'
import type { AddressSearch } from '../../back-office-paths'

/** `/admin/products`: every product, found by its words or uniqueId, a page at a time. */
export const ProductListScreen = sectionScreen('backOffice.products', ProductList)

/** `/admin/products/<id>`: a product's form. */
export const ProductScreen = sectionScreen('backOffice.products', ProductEditor)

/** `/admin/products/new`: a new product's form. */
export const NewProductScreen = sectionScreen('backOffice.products', NewProductForm)

/**
 * Every product, found as the search is typed; the search and page are kept in the address
 * (`onSearch` is given the part that changes: a new search or choice starts at page 1).
 */
function ProductList({ search, onSearch }: AddressSearch<ProductListSearch>) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  // What is typed shows at once; the address follows it. Another address (Back) sets it again.
  const [query, setQuery] = useState(search.q ?? '')
  const [lowOnly, setLowOnly] = useState(search.low === 1)
  const [shownFor, setShownFor] = useState(search)
  if (search.q !== shownFor.q || search.low !== shownFor.low) {
    setShownFor(search)
    if ((search.q ?? '') !== query.trim()) setQuery(search.q ?? '')
    setLowOnly(search.low === 1)
  }
  return (
    <>
      <chakra.p mt="3">
        <Link to="/admin/products/new">{t('backOffice.catalogue.new')}</Link>
      </chakra.p>
      <chakra.form role="search" mt="4" maxW="md" onSubmit={(event) => event.preventDefault()}>
        <TextField
          name="query"
          label={t('backOffice.catalogue.search')}
          value={query}
          onChange={(value) => {
            setQuery(value)
            onSearch({ q: value.trim() || undefined })
          }}
          autoComplete="off"
        />
        <CheckField
          name="low"
          label={t('backOffice.catalogue.lowOnly')}
          checked={lowOnly}
          onChange={(checked) => {
            setLowOnly(checked)
            onSearch({ low: checked ? 1 : undefined })
          }}
        />
      </chakra.form>
      <StaffPagedList
        pageRead={(page) => productListQuery({ ...search, page })}
        page={search.page ?? 1}
        onPage={(page) => onSearch({ page })}
        empty={t('backOffice.catalogue.none')}
        itemKey={(product) => product.id}
        item={(product: BackOfficeProductRow) => <ProductRow product={product} />}
      />
    </>
  )
}

function ProductRow({ product }: { product: BackOfficeProductRow }) {
  const { t, price } = useIntl(backOfficeCatalogueMessages)
  const media = useMediaAddress()
  const picture = product.picture && media.picture(product.picture, '3rem')
  return (
    <Box data-product-row={product.uniqueId} display="flex" gap="3" alignItems="center">
      <Box w="12" h="12" flexShrink="0" rounded="md" overflow="hidden" bg="gray.100">
        {picture && (
          <chakra.img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.sizes}
            alt=""
            loading="lazy"
            w="12"
            h="12"
            objectFit="cover"
          />
        )}
      </Box>
      <chakra.p>
        <Link to="/admin/products/$id" params={{ id: String(product.id) }}>
          <bdi>{product.title}</bdi>
        </Link>{' '}
        · <bdi dir="ltr">{product.uniqueId}</bdi> · {price(product.price)} ·{' '}
        {t('backOffice.catalogue.stock', { depo: product.depo })}
        {product.variants > 0 && (
          <> · {t('backOffice.catalogue.options', { count: product.variants })}</>
        )}
        {product.lowStock && (
          <chakra.span
            ms="2"
            px="2"
            rounded="full"
            bg="red.50"
            color="red.800"
            textStyle="xs"
            data-low-stock=""
          >
            {t('backOffice.catalogue.lowStock')}
          </chakra.span>
        )}
      </chakra.p>
    </Box>
  )
}
