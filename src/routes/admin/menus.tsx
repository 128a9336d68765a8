import { createFileRoute } from '@tanstack/react-router'
import { MenusScreen } from '../../features/back-office/pages/components/menus-screen'

export const Route = createFileRoute('/admin/menus')({
  component: MenusScreen,
})
