import { chakra } from '@chakra-ui/react/styled-system'
import { Box } from '@chakra-ui/react/box'
import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { PagedList } from '../../../../components/paged-list'
import { TextField } from '../../../../components/text-field'
import {
  backOfficeProductListCall,
  type BackOfficeProductRow,
} from '../../../../contract/back-office-catalogue'
import { useIntl } from '../../../../i18n/use-intl'
import { useMediaAddress } from '../../../../lib/media'
import { staffQueryOptions } from '../../api/staff-calls'
import { backOfficeLink } from '../../back-office-paths'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import type { Staff } from '../../staff-context'
import { backOfficeCatalogueMessages } from '../messages'
import { NewProductForm } from './new-product-form'
import { ProductEditor } from './product-editor'

/** The products area: the list, one product's form (`products/<id>`) or a new one (`products/new`). */
export function ProductsScreen({ rest }: { rest: string[] }) {
  const { t } = useIntl(backOfficeMessages)
  const [part] = rest
  return (
    <BackOfficeScreen title={t('backOffice.products')}>
      {(staff) =>
        part === 'new' ? (
          <NewProductForm />
        ) : part && /^\d+$/.test(part) ? (
          <ProductEditor staff={staff} id={Number(part)} />
        ) : (
          <ProductList staff={staff} />
        )
      }
    </BackOfficeScreen>
  )
}

/** Every product, found by its words or uniqueId; `?low=1` opens the list of those low on stock. */
function ProductList({ staff }: { staff: Staff }) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const lowFromAddress = useLocation({
    select: (location) => (location.search as Record<string, unknown>).low === 1,
  })
  const [lowOnly, setLowOnly] = useState(lowFromAddress)
  return (
    <>
      <chakra.p mt="3">
        <Link {...backOfficeLink('products/new')}>{t('backOffice.catalogue.new')}</Link>
      </chakra.p>
      <chakra.form role="search" mt="4" maxW="md" onSubmit={(event) => event.preventDefault()}>
        <TextField
          name="query"
          label={t('backOffice.catalogue.search')}
          value={query}
          onChange={(value) => {
            setQuery(value)
            setPage(1)
          }}
          autoComplete="off"
        />
        <chakra.label display="flex" alignItems="center" gap="2" mt="3">
          <input
            type="checkbox"
            name="low"
            checked={lowOnly}
            onChange={(event) => {
              setLowOnly(event.target.checked)
              setPage(1)
            }}
          />
          {t('backOffice.catalogue.lowOnly')}
        </chakra.label>
      </chakra.form>
      <PagedList
        pageQuery={(lang, at) =>
          staffQueryOptions(
            backOfficeProductListCall,
            { page: at, query: query.trim() || undefined, ...(lowOnly ? { lowStock: true } : {}) },
            { lang, token: staff.token },
          )
        }
        page={page}
        onPage={setPage}
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
        <Link {...backOfficeLink(`products/${product.id}`)}>
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
