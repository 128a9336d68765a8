import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductScreen } from '../../../features/back-office/catalogue/components/products-screen'

export const Route = createFileRoute('/admin/products/$id')({
  loader: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { id } = Route.useParams()
  return <ProductScreen id={Number(id)} />
}
