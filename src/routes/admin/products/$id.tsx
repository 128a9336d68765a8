import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  categoriesQuery,
  productQuery,
} from '../../../features/back-office/catalogue/api/product-queries'
import { ProductScreen } from '../../../features/back-office/catalogue/components/products-screen'
import { startBackOfficeRead } from '../../../features/back-office/open-back-office'

export const Route = createFileRoute('/admin/products/$id')({
  loader: ({ context, params, location }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
    startBackOfficeRead({ context, location }, productQuery(Number(params.id)))
    startBackOfficeRead({ context, location }, categoriesQuery())
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { id } = Route.useParams()
  return <ProductScreen id={Number(id)} />
}
