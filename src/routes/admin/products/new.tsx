import { createFileRoute } from '@tanstack/react-router'
import { categoriesQuery } from '../../../features/back-office/catalogue/api/product-queries'
import { NewProductScreen } from '../../../features/back-office/catalogue/components/products-screen'
import { startBackOfficeRead } from '../../../features/back-office/open-back-office'

export const Route = createFileRoute('/admin/products/new')({
  loader: ({ context, location }) => startBackOfficeRead({ context, location }, categoriesQuery()),
  component: NewProductScreen,
})
