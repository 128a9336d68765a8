import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PagedList } from '../../../../components/paged-list'
import { TextField } from '../../../../components/text-field'
import {
  deskProductListCall,
  type DeskProductRow,
} from '../../../../contract/back-office-catalogue'
import { useIntl } from '../../../../i18n/use-intl'
import { staffQueryOptions } from '../../api/staff-calls'
import { backOfficeLink } from '../../back-office-paths'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import type { Staff } from '../../staff-context'
import { catalogueDeskMessages } from '../messages'
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

function ProductList({ staff }: { staff: Staff }) {
  const { t } = useIntl(catalogueDeskMessages)
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  return (
    <>
      <chakra.p mt="3">
        <Link {...backOfficeLink('products/new')}>{t('desk.new')}</Link>
      </chakra.p>
      <chakra.form role="search" mt="4" maxW="md" onSubmit={(event) => event.preventDefault()}>
        <TextField
          name="query"
          label={t('desk.search')}
          value={query}
          onChange={(value) => {
            setQuery(value)
            setPage(1)
          }}
          autoComplete="off"
        />
      </chakra.form>
      <PagedList
        pageQuery={(lang, at) =>
          staffQueryOptions(
            deskProductListCall,
            { page: at, query: query.trim() || undefined },
            { lang, token: staff.token },
          )
        }
        page={page}
        onPage={setPage}
        empty={t('desk.none')}
        itemKey={(product) => product.id}
        item={(product: DeskProductRow) => <ProductRow product={product} />}
      />
    </>
  )
}

function ProductRow({ product }: { product: DeskProductRow }) {
  const { t } = useIntl(catalogueDeskMessages)
  return (
    <chakra.p data-desk-product={product.uniqueId}>
      <Link {...backOfficeLink(`products/${product.id}`)}>
        <bdi>{product.title}</bdi>
      </Link>{' '}
      · <bdi>{product.uniqueId}</bdi> · {product.price} · {t('desk.stock', { depo: product.depo })}
      {product.variants > 0 && <> · {t('desk.options', { count: product.variants })}</>}
    </chakra.p>
  )
}
