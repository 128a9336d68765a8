import { createFileRoute } from '@tanstack/react-router'
import { NewProductScreen } from '../../../features/back-office/catalogue/components/products-screen'

export const Route = createFileRoute('/admin/products/new')({
  component: NewProductScreen,
})
